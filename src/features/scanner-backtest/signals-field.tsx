import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useScannerSignals } from '../../client/scanner-queries.ts';
import { SIGNALS_WITHOUT_DEFINITIONS, SignalSelect } from '../../ui/form/signal-select.tsx';
import type { ScannerBacktestFormValues } from './form-values.ts';

/** Every signal, or a chosen few picked from the service's list with each one's definition beside its name. */
export function SignalsField() {
  const labelId = useId();
  const mode = useController<ScannerBacktestFormValues, 'signal_mode'>({ name: 'signal_mode' });
  const chosen = useController<ScannerBacktestFormValues, 'signals'>({ name: 'signals' });
  const list = useScannerSignals();
  const options = list.data?.signals.length ? list.data.signals : SIGNALS_WITHOUT_DEFINITIONS;
  const byName = useMemo(() => new Map(options.map((o) => [o.name, o])), [options]);
  const value = chosen.field.value.map((name) => byName.get(name) ?? { name, category: '', description: '' });
  const error = chosen.fieldState.error?.message;
  const some = mode.field.value === 'some';

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, gridColumn: '1 / -1' }}>
      <FormControl>
        <FormLabel id={labelId}>Signals</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={mode.field.name}
          value={mode.field.value}
          onChange={(e) => mode.field.onChange(e.target.value)}
        >
          <FormControlLabel value="all" control={<Radio />} label={`All ${options.length} signals (default)`} />
          <FormControlLabel value="some" control={<Radio />} label="Choose signals" />
        </RadioGroup>
      </FormControl>
      {some && (
        <SignalSelect
          label="Chosen signals"
          name={chosen.field.name}
          inputRef={chosen.field.ref}
          signals={options}
          value={chosen.field.value}
          onChange={chosen.field.onChange}
          error={error}
          loadError={list.isError ? list.error.message : undefined}
        />
      )}
      {some && value.some((v) => v.description) && (
        <Box component="dl" aria-label="Definitions of the chosen signals" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          {value.map((v) => (
            <Typography key={v.name} variant="caption" color="text.secondary" component="div">
              <Box component="dt" sx={{ display: 'inline', fontWeight: 600, color: 'text.primary' }}>
                {v.name}
              </Box>
              {': '}
              <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                {v.description}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
