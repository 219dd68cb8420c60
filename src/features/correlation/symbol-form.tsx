import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { SymbolCorrRequest } from '../../contract/index.ts';
import { dataCoverage } from './data-coverage.ts';
import { DateField } from './date-field.tsx';
import type { SymbolFormValues } from './symbol-form-values.ts';
import { checkSymbolForm, ROLL_WINDOW_MAX, ROLL_WINDOW_MIN, SYMBOL_FIELD_LABELS } from './symbol-form-values.ts';
import { TickerField } from './ticker-field.tsx';
import { TickersField } from './tickers-field.tsx';
import { useTickerOptions } from './use-ticker-options.ts';

export interface SymbolFormProps {
  /** The form's accessible name, e.g. "Symbol correlation settings". */
  ariaLabel: string;
  values: SymbolFormValues;
  onChange: (values: SymbolFormValues) => void;
  onRun: (body: SymbolCorrRequest) => void;
  runLabel: string;
}

/**
 * Benchmark, symbols to compare, dates and rolling window. Errors show under their fields once Run was pressed and
 * follow the typing from then on; the values stay as typed whatever is wrong with them.
 */
export function SymbolForm({ ariaLabel, values, onChange, onRun, runLabel }: SymbolFormProps) {
  const tickers = useTickerOptions();
  const [checked, setChecked] = useState(false);
  const check = checkSymbolForm(values);
  const errors = checked ? (check.errors ?? {}) : {};
  const set = <K extends keyof SymbolFormValues>(key: K, value: SymbolFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check.body) onRun(check.body);
  };
  const coverage = dataCoverage([values.benchmark, ...values.comparisons], tickers);

  return (
    <Paper component="form" variant="outlined" noValidate aria-label={ariaLabel} onSubmit={submit} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}>
          <TickerField
            label={SYMBOL_FIELD_LABELS.benchmark}
            value={values.benchmark}
            onChange={(v) => set('benchmark', v)}
            tickers={tickers}
            error={errors.benchmark}
          />
        </Box>
        <Box sx={{ flex: '1 1 280px', display: 'flex' }}>
          <TickersField
            label={SYMBOL_FIELD_LABELS.comparisons}
            value={values.comparisons}
            onChange={(v) => set('comparisons', v)}
            tickers={tickers}
            error={errors.comparisons}
            helperText="Pick or type symbols; a comma or Enter adds one"
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
        <DateField
          label={SYMBOL_FIELD_LABELS.startDate}
          value={values.startDate}
          onChange={(v) => set('startDate', v)}
          error={errors.startDate}
        />
        <DateField
          label={SYMBOL_FIELD_LABELS.endDate}
          value={values.endDate}
          onChange={(v) => set('endDate', v)}
          error={errors.endDate}
        />
        <TextField
          label={SYMBOL_FIELD_LABELS.rollWindow}
          value={values.rollWindow}
          onChange={(e) => set('rollWindow', e.target.value)}
          error={Boolean(errors.rollWindow)}
          helperText={errors.rollWindow ?? `${ROLL_WINDOW_MIN} to ${ROLL_WINDOW_MAX}; 21 is about a month`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 230 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: { sm: 0.25 }, width: { xs: '100%', sm: 'auto' } }}>
          {runLabel}
        </Button>
      </Box>
      {coverage && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {coverage}
        </Typography>
      )}
    </Paper>
  );
}
