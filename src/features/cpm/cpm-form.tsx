import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { usePriceSymbols } from '../../client/analytics-queries.ts';
import { useLibraryTickers } from '../../ui/form/library-tickers.ts';
import { TickerField } from '../../ui/form/ticker-field.tsx';
import { RunTaskFooter } from '../../ui/tasks/run-task-footer.tsx';
import { CpmParameterFields } from './cpm-parameter-fields.tsx';
import type { CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { PatternChoice } from './pattern-choice.tsx';
import { TemplateWindowFields } from './template-window-fields.tsx';

export interface CpmFormProps {
  values: CpmFormValues;
  errors: CpmFieldErrors;
  onChange: (patch: Partial<CpmFormValues>) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** A failure to start the task that no field explains, shown above the Run button. */
  notice?: ReactNode;
}

/** Symbol, template (a pattern or Customize) and parameters; Run (or Enter in a field) starts a task. */
export function CpmForm({ values, errors, onChange, onSubmit, submitting, notice }: CpmFormProps) {
  const symbols = usePriceSymbols();
  const datasets = useMemo(() => new Map((symbols.data ?? []).map((d) => [d.symbol, d])), [symbols.data]);
  const library = useLibraryTickers();
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Pattern matching settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <TickerField
        label="Symbol"
        value={values.symbol}
        onChange={(symbol) => onChange({ symbol })}
        library={library}
        error={errors.symbol}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <PatternChoice
        source={values.source}
        pattern={values.pattern}
        onChange={(choice) => onChange(choice)}
        error={errors.pattern}
      />
      {values.source === 'custom' && (
        <TemplateWindowFields values={values} errors={errors} onChange={onChange} datasets={datasets} />
      )}
      <Divider />
      <Box>
        <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
          Parameters
        </Typography>
        <CpmParameterFields values={values} errors={errors} onChange={onChange} />
      </Box>
      {notice}
      <RunTaskFooter label="Run pattern match" submitting={submitting} />
    </Paper>
  );
}
