import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { ScannerSignalInfo } from '../../contract/index.ts';

export interface SignalFilterFieldProps {
  /** The service's 37 signals with their definitions (or the spec's names while they load). */
  signals: readonly ScannerSignalInfo[];
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** Said under the field when the definitions could not be loaded. */
  loadError?: string;
}

/** Any number of the 37 signals, grouped by category, each option with its definition under its name. */
export function SignalFilterField({ signals, value, onChange, loadError }: SignalFilterFieldProps) {
  const byName = useMemo(() => new Map(signals.map((s) => [s.name, s])), [signals]);
  const chosen = value.map((name) => byName.get(name) ?? { name, category: '', description: '' });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      size="small"
      options={signals}
      groupBy={(o) => o.category}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      value={chosen}
      onChange={(_, next) => onChange(next.map((o) => o.name))}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{option.name}</Typography>
          {option.description && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              // Two lines in the list keep it scannable; the whole definition is one hover away.
              title={option.description}
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {option.description}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Signals"
          placeholder={value.length ? undefined : 'All signals'}
          helperText={
            loadError
              ? `The definitions could not be loaded (${loadError}); the names are the spec’s 37.`
              : 'Type to search; each option shows how the signal is defined.'
          }
        />
      )}
      sx={{ flex: { xs: '1 1 100%', md: '2 1 340px' }, minWidth: 0 }}
    />
  );
}
