import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DatasetSummary } from '../../contract/index.ts';

export interface SymbolFieldProps {
  value: string;
  onChange: (symbol: string) => void;
  /** The price datasets of this browser's library (empty on a server connection: any symbol may be typed). */
  datasets: ReadonlyMap<string, DatasetSummary>;
  error?: string;
}

/** The symbol to search: one of the library's datasets, or any typed ticker (upper case, no spaces). */
export function SymbolField({ value, onChange, datasets, error }: SymbolFieldProps) {
  const known = datasets.get(value);
  const help = known
    ? `Prices from ${known.first} to ${known.last}`
    : datasets.size
      ? 'Pick a dataset of the data library or type a ticker'
      : 'A ticker the connection has prices for';
  const clean = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      autoHighlight={false}
      options={[...datasets.keys()]}
      inputValue={value}
      onInputChange={(_, text) => onChange(clean(text))}
      value={value || null}
      onChange={(_, next) => onChange(clean(next ?? ''))}
      renderOption={({ key, ...props }, symbol) => {
        const d = datasets.get(symbol);
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {symbol}
            </Typography>
            {d && (
              <Typography variant="caption" color="text.secondary">
                {d.first} to {d.last}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Symbol"
          error={error !== undefined}
          helperText={error ?? help}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      )}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
