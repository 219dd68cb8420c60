import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MONTH_NAMES } from '../../contract/index.ts';
import type { Bind } from './field-binding.ts';
import { FormFieldset } from './form-fieldset.tsx';

/** The single-month view: which month, and whether its days are calendar days or trading sessions. */
export function MonthFields({ bind }: { bind: Bind }) {
  return (
    <FormFieldset legend="Single month">
      <TextField select {...bind('targetMonth', 'Blank: this month')} label="Month">
        <MenuItem value="">This month</MenuItem>
        {MONTH_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select {...bind('category', 'Day 1 is the 1st, or the first session')} label="Count days by">
        <MenuItem value="calendar_day">Calendar day</MenuItem>
        <MenuItem value="trading_day">Trading session</MenuItem>
      </TextField>
    </FormFieldset>
  );
}
