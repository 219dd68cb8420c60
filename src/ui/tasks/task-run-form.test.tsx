// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../client/api-error.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { describeSubmitFailure } from './submit-failure.ts';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { TaskRunFormSlots, TaskSubmitter } from './task-run-form.tsx';
import { TaskRunForm } from './task-run-form.tsx';

/** A submitter that records each request and answers as the test says: a task id, or an error. */
function fakeSubmitter<R>(answer: () => string | Error) {
  const sent: R[] = [];
  const submitter: TaskSubmitter<R> = {
    isPending: false,
    mutate: (request, { onSuccess, onError }) => {
      sent.push(request);
      const outcome = answer();
      if (outcome instanceof Error) onError(outcome);
      else onSuccess({ task_id: outcome });
    },
  };
  return { sent, submitter };
}

// Form one: a ticker and a count, sent as a number.
interface CountValues {
  ticker: string;
  count: string;
  [field: string]: string;
}
const COUNT_DEFAULTS: CountValues = { ticker: 'SPX', count: '5' };
const COUNT_SCHEMA = z
  .object({
    ticker: z.string().trim().min(1, 'Enter a ticker.'),
    count: z.string().regex(/^\d+$/, 'Count: a whole number, e.g. 5.'),
  })
  .transform((v) => ({ ticker: v.ticker, count: Number(v.count) }));
const COUNT_LABELS = { ticker: 'Ticker', count: 'Count' };

// Form two: a window of two dates and a mode, with a field shown only in one mode.
interface WindowValues {
  start: string;
  end: string;
  mode: string;
  step: string;
  [field: string]: string;
}
const WINDOW_DEFAULTS: WindowValues = { start: '2020-01-01', end: '2021-01-01', mode: 'fixed', step: '' };
const WINDOW_SCHEMA = z
  .object({ start: z.string(), end: z.string(), mode: z.enum(['fixed', 'rolling']), step: z.string() })
  .refine((v) => v.start < v.end, { path: ['start'], message: 'The start date must be before the end date.' });
const WINDOW_LABELS = { start: 'Start', end: 'End', mode: 'Mode', step: 'Step' };
const windowField = (path: string): path is keyof typeof WINDOW_LABELS => Object.hasOwn(WINDOW_LABELS, path);

/** A test form: a text field per name (by its label), what no field explains, and Run. */
function TextFields<V extends FieldValues>({
  label,
  fields,
  onSubmit,
  notice,
}: TaskRunFormSlots & { label: string; fields: Partial<Record<FieldPathByValue<V, string>, string>> }) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {Object.entries<string | undefined>(fields).map(([name, fieldLabel]) => (
        <FormTextField<FieldValues> key={name} name={name} label={fieldLabel} />
      ))}
      {notice}
      <button type="submit">Run</button>
    </form>
  );
}

function renderForm(element: ReactNode, url = '/run') {
  const router = createMemoryRouter(
    [
      { path: '/run', element },
      { path: '/tasks/:id', element: <p>Task page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function CountForm({ submitter }: { submitter: TaskSubmitter<z.output<typeof COUNT_SCHEMA>> }) {
  return (
    <TaskRunForm
      schema={COUNT_SCHEMA}
      defaults={COUNT_DEFAULTS}
      submitter={submitter}
      taskPath={(id) => `/tasks/${id}`}
      describeError={(error) =>
        describeSubmitFailure(error, {
          fieldOf: (path) => (path === 'ticker' || path === 'count' ? path : undefined),
          labels: COUNT_LABELS,
        })
      }
      failureTitle="The count could not be started"
    >
      {(slots) => <TextFields<CountValues> {...slots} label="Count" fields={{ ticker: 'Ticker', count: 'Count' }} />}
    </TaskRunForm>
  );
}

function WindowForm({ submitter }: { submitter: TaskSubmitter<WindowValues> }) {
  return (
    <TaskRunForm
      schema={WINDOW_SCHEMA}
      defaults={WINDOW_DEFAULTS}
      submitter={submitter}
      taskPath={(id) => `/tasks/${id}`}
      describeError={(error) =>
        describeSubmitFailure(error, {
          fieldOf: (path) => (windowField(path) ? path : undefined),
          labels: WINDOW_LABELS,
        })
      }
      // The step is on screen in rolling mode only.
      shown={(field, values) => field !== 'step' || values.mode === 'rolling'}
      failureTitle="The window could not be started"
    >
      {(slots) => <TextFields<WindowValues> {...slots} label="Window" fields={{ start: 'Start', end: 'End' }} />}
    </TaskRunForm>
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('TaskRunForm', () => {
  it('sends the parsed request, writes the values into the address and opens the task page', async () => {
    const user = userEvent.setup();
    const { sent, submitter } = fakeSubmitter<z.output<typeof COUNT_SCHEMA>>(() => 't7');
    const router = renderForm(<CountForm submitter={submitter} />);
    const count = screen.getByRole('textbox', { name: 'Count' });
    await user.clear(count);
    await user.type(count, '12{Enter}');
    await screen.findByText('Task page');
    expect(sent).toEqual([{ ticker: 'SPX', count: 12 }]);
    expect(router.state.location.pathname).toBe('/tasks/t7');
    // Back returns to the form with what was run in the address.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?count=12');
    expect(await screen.findByRole('textbox', { name: 'Count' })).toHaveProperty('value', '12');
  });

  it('names a bad field under it, sends nothing and focuses it', async () => {
    const user = userEvent.setup();
    const { sent, submitter } = fakeSubmitter<z.output<typeof COUNT_SCHEMA>>(() => 'never');
    renderForm(<CountForm submitter={submitter} />);
    const count = screen.getByRole('textbox', { name: 'Count' });
    await user.clear(count);
    await user.type(count, 'many');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Count: a whole number, e.g. 5.')).toBeTruthy();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(count).toHaveProperty('value', 'many');
    expect(sent).toEqual([]);
  });

  it('puts a refusal on its field, and a failed connection above Run with Try again', async () => {
    const user = userEvent.setup();
    let answer: Error | string = new ApiError(400, 'Bad request', [{ path: 'ticker', message: 'no prices' }]);
    const { sent, submitter } = fakeSubmitter<z.output<typeof COUNT_SCHEMA>>(() => answer);
    renderForm(<CountForm submitter={submitter} />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Ticker: no prices.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = new Error('The connection failed');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The count could not be started');
    expect(alert.textContent).toContain('The connection failed');
    answer = 'task 8';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Task page');
    expect(sent).toHaveLength(3);
  });

  it('runs a second schema: its cross-field rule, and a refusal of a hidden field said in words', async () => {
    const user = userEvent.setup();
    let answer: Error | string = 'w1';
    const { sent, submitter } = fakeSubmitter<WindowValues>(() => answer);
    renderForm(<WindowForm submitter={submitter} />, '/run?start=2022-01-01');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('The start date must be before the end date.')).toBeTruthy();
    expect(sent).toEqual([]);

    const start = screen.getByRole('textbox', { name: 'Start' });
    await user.clear(start);
    await user.type(start, '2020-06-01');
    answer = new ApiError(400, 'Bad request', [{ path: 'step', message: 'too long' }]);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert');
    // The step is not on screen in fixed mode: its message is a sentence above Run.
    expect(alert.textContent).toContain('Step: too long.');
    expect(sent).toEqual([{ start: '2020-06-01', end: '2021-01-01', mode: 'fixed', step: '' }]);
  });
});
