// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { expectFieldError, expectNoNewRequest, SLOW, waitForDefaultRun } from './test-helpers.ts';

async function renderBeta() {
  const connection = await createTestConnection();
  const symbolBeta = vi.spyOn(connection.analytics, 'symbolBeta');
  renderApp(<CorrelationScreen />, connection, { route: '/correlation/beta', path: '/correlation/:view' });
  return { connection, symbolBeta, form: screen.getByRole('form', { name: 'Rolling beta settings' }) };
}

describe('Rolling beta', () => {
  afterEach(() => {
    cleanup();
    // A draft left by one test (kept for the tab's life) would be the next test's form.
    sessionStorage.clear();
  });

  it('shows the class the service gave each symbol, with its latest beta and date', async () => {
    const { connection, form } = await renderBeta();
    await userEvent.click(within(form).getByRole('button', { name: 'Run beta' }));
    const table = await screen.findByRole('table', { name: 'Latest beta by symbol' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);

    const answer = await connection.analytics.symbolBeta({
      benchmark: 'SPX',
      stock_comparison: ['AAPL', 'AMZN', 'GOOG', 'IBM'],
      start_date: '2014-01-01',
      end_date: '2018-05-11',
      roll_window: 21,
    });
    expect(answer.latest).toHaveLength(4);
    expect(rows.map((r) => r.textContent)).toEqual(
      answer.latest!.map((l) => {
        const label = `${l.class[0].toUpperCase()}${l.class.slice(1)}`;
        return `${l.symbol}${l.beta.toFixed(3)}${label}${l.Date.slice(0, 10)}`;
      }),
    );
    const chart = within(screen.getByRole('region', { name: 'Rolling beta' })).getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/^Rolling 21-day beta of AAPL, AMZN, GOOG, IBM against SPX, /);
    expect(chart.getAttribute('aria-label')).toMatch(/reference lines at 0 and 1/);
  });

  it('names the rolling window when it is not a number in range, keeping the text', async () => {
    const { form, symbolBeta } = await renderBeta();
    const results = await waitForDefaultRun(symbolBeta, 'Rolling beta');
    const window = within(form).getByRole('textbox', { name: 'Rolling window (trading days)' }) as HTMLInputElement;
    await userEvent.clear(window);
    await userEvent.type(window, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Run beta' }));
    expectFieldError(window, 'The rolling window must be a whole number of trading days from 2 to 1260.');
    expect(window.value).toBe('1');
    await expectNoNewRequest(symbolBeta, 1);
    // What is on screen is still the default run's, with its 21-day window.
    expect(within(results).getByRole('img').getAttribute('aria-label')).toMatch(/^Rolling 21-day beta /);
  });
});
