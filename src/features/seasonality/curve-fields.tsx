import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Bind } from './field-binding.ts';
import type { SeasonalityFormValues } from './form-values.ts';
import { FormFieldset } from './form-fieldset.tsx';

const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };

export interface CurveFieldsProps {
  bind: Bind;
  curveEnd: SeasonalityFormValues['curveEnd'];
  onCurveEndChange: (end: SeasonalityFormValues['curveEnd']) => void;
}

/** The one-dollar curve: the session of the year it buys on, and when it sells (after n sessions, or on a session). */
export function CurveFields({ bind, curveEnd, onCurveEndChange }: CurveFieldsProps) {
  return (
    <FormFieldset legend="One-dollar curve">
      <TextField {...bind('entryDay', "1 to 252; blank: today's session")} label="Entry session" slotProps={NUMERIC} />
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        value={curveEnd}
        onChange={(_, next: SeasonalityFormValues['curveEnd'] | null) => next && onCurveEndChange(next)}
        aria-label="End each holding"
      >
        <ToggleButton value="holding">After n sessions</ToggleButton>
        <ToggleButton value="exit">On session n</ToggleButton>
      </ToggleButtonGroup>
      {curveEnd === 'holding' ? (
        <TextField {...bind('holdingDays', '1 to 252; blank: 63')} label="Holding sessions" slotProps={NUMERIC} />
      ) : (
        <TextField
          {...bind('exitDay', 'After the entry, up to 504 (the next year)')}
          label="Exit session"
          slotProps={NUMERIC}
        />
      )}
    </FormFieldset>
  );
}
