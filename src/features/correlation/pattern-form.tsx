import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { useConnection } from '../../client/connection.tsx';
import type { PatternCorrRequest } from '../../contract/index.ts';
import type { PatternFormValues } from './pattern-form-values.ts';
import { PatternWindowFields } from './pattern-window-fields.tsx';
import { symbolColour } from './series-colours.ts';
import { useLibraryTickers } from '../../ui/form/library-tickers.ts';

export interface PatternFormProps {
  form: UseFormReturn<PatternFormValues, unknown, PatternCorrRequest>;
  onRun: () => void;
}

/** A reference window and a comparison window, each picked by dates or by dragging on its price chart. */
export function PatternForm({ form, onRun }: PatternFormProps) {
  const { library, label } = useConnection();
  const tickers = useLibraryTickers();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const canDrag = library !== null;
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label="Pattern correlation settings"
        onSubmit={submit}
        sx={{ p: 2 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {canDrag
            ? 'Type each window’s dates, or drag across a price chart to pick the window there.'
            : 'Type each window’s dates.'}
        </Typography>
        {!canDrag && (
          <Alert severity="info" role="note" sx={{ mb: 1.5 }}>
            Picking a window by dragging on a price chart needs this browser’s data library; you are connected to{' '}
            {label}, so pick the windows by their dates.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <PatternWindowFields side="reference" tickers={tickers} canDrag={canDrag} colour={symbolColour(0)} />
          <PatternWindowFields side="comparison" tickers={tickers} canDrag={canDrag} colour={symbolColour(1)} />
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}>
          Compare patterns
        </Button>
      </Paper>
    </FormProvider>
  );
}
