import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSubmitScannerBacktest } from '../../client/scanner-queries.ts';
import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { scannerBacktestResolver } from './form-resolver.ts';
import type { ScannerBacktestField, ScannerBacktestFormValues } from './form-values.ts';
import { ScannerBacktestForm } from './scanner-backtest-form.tsx';
import type { SubmitFailure } from './submit-error.ts';
import { describeSubmitError } from './submit-error.ts';

/** Whether a field is on screen, so a message for it can show there (the fixed share only with a fixed share). */
function shown(field: ScannerBacktestField, values: ScannerBacktestFormValues): boolean {
  if (field === 'fixedRatio') return values.allocation === 'fixed';
  if (field === 'signals') return values.signalMode === 'some';
  return true;
}

/** The form's state: checked on Run, sent as a task, and the task's page opened; a refusal lands on its fields. */
export function RunForm({ initial }: { initial: ScannerBacktestFormValues }) {
  const form = useForm<ScannerBacktestFormValues, unknown, ScannerBacktestRequest>({
    defaultValues: initial,
    resolver: scannerBacktestResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
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
  const run = form.handleSubmit(send, () => setFailure(null));

  const notice = failure && (
    <Alert
      severity={failure.retry ? 'error' : 'warning'}
      action={
        failure.retry ? (
          <Button color="inherit" size="small" onClick={() => void run()}>
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
      <ScannerBacktestForm onSubmit={() => void run()} submitting={submit.isPending} notice={notice} />
    </FormProvider>
  );
}
