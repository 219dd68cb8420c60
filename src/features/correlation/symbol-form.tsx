import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import type { SymbolCorrRequest } from '../../contract/index.ts';
import { FormDateField, FormTickerField, FormTickersField } from './bound-fields.tsx';
import { dataCoverage } from './data-coverage.ts';
import type { SymbolFormValues } from './symbol-form-values.ts';
import { ROLL_WINDOW_MAX, ROLL_WINDOW_MIN, SYMBOL_FIELD_LABELS } from './symbol-form-values.ts';
import { useLibraryTickers } from '../../ui/form/library-tickers.ts';

export interface SymbolFormProps {
  /** The form's accessible name, e.g. "Symbol correlation settings". */
  ariaLabel: string;
  form: UseFormReturn<SymbolFormValues, unknown, SymbolCorrRequest>;
  onRun: () => void;
  runLabel: string;
}

/**
 * Benchmark, symbols to compare, dates and rolling window. Errors show under their fields once Run was pressed and
 * follow the typing from then on; the values stay as typed whatever is wrong with them.
 */
export function SymbolForm({ ariaLabel, form, onRun, runLabel }: SymbolFormProps) {
  const tickers = useLibraryTickers();
  const [benchmark, comparisons] = useWatch({ control: form.control, name: ['benchmark', 'stock_comparison'] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const coverage = dataCoverage([benchmark, ...comparisons], tickers);

  return (
    <FormProvider {...form}>
      <Paper component="form" variant="outlined" noValidate aria-label={ariaLabel} onSubmit={submit} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}>
            <FormTickerField<SymbolFormValues>
              name="benchmark"
              label={SYMBOL_FIELD_LABELS.benchmark}
              tickers={tickers}
            />
          </Box>
          <Box sx={{ flex: '1 1 280px', display: 'flex' }}>
            <FormTickersField<SymbolFormValues>
              name="stock_comparison"
              label={SYMBOL_FIELD_LABELS.stock_comparison}
              tickers={tickers}
              helperText="Pick or type symbols; a comma or Enter adds one"
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
          <FormDateField<SymbolFormValues> name="start_date" label={SYMBOL_FIELD_LABELS.start_date} />
          <FormDateField<SymbolFormValues> name="end_date" label={SYMBOL_FIELD_LABELS.end_date} deps={['start_date']} />
          <Controller
            control={form.control}
            name="roll_window"
            render={({ field: f, fieldState }) => (
              <TextField
                label={SYMBOL_FIELD_LABELS.roll_window}
                name={f.name}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? `${ROLL_WINDOW_MIN} to ${ROLL_WINDOW_MAX}; 21 is about a month`
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { xs: '100%', sm: 230 } }}
              />
            )}
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
    </FormProvider>
  );
}
