import type { SxProps, Theme } from '@mui/material';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useMemo } from 'react';
import type { ScannerSignalInfo } from '../../contract/index.ts';
import { SCANNER_SIGNAL_CATEGORIES, SCANNER_SIGNALS_BY_CATEGORY } from '../../contract/index.ts';

/** The 37 names by category without definitions, for while the service's list loads (or when it cannot). */
export const SIGNALS_WITHOUT_DEFINITIONS: readonly ScannerSignalInfo[] = SCANNER_SIGNAL_CATEGORIES.flatMap((category) =>
  SCANNER_SIGNALS_BY_CATEGORY[category].map((name) => ({ name, category, description: '' })),
);

export interface SignalSelectProps {
  /** The service's signals with their definitions (or SIGNALS_WITHOUT_DEFINITIONS while they load). */
  signals: readonly ScannerSignalInfo[];
  value: readonly string[];
  onChange: (names: string[]) => void;
  label: string;
  /** Said under the field when the definitions could not be loaded. */
  loadError?: string;
  /** A field error, said under the field instead of the hint. */
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** Any number of the scanner's signals, grouped by category, each option with its definition under its name. */
export function SignalSelect({
  signals,
  value,
  onChange,
  label,
  loadError,
  error,
  name,
  inputRef,
  placeholder,
  size,
  sx,
}: SignalSelectProps) {
  const byName = useMemo(() => new Map(signals.map((s) => [s.name, s])), [signals]);
  const chosen = value.map((n) => byName.get(n) ?? { name: n, category: '', description: '' });
  const hint = loadError
    ? `The definitions could not be loaded (${loadError}); the names are the spec’s 37.`
    : 'Type to search; each option shows how the signal is defined.';
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      size={size}
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
          label={label}
          name={name}
          inputRef={inputRef}
          placeholder={value.length ? undefined : placeholder}
          error={error !== undefined}
          helperText={error ?? hint}
        />
      )}
      sx={sx}
    />
  );
}
