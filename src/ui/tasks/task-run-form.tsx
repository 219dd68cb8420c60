import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { UrlFormValues } from '../form/url-form-values.ts';
import { searchWithValues } from '../form/url-form-values.ts';
import { useUrlForm } from '../form/use-url-form.ts';
import type { SubmitFailure } from './submit-failure.ts';

/** The part of a TanStack mutation that starts a task: what a run form needs of it. */
export interface TaskSubmitter<R> {
  mutate: (
    request: R,
    callbacks: { onSuccess: (answer: { task_id: string }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/** What the form's fields get: Run (or Enter), whether a task is being started, and a failure no field explains. */
export interface TaskRunFormSlots {
  onSubmit: () => void;
  submitting: boolean;
  notice: ReactNode;
}

export interface TaskRunFormProps<V extends UrlFormValues, R> {
  /** From the form's values (text as typed) to the request; a module constant (see useUrlForm). */
  schema: z.ZodType<R, V>;
  defaults: V;
  /** An earlier task's settings ("Edit and run again"): written into the address, which the form then shows. */
  initial?: V;
  submitter: TaskSubmitter<R>;
  /** The page of the started task. */
  taskPath: (taskId: string) => string;
  /** A refusal read into messages for the form's fields and sentences for the rest. */
  describeError: (error: Error) => SubmitFailure<string>;
  /** Whether a field is on screen, so that the service's message for it can show there (all of them by default). */
  shown?: (field: keyof V, values: V) => boolean;
  /** The heading of a failure to start, e.g. "The backtest could not be started". */
  failureTitle: string;
  /** The form's fields, inside the form's FormProvider (they read it with useFormContext). */
  children: (slots: TaskRunFormSlots) => ReactNode;
}

/**
 * A form that starts a task: its values kept in the address (useUrlForm), checked by the schema on Run (then written
 * into the address, so Back and a bookmark return to them), sent, and the task's page opened. A refusal lands on the
 * fields it names and the first of them takes the focus; what no field explains shows above Run, with Try again when
 * the connection failed.
 */
export function TaskRunForm<V extends UrlFormValues, R>({
  schema,
  defaults,
  initial,
  submitter,
  taskPath,
  describeError,
  shown = () => true,
  failureTitle,
  children,
}: TaskRunFormProps<V, R>) {
  const { form, run } = useUrlForm({ schema, defaults });
  const [, setSearch] = useSearchParams();
  // By content: the earlier task's values are read anew on each render, and writing the address renders again.
  const initialKey = initial ? JSON.stringify(initial) : '';
  useEffect(() => {
    if (initial) setSearch((s) => searchWithValues(s, initial, defaults), { replace: true });
  }, [initialKey]);
  const [failure, setFailure] = useState<SubmitFailure<string> | null>(null);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const isField = (key: string): key is FieldPath<V> & keyof V => Object.hasOwn(defaults, key);

  // In the order the fields show; not every field is registered with react-hook-form (pickers, chips).
  const focusFirstError = () =>
    setTimeout(() => box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const send = (request: R) =>
    submitter.mutate(request, {
      onSuccess: (answer) => void navigate(taskPath(answer.task_id)),
      onError: (error) => {
        const described = describeError(error);
        const values = form.getValues();
        const lines = [...described.lines];
        for (const [field, message] of Object.entries(described.fields)) {
          if (message === undefined) continue;
          if (isField(field) && shown(field, values)) form.setError(field, { type: 'server', message });
          else lines.push(message);
        }
        setFailure(lines.length ? { ...described, lines } : null);
        focusFirstError();
      },
    });

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
      <AlertTitle>{failureTitle}</AlertTitle>
      {failure.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );

  return (
    <FormProvider {...form}>
      <Box ref={box} sx={{ minWidth: 0 }}>
        {children({ onSubmit: start, submitting: submitter.isPending, notice })}
      </Box>
    </FormProvider>
  );
}
