import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { cleanTicker } from './tickers.ts';
import type { TickerOptions } from './use-ticker-options.ts';
import { dataSpan } from './use-ticker-options.ts';

export interface TickerFieldProps {
  label: string;
  value: string;
  onChange: (symbol: string) => void;
  tickers: TickerOptions;
  error?: string | null;
  helperText?: ReactNode;
}

/** One symbol: pick one of the library's or type any (upper-cased as typed). */
export function TickerField({ label, value, onChange, tickers, error, helperText }: TickerFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={tickers.symbols}
      value={value || null}
      inputValue={value}
      onInputChange={(_, text) => onChange(cleanTicker(text))}
      onChange={(_, next) => onChange(cleanTicker(next ?? ''))}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const info = tickers.info(option);
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            <strong>{option}</strong>
            {info && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                {dataSpan(info)}
              </Box>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error || helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      )}
      sx={{ minWidth: 160 }}
    />
  );
}
