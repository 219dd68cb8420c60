import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TickerField } from '../../ui/form/ticker-field.tsx';
import type { FilterErrors, FilterField, FilterValues } from './option-filters.ts';

export interface OptionFilterFieldsProps {
  values: FilterValues;
  errors: FilterErrors;
  /** The answer's underlyings, offered by the ticker field. */
  tickers: readonly string[];
  onChange: (patch: Partial<FilterValues>) => void;
  /** Empties every field; absent (the button disabled) when nothing is typed. */
  onClear?: () => void;
}

const NUMBER_FIELDS: readonly { field: Exclude<FilterField, 'ticker'>; label: string; hint: string }[] = [
  { field: 'dteMin', label: 'DTE min', hint: 'days' },
  { field: 'dteMax', label: 'DTE max', hint: 'days' },
  { field: 'popMin', label: 'POP min (%)', hint: '0 to 100' },
  { field: 'evMin', label: 'EV score min (%)', hint: '% of margin' },
  { field: 'deltaMax', label: '|Delta| max', hint: '0 to 1' },
  { field: 'volumeMin', label: 'Volume min', hint: 'contracts' },
  { field: 'oiMin', label: 'OI min', hint: 'contracts' },
];

/** The filters of the table; they apply as they are typed, and an empty field filters nothing. */
export function OptionFilterFields({ values, errors, tickers, onChange, onClear }: OptionFilterFieldsProps) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Filters
        </Typography>
        <Button size="small" startIcon={<FilterAltOffIcon />} onClick={onClear} disabled={!onClear}>
          Clear filters
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            lg: 'minmax(0, 1.4fr) repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        <TickerField
          label="Ticker"
          name="ticker"
          value={values.ticker}
          onChange={(ticker) => onChange({ ticker })}
          options={tickers}
          optionLayout="inline"
          helperText="starts with; empty: all"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        {NUMBER_FIELDS.map(({ field, label, hint }) => (
          <TextField
            key={field}
            name={field}
            label={label}
            value={values[field]}
            onChange={(e) => onChange({ [field]: e.target.value })}
            error={errors[field] !== undefined}
            helperText={errors[field] ?? hint}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
          />
        ))}
      </Box>
    </Box>
  );
}
