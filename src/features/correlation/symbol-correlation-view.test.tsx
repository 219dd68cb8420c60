// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { expectFieldError, expectNoNewRequest, SLOW, waitForDefaultRun } from './test-helpers.ts';

const SAMPLES = join(import.meta.dirname, '../../../public/samples');

/** Date -> close of a bundled sample (columns Date, Open, High, Low, Close, ...). */
function closes(file: string): Map<string, number> {
  const lines = readFileSync(join(SAMPLES, file), 'utf8').trim().split(/\r?\n/).slice(1);
  return new Map(lines.map((line) => [line.split(',')[0], Number(line.split(',')[4])]));
}

/** Pearson r of close-to-close returns on the dates both files have in [from, to], by a plain loop. */
function returnCorrelation(a: Map<string, number>, b: Map<string, number>, from: string, to: string): number {
  const dates = [...a.keys()].filter((d) => d >= from && d <= to && b.has(d)).sort();
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 1; i < dates.length; i++) {
    x.push(a.get(dates[i])! / a.get(dates[i - 1])! - 1);
    y.push(b.get(dates[i])! / b.get(dates[i - 1])! - 1);
  }
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

async function renderSymbols() {
  const connection = await createTestConnection();
  const symbolCorrelation = vi.spyOn(connection.analytics, 'symbolCorrelation');
  renderApp(<CorrelationScreen />, connection, { route: '/correlation/symbols', path: '/correlation/:view' });
  const form = screen.getByRole('form', { name: 'Symbol correlation settings' });
  return {
    symbolCorrelation,
    form,
    benchmark: within(form).getByRole('combobox', { name: 'Benchmark' }) as HTMLInputElement,
    compare: within(form).getByRole('combobox', { name: 'Compare with' }) as HTMLInputElement,
    start: within(form).getByLabelText('Start date') as HTMLInputElement,
    end: within(form).getByLabelText('End date') as HTMLInputElement,
    window: within(form).getByRole('textbox', { name: 'Rolling window (trading days)' }) as HTMLInputElement,
    run: within(form).getByRole('button', { name: 'Run correlation' }),
  };
}

/** Removes every chip of the symbols field from the keyboard (Backspace in the empty input). */
async function clearChips(input: HTMLInputElement, count: number) {
  await userEvent.click(input);
  await userEvent.keyboard('{Backspace}'.repeat(count));
}

describe('Symbol correlation', () => {
  afterEach(() => {
    cleanup();
    // A draft left by one test (kept for the tab's life) would be the next test's form.
    sessionStorage.clear();
  });

  it('shows the matrix value of SPX and AAPL that the two sample files give', async () => {
    const f = await renderSymbols();
    await clearChips(f.compare, 4);
    expect(within(f.form).queryAllByRole('button', { name: /^(AAPL|AMZN|GOOG|IBM)$/ })).toHaveLength(0);
    await userEvent.type(f.compare, 'aapl{enter}');
    expect(within(f.form).getByRole('button', { name: 'AAPL' })).toBeTruthy();
    await userEvent.click(f.run);

    // The defaults' results are on screen from the start: wait for the answer to this run, AAPL alone.
    await screen.findByRole('img', { name: /^Rolling 21-day correlation of AAPL with SPX/ }, SLOW);
    const panel = screen.getByRole('region', { name: 'Correlation matrix' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Correlation matrix: table' });
    const [, spxRow, aaplRow] = within(table).getAllByRole('row');
    expect(
      within(spxRow)
        .getAllByRole('cell')
        .map((c) => c.textContent)[0],
    ).toBe('SPX');
    const [, self, aapl] = within(spxRow).getAllByRole('cell');
    expect(self.textContent).toBe('1.000');
    const expected = returnCorrelation(closes('SPX.csv'), closes('AAPL.csv'), '2014-01-01', '2018-05-11');
    expect(expected).toBeGreaterThan(0.3);
    expect(Math.abs(Number(aapl.textContent) - expected)).toBeLessThanOrEqual(0.0005);
    // The matrix is symmetric.
    expect(within(aaplRow).getAllByRole('cell')[1].textContent).toBe(aapl.textContent);

    // The rolling correlation starts on the 21st return (the first full window) and ends on the last common date.
    const spx = closes('SPX.csv');
    const aaplCloses = closes('AAPL.csv');
    const common = [...spx.keys()].filter((d) => d >= '2014-01-01' && d <= '2018-05-11' && aaplCloses.has(d)).sort();
    const rolling = screen.getByRole('region', { name: 'Rolling correlation' });
    const chart = within(rolling).getByRole('img', { name: /^Rolling 21-day correlation of AAPL with SPX/ });
    expect(chart.getAttribute('aria-label')).toContain(`${common[21]} to ${common[common.length - 1]}`);
  });

  it('names each bad field, keeps what was typed, and runs nothing', async () => {
    const f = await renderSymbols();
    await waitForDefaultRun(f.symbolCorrelation, 'Correlation matrix');
    await userEvent.clear(f.benchmark);
    await clearChips(f.compare, 4);
    await userEvent.clear(f.start);
    await userEvent.type(f.start, '2019-01-01');
    await userEvent.clear(f.window);
    await userEvent.type(f.window, '2x');
    await userEvent.click(f.run);

    expectFieldError(f.benchmark, 'Enter a symbol for the benchmark.');
    expectFieldError(f.compare, 'Add at least one symbol to compare with the benchmark.');
    expectFieldError(f.start, 'The start date must not be after the end date (2018-05-11).');
    expectFieldError(f.window, 'The rolling window must be a whole number of trading days from 2 to 1260.');
    expect(f.start.value).toBe('2019-01-01');
    expect(f.window.value).toBe('2x');
    await expectNoNewRequest(f.symbolCorrelation, 1);

    // Errors follow the typing from then on; fixing the fields clears them one by one.
    await userEvent.type(f.benchmark, 'spx');
    expect(f.benchmark.value).toBe('SPX');
    expect(f.benchmark.getAttribute('aria-invalid')).toBe('false');
    await userEvent.type(f.compare, 'SPX,');
    expectFieldError(f.compare, 'Add a symbol other than the benchmark (SPX) to compare.');
    await userEvent.type(f.window, '{Backspace}{Backspace}1300');
    expectFieldError(f.window, /from 2 to 1260/);
    await expectNoNewRequest(f.symbolCorrelation, 1);
  });

  it('says which symbol has no data, and keeps the form as it was', async () => {
    const f = await renderSymbols();
    await userEvent.type(f.compare, 'nope');
    // Run straight from the field: what was typed becomes a chip rather than being lost.
    await userEvent.click(f.run);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/Not enough data/);
    expect(alert.textContent).toMatch(/Compare with: no price data for NOPE/);
    expect(within(f.form).getByRole('button', { name: 'NOPE' })).toBeTruthy();
    expect(await within(f.form).findByText(/NOPE is not in this browser's data library/, {}, SLOW)).toBeTruthy();
    expect(f.benchmark.value).toBe('SPX');
  });
});
