import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useSubmitScannerBacktest } from '../../client/scanner-queries.ts';
import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { searchWithValues } from '../../ui/form/url-form-values.ts';
import { useUrlForm } from '../../ui/form/use-url-form.ts';
import { scannerBacktestFormSchema } from './form-schema.ts';
import type { ScannerBacktestField, ScannerBacktestFormValues } from './form-values.ts';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { ScannerBacktestForm } from './scanner-backtest-form.tsx';
import type { SubmitFailure } from './submit-error.ts';
import { describeSubmitError } from './submit-error.ts';

/** Whether a field is on screen, so a message for it can show there (the fixed share only with a fixed share). */
function shown(field: ScannerBacktestField, values: ScannerBacktestFormValues): boolean {
  if (field === 'fixed_ratio') return values.allocation === 'fixed';
  if (field === 'signals') return values.signal_mode === 'some';
  return true;
}

export interface RunFormProps {
  /** An earlier task's settings ("Edit and run again"): written into the address, which the form then shows. */
  initial?: ScannerBacktestFormValues;
}

/**
 * The form's state, kept in the address: checked on Run (the values then written into the address, so Back and a
 * bookmark return to them), sent as a task, and the task's page opened; a refusal lands on its fields.
 */
export function RunForm({ initial }: RunFormProps) {
  const { form, run } = useUrlForm({ schema: scannerBacktestFormSchema, defaults: SCANNER_BACKTEST_DEFAULTS });
  const [, setSearch] = useSearchParams();
  // By content: the earlier task's values are read anew on each render, and writing the address renders again.
  const initialKey = initial ? JSON.stringify(initial) : '';
  useEffect(() => {
    if (initial) setSearch((s) => searchWithValues(s, initial, SCANNER_BACKTEST_DEFAULTS), { replace: true });
  }, [initialKey]);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const submit = useSubmitScannerBacktest();
  const navigate = useNavigate();

  const send = (body: ScannerBacktestRequest) => {
    setFailure(null);
    submit.mutate(body, {
      onSuccess: (answer) => navigate(`/scanner-backtest/tasks/${encodeURIComponent(answer.task_id)}`),
      onError: (error) => {
        const described = describeSubmitError(error);
        const values = form.getValues();
        const lines = [...described.lines];
        let focused = false;
        for (const [field, message] of Object.entries(described.fields) as [ScannerBacktestField, string][]) {
          if (!shown(field, values)) {
            lines.push(message);
            continue;
          }
          // The first named field takes the focus, for the keyboard.
          form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        setFailure(lines.length ? { ...described, lines } : null);
      },
    });
  };

  const start = () => {
    setFailure(null);
    void run(send);
  };

  const notice = failure && (
    <Alert
      severity={failure.retry ? 'error' : 'warning'}
      action={
        failure.retry ? (
          <Button color="inherit" size="small" onClick={start}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>The backtest could not be started</AlertTitle>
      {failure.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );

  return (
    <FormProvider {...form}>
      <ScannerBacktestForm onSubmit={start} submitting={submit.isPending} notice={notice} />
    </FormProvider>
  );
}
