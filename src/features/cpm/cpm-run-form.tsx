import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useSubmitCpm } from '../../client/analytics-queries.ts';
import { searchWithValues } from '../../ui/form/url-form-values.ts';
import { useUrlForm } from '../../ui/form/use-url-form.ts';
import type { CpmRun } from './cpm-form-schema.ts';
import { cpmFormSchema } from './cpm-form-schema.ts';
import { CpmForm } from './cpm-form.tsx';
import type { CpmField, CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import type { SubmitFailure } from './submit-error.ts';
import { describeSubmitError } from './submit-error.ts';

export interface CpmRunFormProps {
  /** An earlier task's settings ("Edit and run again"): written into the address, which the form then shows. */
  initial?: CpmFormValues;
}

/**
 * The form's state, kept in the address: checked on Run by the schema (the values then written into the address, so
 * Back and a bookmark return to them), sent as a task, and the task's page opened; a refusal lands on its fields.
 */
export function CpmRunForm({ initial }: CpmRunFormProps) {
  const { form, run } = useUrlForm({ schema: cpmFormSchema, defaults: CPM_FORM_DEFAULTS });
  const [, setSearch] = useSearchParams();
  // By content: the earlier task's values are read anew on each render, and writing the address renders again.
  const initialKey = initial ? JSON.stringify(initial) : '';
  useEffect(() => {
    if (initial) setSearch((s) => searchWithValues(s, initial, CPM_FORM_DEFAULTS), { replace: true });
  }, [initialKey]);
  const values = useWatch({ control: form.control }) as CpmFormValues;
  // Read at each render: react-hook-form updates its errors object in place.
  const errors: CpmFieldErrors = {};
  for (const [field, error] of Object.entries(form.formState.errors))
    if (error?.message) errors[field as CpmField] = String(error.message);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const submit = useSubmitCpm();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);

  const focusFirstError = () =>
    setTimeout(() => box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onChange = (patch: Partial<CpmFormValues>) => {
    // A field edited since the check no longer shows its message; a new template source clears the window's too.
    const cleared = new Set<CpmField>(Object.keys(patch) as CpmField[]);
    if ('source' in patch) for (const f of ['pattern', 'startDate', 'endDate', 'patternBars'] as const) cleared.add(f);
    for (const [field, value] of Object.entries(patch) as [CpmField, CpmFormValues[CpmField]][])
      form.setValue(field, value, { shouldDirty: true });
    form.clearErrors([...cleared]);
  };

  const send = ({ mode, body }: CpmRun) =>
    submit.mutate(
      { mode, body },
      {
        onSuccess: (answer) => navigate(`/cpm/tasks/${encodeURIComponent(answer.task_id)}`),
        onError: (error) => {
          const described = describeSubmitError(error);
          for (const [field, message] of Object.entries(described.fields) as [CpmField, string][])
            form.setError(field, { type: 'server', message });
          setFailure(described.lines.length ? described : null);
          focusFirstError();
        },
      },
    );

  const start = () => {
    setFailure(null);
    void run(send).then(focusFirstError);
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
      <AlertTitle>The task could not be started</AlertTitle>
      {failure.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );

  return (
    <Box ref={box} sx={{ minWidth: 0 }}>
      <CpmForm
        values={{ ...CPM_FORM_DEFAULTS, ...values }}
        errors={errors}
        onChange={onChange}
        onSubmit={start}
        submitting={submit.isPending}
        notice={notice}
      />
    </Box>
  );
}
