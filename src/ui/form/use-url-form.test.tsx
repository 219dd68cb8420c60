// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './form-text-field.tsx';
import { useUrlForm } from './use-url-form.ts';

interface YearsForm {
  ticker: string;
  start_year: string;
  [field: string]: string;
}

const DEFAULTS: YearsForm = { ticker: 'SPX', start_year: '' };

const SCHEMA = z
  .object({
    ticker: z.string().trim().min(1, 'Enter a ticker.'),
    start_year: z
      .string()
      .trim()
      .refine((text) => text === '' || /^\d{4}$/.test(text), 'The first year is four digits, e.g. 2000.'),
  })
  .transform((v) => ({ ticker: v.ticker.toUpperCase(), ...(v.start_year && { start_year: Number(v.start_year) }) }));

/** A screen as the analytics screens are: the form, a Run button, and what it "shows" (the applied request). */
function YearsScreen({ onRun }: { onRun?: (request: unknown) => void }) {
  const { form, applied, stale, run } = useUrlForm({ schema: SCHEMA, defaults: DEFAULTS });
  // As a screen does with a 400 from the service: the message lands on its field at once.
  const runAndRefuse = (request: unknown) => {
    onRun?.(request);
    if (form.getValues('ticker') === 'NOPE')
      form.setError('ticker', { type: 'server', message: 'No prices for NOPE.' });
  };
  return (
    <FormProvider {...form}>
      <form
        aria-label="Years"
        onSubmit={(event) => {
          event.preventDefault();
          void run(runAndRefuse);
        }}
      >
        <FormTextField<YearsForm> name="ticker" label="Ticker" />
        <FormTextField<YearsForm> name="start_year" label="From year" helperText="Empty: 20 years back" />
        <button type="submit">Run</button>
      </form>
      <output aria-label="Shown">{JSON.stringify(applied)}</output>
      {stale && <p>Inputs changed: run again</p>}
    </FormProvider>
  );
}

function Elsewhere() {
  return <p>Another screen</p>;
}

function renderAt(url: string, onRun?: (request: unknown) => void) {
  const router = createMemoryRouter(
    [
      { path: '/years', element: <YearsScreen onRun={onRun} /> },
      { path: '/other', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status', { name: 'Shown' }).textContent ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useUrlForm', () => {
  it('opens on the defaults and shows their request', () => {
    renderAt('/years');
    expect(screen.getByRole('textbox', { name: 'Ticker' })).toHaveProperty('value', 'SPX');
    expect(shown()).toEqual({ ticker: 'SPX' });
    expect(screen.queryByText('Inputs changed: run again')).toBeNull();
  });

  it('opens on the values in the address, as a bookmark does', () => {
    renderAt('/years?ticker=dji&start_year=2001');
    expect(screen.getByRole('textbox', { name: 'From year' })).toHaveProperty('value', '2001');
    expect(shown()).toEqual({ ticker: 'DJI', start_year: 2001 });
  });

  it('says the results are stale while the form differs, and Run writes the address', async () => {
    const user = userEvent.setup();
    const runs: unknown[] = [];
    const router = renderAt('/years', (request) => runs.push(request));
    await user.type(screen.getByRole('textbox', { name: 'From year' }), '1999');
    expect(screen.getByText('Inputs changed: run again')).toBeTruthy();
    expect(shown()).toEqual({ ticker: 'SPX' });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(shown()).toEqual({ ticker: 'SPX', start_year: 1999 }));
    expect(router.state.location.search).toBe('?start_year=1999');
    expect(runs).toEqual([{ ticker: 'SPX', start_year: 1999 }]);
    expect(screen.queryByText('Inputs changed: run again')).toBeNull();
  });

  it('refuses a bad field with its message and leaves the address alone', async () => {
    const user = userEvent.setup();
    const router = renderAt('/years');
    await user.type(screen.getByRole('textbox', { name: 'From year' }), '99');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('The first year is four digits, e.g. 2000.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(shown()).toEqual({ ticker: 'SPX' });
  });

  it('shows why an address with bad values is not run, and shows the defaults’ results meanwhile', async () => {
    renderAt('/years?start_year=19');
    expect(await screen.findByText('The first year is four digits, e.g. 2000.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'From year' })).toHaveProperty('value', '19');
    expect(shown()).toEqual({ ticker: 'SPX' });
  });

  it('goes back to the previous view with Back, form and all', async () => {
    const user = userEvent.setup();
    const router = renderAt('/years?ticker=DJI');
    const ticker = screen.getByRole('textbox', { name: 'Ticker' });
    await user.clear(ticker);
    await user.type(ticker, 'N225');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(shown()).toEqual({ ticker: 'N225' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shown()).toEqual({ ticker: 'DJI' }));
    expect(screen.getByRole('textbox', { name: 'Ticker' })).toHaveProperty('value', 'DJI');
  });

  it('keeps a draft typed but not run when the analyst leaves the screen and comes back', async () => {
    const user = userEvent.setup();
    const router = renderAt('/years?ticker=DJI');
    await user.type(screen.getByRole('textbox', { name: 'From year' }), '2005');
    await act(() => router.navigate('/other'));
    expect(screen.getByText('Another screen')).toBeTruthy();
    await act(() => router.navigate('/years?ticker=DJI'));
    expect(screen.getByRole('textbox', { name: 'From year' })).toHaveProperty('value', '2005');
    expect(screen.getByText('Inputs changed: run again')).toBeTruthy();
    expect(shown()).toEqual({ ticker: 'DJI' });
  });

  it('lets the address win over a draft typed over other values', async () => {
    const user = userEvent.setup();
    const router = renderAt('/years?ticker=DJI');
    await user.type(screen.getByRole('textbox', { name: 'From year' }), '2005');
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/years?ticker=N225'));
    expect(screen.getByRole('textbox', { name: 'From year' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Ticker' })).toHaveProperty('value', 'N225');
  });

  it('keeps a message the service sends on a run, once the address holds the run values', async () => {
    const user = userEvent.setup();
    const router = renderAt('/years');
    const ticker = screen.getByRole('textbox', { name: 'Ticker' });
    await user.clear(ticker);
    await user.type(ticker, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(shown()).toEqual({ ticker: 'NOPE' }));
    expect(router.state.location.search).toBe('?ticker=NOPE');
    // A moment for the effects that follow the address's change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('No prices for NOPE.')).toBeTruthy();
  });

  it('runs the same values again through `then`, so a screen can fetch again', async () => {
    const user = userEvent.setup();
    const runs: unknown[] = [];
    renderAt('/years?ticker=DJI', (request) => runs.push(request));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(runs).toEqual([{ ticker: 'DJI' }, { ticker: 'DJI' }]));
  });
});
