import { MONTH_NAMES } from '../../contract/index.ts';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { SELECT_LABEL_ABOVE } from './native-select.ts';
import type { SeasonalityFormValues } from './form-values.ts';
import { FormFieldset } from './form-fieldset.tsx';

const Text: typeof FormTextField<SeasonalityFormValues> = FormTextField;

/** The single-month view: which month, and whether its days are calendar days or trading sessions. */
export function MonthFields() {
  return (
    <FormFieldset legend="Single month">
      <Text select slotProps={SELECT_LABEL_ABOVE} name="target_month" label="Month" helperText="Blank: this month">
        <option value="">This month</option>
        {MONTH_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Text>
      <Text
        select
        slotProps={SELECT_LABEL_ABOVE}
        name="category"
        label="Count days by"
        helperText="Day 1 is the 1st, or the first session"
      >
        <option value="calendar_day">Calendar day</option>
        <option value="trading_day">Trading session</option>
      </Text>
    </FormFieldset>
  );
}
