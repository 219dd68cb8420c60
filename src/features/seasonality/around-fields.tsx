import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useHolidays } from '../../client/analytics-queries.ts';
import { MONTH_NAMES } from '../../contract/index.ts';
import type { Bind } from './field-binding.ts';
import { FormFieldset } from './form-fieldset.tsx';

const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };

/** The anchor days: a holiday, a calendar date, and how many sessions either side to look at. */
export function AroundFields({ bind }: { bind: Bind }) {
  const holidays = useHolidays();
  const holidayHelp = holidays.isError
    ? 'The holiday list could not be loaded; the next upcoming holiday is used'
    : 'Blank: the next upcoming holiday';
  return (
    <FormFieldset legend="Around a holiday or a date">
      <TextField select {...bind('holiday', holidayHelp)} label="Holiday" disabled={holidays.isPending}>
        <MenuItem value="">Next upcoming</MenuItem>
        {(holidays.data ?? []).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <TextField
          select
          {...bind('dateMonth', 'Blank: this month')}
          label="Month of the date"
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value="">This month</MenuItem>
          {MONTH_NAMES.map((name, i) => (
            <MenuItem key={name} value={String(i + 1)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...bind('dateDay', 'Blank: today')}
          label="Day of the date"
          slotProps={NUMERIC}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Stack>
      <TextField {...bind('shift', '1 to 30; blank: 5')} label="Sessions before and after" slotProps={NUMERIC} />
    </FormFieldset>
  );
}
