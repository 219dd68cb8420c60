import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | null;
  helperText?: ReactNode;
}

/** A calendar date (the browser's date picker; the value is YYYY-MM-DD). */
export function DateField({ label, value, onChange, onBlur, name, error, helperText }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      name={name}
      error={Boolean(error)}
      helperText={error || helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1800-01-01', max: '2200-12-31' } }}
      // Two side by side on a phone, a fixed width beside the other fields on wider screens.
      sx={{ flex: { xs: '1 1 130px', sm: '0 0 175px' }, minWidth: 0 }}
    />
  );
}
