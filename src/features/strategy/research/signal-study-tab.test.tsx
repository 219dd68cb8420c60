// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/api-error.ts';
import type { SignalStudyRequest, SignalStudyResponse, StrategyParamsRequest } from '../../../contract/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import type { TestConnection } from '../../../testing/test-connection.ts';
import { createTestConnection } from '../../../testing/test-connection.ts';
import { SignalStudyTab } from './signal-study-tab.tsx';

const SLOW = { timeout: 10_000 };

const strategy: StrategyParamsRequest = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2005-01-01',
  end_date: '2015-12-31',
};

function renderTab(connection: TestConnection, request: StrategyParamsRequest = strategy) {
  return renderApp(<SignalStudyTab getRequest={() => request} openStrategy={() => undefined} />, connection);
}

/** Every study the tab asked for, answered by `answer` instead of the service. */
function stubStudy(
  connection: TestConnection,
  answer: (request: SignalStudyRequest) => Promise<SignalStudyResponse>,
): SignalStudyRequest[] {
  const asked: SignalStudyRequest[] = [];
  connection.backtest.signalStudy = (request) => {
    asked.push(request);
    return answer(request);
  };
  return asked;
}

const handMade: SignalStudyResponse = {
  signals: [
    { date: '2010-01-04', close: 100, returns: { '5': 2, '21': -1 }, max_gain_pct: 3, max_loss_pct: -2 },
    { date: '2010-03-01', close: 110, returns: { '5': -4, '21': 6 }, max_gain_pct: 8, max_loss_pct: -5 },
    { date: '2010-06-01', close: 90, returns: { '5': 1, '21': null }, max_gain_pct: 1, max_loss_pct: 0 },
  ],
  summary: [
    // 2, -4, 1: s = sqrt(31/3), se = s / sqrt(3) = 1.8559, t = -0.18, t(0.975, 2) = 4.303 gives -8.32 to +7.65
    {
      ...{ horizon: 5, count: 3, mean_pct: -1 / 3, median_pct: 1, positive_pct: 66.6667, min_pct: -4, max_pct: 2 },
      ...{ t_stat: -0.1796, mean_ci95_low_pct: -8.319, mean_ci95_high_pct: 7.653, too_few: true },
    },
    // -1, 6: se = 3.5, t = 0.71, t(0.975, 1) = 12.706 gives -41.97 to +46.97
    {
      ...{ horizon: 21, count: 2, mean_pct: 2.5, median_pct: 2.5, positive_pct: 50, min_pct: -1, max_pct: 6 },
      ...{ t_stat: 0.7143, mean_ci95_low_pct: -41.97, mean_ci95_high_pct: 46.97, too_few: true },
    },
  ],
  baseline: [
    { horizon: 5, count: 100, mean_pct: 0.2, median_pct: 0.3, positive_pct: 55 },
    { horizon: 21, count: 90, mean_pct: 1.3, median_pct: 1.1, positive_pct: 60 },
  ],
};

const summaryTable = () => screen.findByRole('table', { name: 'Signal study summary against all days' }, SLOW);
const signalsTable = () => screen.findByRole('table', { name: 'Signals' }, SLOW);
const runButton = () => screen.getByRole('button', { name: 'Run signal study' });

async function columnOf(table: HTMLElement, heading: string): Promise<string[]> {
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const index = headings.indexOf(heading);
  expect(index, heading).toBeGreaterThanOrEqual(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.children[index].textContent ?? '');
}

describe('the Signal study tab', () => {
  afterEach(cleanup);

  it('studies the builder’s strategy on the service and shows the summary, the paths and every signal', async () => {
    const connection = await createTestConnection();
    const expected = await connection.backtest.signalStudy({ ...strategy, horizons: [5, 21], min_gap: 5 });
    expect(expected.signals.length).toBeGreaterThan(3);

    renderTab(connection);
    expect(screen.getByRole('textbox', { name: 'Horizons (bars)' })).toHaveProperty(
      'value',
      '5, 10, 21, 42, 63, 126, 252',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Horizons (bars)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Horizons (bars)' }), '21 5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum gap (bars)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum gap (bars)' }), '5');
    await userEvent.click(runButton());

    const summary = await summaryTable();
    expect(await columnOf(summary, 'Horizon')).toEqual(['5 bars', '21 bars']);
    expect(await columnOf(summary, 'Signals')).toEqual(expected.summary.map((r) => String(r.count)));
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^${expected.signals.length} signals on SPX, 2005-01-01 to 2015-12-31`),
    );
    expect(screen.getByRole('img', { name: /^Average path after the signals against all days/ })).toBeTruthy();

    const signals = await signalsTable();
    expect(await columnOf(signals, 'Date')).toEqual(expected.signals.map((s) => s.date));
    // Where SPX's prices come from: the bundled sample, its first and last dates read off the file by hand.
    const sample = readFileSync(join(import.meta.dirname, '../../../../public/samples/SPX.csv'), 'utf8').trim();
    const lines = sample.split(/\r?\n/);
    const dateOf = (line: string) => line.split(',')[lines[0].split(',').indexOf('date')];
    const line = await screen.findByRole('note', { name: 'Data provenance' }, SLOW);
    expect(line.textContent).toBe(
      `Data: SPX bundled sample, ${dateOf(lines[1])} to ${dateOf(lines[lines.length - 1])}`,
    );
  });

  it('sorts the signals by a column on click, the other way on a second click, and downloads them as CSV', async () => {
    const connection = await createTestConnection();
    stubStudy(connection, () => Promise.resolve(handMade));
    renderTab(connection);
    await userEvent.click(runButton());
    const table = await signalsTable();
    expect(await columnOf(table, 'After 5 bars')).toEqual(['+2.00%', '-4.00%', '+1.00%']);

    await userEvent.click(within(table).getByRole('button', { name: 'After 21 bars' }));
    expect(await columnOf(table, 'Date')).toEqual(['2010-03-01', '2010-01-04', '2010-06-01']);
    expect(within(table).getByRole('columnheader', { name: 'After 21 bars' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    const saved: Blob[] = [];
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:signal-study';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download the signals as CSV' }));
    spy.mockRestore();
    // every signal in the order shown (not the service's), unrounded, an empty field where there is no return, after
    // the byte-order mark
    expect(await saved[0].text()).toBe(
      [
        '\ufeffdate,close,return_5_bars_pct,return_21_bars_pct,max_gain_pct,max_loss_pct',
        '2010-03-01,110,-4,6,8,-5',
        '2010-01-04,100,2,-1,3,-2',
        '2010-06-01,90,1,,1,0',
        '',
      ].join('\r\n'),
    );

    await userEvent.click(within(table).getByRole('button', { name: 'After 21 bars' }));
    // the signal without a 21-bar return stays last both ways
    expect(await columnOf(table, 'Date')).toEqual(['2010-01-04', '2010-03-01', '2010-06-01']);
  });

  it('shows each horizon against all days, the difference coloured and written with its sign', async () => {
    const connection = await createTestConnection();
    stubStudy(connection, () => Promise.resolve(handMade));
    renderTab(connection);
    await userEvent.click(runButton());
    const table = await summaryTable();
    expect(await columnOf(table, 'Mean vs all days')).toEqual(['-0.53 pts', '+1.20 pts']);
    expect(await columnOf(table, '% positive vs all days')).toEqual(['+11.7 pts', '-10.0 pts']);
    expect(await columnOf(table, 'All days: mean')).toEqual(['+0.20%', '+1.30%']);
    const up = within(table).getByText('+1.20 pts');
    const down = within(table).getByText('-0.53 pts');
    expect(getComputedStyle(up).color).not.toBe(getComputedStyle(down).color);
  });

  it('says so when the entry rule fired on no bar of the window', async () => {
    const connection = await createTestConnection();
    stubStudy(connection, () =>
      Promise.resolve({
        signals: [],
        summary: handMade.summary.map((r) => ({ ...r, count: 0, mean_pct: null, median_pct: null })),
        baseline: handMade.baseline,
      }),
    );
    renderTab(connection);
    await userEvent.click(runButton());
    expect(
      (
        await screen.findByText(
          /the entry rule fired on no bar of the window \(SPX, 2005-01-01 to 2015-12-31\)/i,
          {},
          SLOW,
        )
      ).textContent,
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows that it runs, and keeps the button from running twice', async () => {
    const connection = await createTestConnection();
    let answer: (r: SignalStudyResponse) => void = () => undefined;
    stubStudy(connection, () => new Promise((resolve) => (answer = resolve)));
    renderTab(connection);
    await userEvent.click(runButton());
    expect(await screen.findByRole('progressbar', { name: 'Running the signal study' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Running…' })).toHaveProperty('disabled', true);
    answer(handMade);
    await summaryTable();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('checks the fields before asking, naming the horizon that is wrong', async () => {
    const connection = await createTestConnection();
    const asked = stubStudy(connection, () => Promise.resolve(handMade));
    renderTab(connection);
    const horizons = screen.getByRole('textbox', { name: 'Horizons (bars)' });
    await userEvent.clear(horizons);
    await userEvent.type(horizons, '5, 0');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum gap (bars)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum gap (bars)' }), '-2');
    await userEvent.click(runButton());
    expect(await screen.findByText('Horizon 2 (0): a horizon must be at least 1 bar')).toBeTruthy();
    expect(screen.getByText('min_gap must be 0 or more')).toBeTruthy();
    expect(horizons.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('shows the service’s refusal, naming the field, whether one of the tab’s or the strategy’s', async () => {
    const connection = await createTestConnection();
    stubStudy(connection, () =>
      Promise.reject(
        ApiError.fromBody(400, {
          detail: 'horizons.0: a horizon must be at least 1 bar',
          errors: [{ path: 'horizons.0', message: 'a horizon must be at least 1 bar' }],
        }),
      ),
    );
    renderTab(connection);
    await userEvent.click(runButton());
    expect(await screen.findByText('Horizon 1 (5): a horizon must be at least 1 bar', {}, SLOW)).toBeTruthy();

    cleanup();
    const other = await createTestConnection();
    const message = '"NOPE" is not in this connection’s indicator catalogue';
    stubStudy(other, () =>
      Promise.reject(
        ApiError.fromBody(400, {
          detail: `entry.condition.signal.name: ${message}`,
          errors: [{ path: 'entry.condition.signal.name', message }],
        }),
      ),
    );
    renderTab(other);
    await userEvent.click(runButton());
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('The signal study could not run');
    expect(within(alert).getByText('entry.condition.signal.name')).toBeTruthy();
  });

  it('answers a real 400 from the service for a symbol without data', async () => {
    const connection = await createTestConnection();
    renderTab(connection, { ...strategy, symbol: 'NOPE' });
    await userEvent.click(runButton());
    const alert = await screen.findByRole('alert', {}, SLOW);
    await waitFor(() => expect(alert.textContent).toMatch(/symbol/));
  });
});
