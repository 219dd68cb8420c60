import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { RangeKey, ScannerBacktestFormValues } from './form-values.ts';
import { RANGE_KEYS, RANGE_LABELS } from './form-values.ts';

/**
 * One `min-max` filter as two boxes under one label. The pair shares one message (kept on the min side), which both
 * boxes point to, so a screen reader hears it from either.
 */
function RangePair({ rangeKey }: { rangeKey: RangeKey }) {
  const { label, hint } = RANGE_LABELS[rangeKey];
  const labelId = useId();
  const helpId = useId();
  const { trigger, formState } = useFormContext<ScannerBacktestFormValues>();
  const minName = `${rangeKey}_min` as const;
  const min = useController<ScannerBacktestFormValues, typeof minName>({ name: minName });
  const max = useController<ScannerBacktestFormValues, `${RangeKey}_max`>({ name: `${rangeKey}_max` });
  const error = min.fieldState.error?.message;
  const submitted = formState.isSubmitted;
  const side = (which: 'min' | 'max') => {
    const { field } = which === 'min' ? min : max;
    return (
      <TextField
        size="small"
        label={which === 'min' ? 'Min' : 'Max'}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value);
          // The message is about the pair, so an edit on either side checks it again.
          if (submitted) void trigger(minName);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={error !== undefined}
        placeholder="No limit"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `${label} ${which}`,
            'aria-describedby': helpId,
          },
        }}
        sx={{ minWidth: 0 }}
      />
    );
  };
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        {side('min')}
        {side('max')}
      </Box>
      <FormHelperText id={helpId} error={error !== undefined} sx={{ mx: 1.75 }}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}

/** The six pick filters of spec 4.5 (profit target, stop loss, time in market, trend, relative trend, Optix). */
export function RangeFields() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {RANGE_KEYS.map((key) => (
        <RangePair key={key} rangeKey={key} />
      ))}
    </Box>
  );
}
