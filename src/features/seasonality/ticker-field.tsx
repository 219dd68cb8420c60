import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { usePriceSymbols } from '../../client/analytics-queries.ts';

export interface TickerFieldProps {
  value: string;
  onChange: (ticker: string) => void;
  error?: string;
}

/** A ticker: any typed symbol (upper-cased), with the price datasets of the data library offered as options. */
export function TickerField({ value, onChange, error }: TickerFieldProps) {
  const symbols = usePriceSymbols();
  const datasets = useMemo(() => new Map((symbols.data ?? []).map((d) => [d.symbol, d])), [symbols.data]);
  const help = symbols.isError
    ? 'The data library could not be listed; type a ticker'
    : datasets.size
      ? 'Pick a dataset of the data library or type a ticker'
      : 'A ticker the connection has prices for';
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      autoHighlight={false}
      options={[...datasets.keys()]}
      inputValue={value}
      onInputChange={(_, text) => onChange(text.toUpperCase())}
      // Typed text is the value; choosing an option fills it in too.
      value={value || null}
      onChange={(_, next) => onChange((next ?? '').toUpperCase())}
      loading={symbols.isPending}
      renderOption={({ key, ...props }, symbol) => {
        const d = datasets.get(symbol);
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {symbol}
            </Typography>
            {d && (
              <Typography variant="caption" color="text.secondary">
                {d.first} to {d.last} · {d.origin}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="ticker"
          label="Ticker"
          error={error !== undefined}
          helperText={error ?? help}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      )}
      sx={{ minWidth: 200, flex: { sm: '1 1 200px' } }}
    />
  );
}
