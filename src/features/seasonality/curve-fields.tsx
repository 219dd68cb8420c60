import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import type { SeasonalityFormValues } from './form-values.ts';
import { FormFieldset } from './form-fieldset.tsx';

const Text: typeof FormTextField<SeasonalityFormValues> = FormTextField;

/** The one-dollar curve: the session of the year it buys on, and when it sells (after n sessions, or on a session). */
export function CurveFields() {
  const { field } = useController<SeasonalityFormValues, 'curve_end'>({ name: 'curve_end' });
  return (
    <FormFieldset legend="One-dollar curve">
      <Text numeric name="entry_day" label="Entry session" helperText="1 to 252; blank: today's session" />
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        value={field.value}
        onChange={(_, next: string | null) => next && field.onChange(next)}
        aria-label="End each holding"
      >
        <ToggleButton value="holding">After n sessions</ToggleButton>
        <ToggleButton value="exit">On session n</ToggleButton>
      </ToggleButtonGroup>
      {field.value === 'exit' ? (
        <Text numeric name="exit_day" label="Exit session" helperText="After the entry, up to 504 (the next year)" />
      ) : (
        <Text numeric name="holding_days" label="Holding sessions" helperText="1 to 252; blank: 63" />
      )}
    </FormFieldset>
  );
}
