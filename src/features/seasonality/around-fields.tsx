import Stack from '@mui/material/Stack';
import { useHolidays } from '../../client/analytics-queries.ts';
import { MONTH_NAMES } from '../../contract/index.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { SELECT_LABEL_ABOVE } from './native-select.ts';
import type { SeasonalityFormValues } from './form-values.ts';
import { FormFieldset } from './form-fieldset.tsx';

type Field = typeof FormTextField<SeasonalityFormValues>;
const Text: Field = FormTextField;

/** The anchor days: a holiday, a calendar date, and how many sessions either side to look at. */
export function AroundFields() {
  const holidays = useHolidays();
  const holidayHelp = holidays.isError
    ? 'The holiday list could not be loaded; the next upcoming holiday is used'
    : 'Blank: the next upcoming holiday';
  return (
    <FormFieldset legend="Around a holiday or a date">
      <Text
        select
        slotProps={SELECT_LABEL_ABOVE}
        name="holiday_name"
        label="Holiday"
        helperText={holidayHelp}
        disabled={holidays.isPending}
      >
        <option value="">Next upcoming</option>
        {(holidays.data ?? []).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Text>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <Text
          select
          slotProps={SELECT_LABEL_ABOVE}
          name="month"
          label="Month of the date"
          helperText="Blank: this month"
          sx={{ flex: 1 }}
        >
          <option value="">This month</option>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </Text>
        <Text numeric name="day" label="Day of the date" helperText="Blank: today" sx={{ flex: 1 }} />
      </Stack>
      <Text numeric name="shift" label="Sessions before and after" helperText="1 to 30; blank: 5" />
    </FormFieldset>
  );
}
