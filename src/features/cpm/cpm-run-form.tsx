import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSubmitCpm } from '../../client/analytics-queries.ts';
import { checkCpmForm } from './cpm-form-check.ts';
import { CpmForm } from './cpm-form.tsx';
import type { CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import type { SubmitFailure } from './submit-error.ts';
import { describeSubmitError } from './submit-error.ts';

export interface CpmRunFormProps {
  initial: CpmFormValues;
}

/** The form's state: checked on Run, sent as a task, and the task's page opened; a refusal lands on its fields. */
export function CpmRunForm({ initial }: CpmRunFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CpmFieldErrors>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const submit = useSubmitCpm();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);

  const focusFirstError = () =>
    setTimeout(() => box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onChange = (patch: Partial<CpmFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field edited since the check no longer shows its message; a new template source clears the window's too.
    const cleared = new Set<string>(Object.keys(patch));
    if ('source' in patch) for (const f of ['pattern', 'startDate', 'endDate', 'patternBars']) cleared.add(f);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !cleared.has(field))) as CpmFieldErrors);
  };

  const run = () => {
    const check = checkCpmForm(values);
    setFailure(null);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    submit.mutate(
      { mode: values.mode, body: check.body },
      {
        onSuccess: (answer) => navigate(`/cpm/tasks/${encodeURIComponent(answer.task_id)}`),
        onError: (error) => {
          const described = describeSubmitError(error);
          setErrors(described.fields);
          setFailure(described.lines.length ? described : null);
          focusFirstError();
        },
      },
    );
  };

  const notice = failure && (
    <Alert
      severity={failure.retry ? 'error' : 'warning'}
      action={
        failure.retry ? (
          <Button color="inherit" size="small" onClick={run}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>The task could not be started</AlertTitle>
      {failure.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );

  return (
    <Box ref={box} sx={{ minWidth: 0 }}>
      <CpmForm
        values={values}
        errors={errors}
        onChange={onChange}
        onSubmit={run}
        submitting={submit.isPending}
        notice={notice}
      />
    </Box>
  );
}
