// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error.ts';
import type { BacktestTask } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { resultFixture, taskFixture } from './compare-fixture.ts';
import CompareScreen from './compare-screen.tsx';

const SLOW = { timeout: 10_000 };

const params = (name: string, value: number, risk: string) => ({
  name,
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: value } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: risk,
  start_date: '2020-01-01',
  end_date: '2020-01-31',
});

const TASKS: Record<string, BacktestTask> = {
  a: taskFixture(
    'a',
    params('Dip', 30, '//10'),
    resultFixture(
      { total: 21, sharpe: 0.8, maxDrawdown: -10, winRate: 50, trades: 4 },
      ['2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07'],
      [100000, 110000, 99000, 121000],
    ),
  ),
  b: taskFixture(
    'b',
    params('Deeper dip', 35, '-5/10/21'),
    resultFixture(
      { total: -10, sharpe: 1.25, maxDrawdown: -18.18, winRate: 50, trades: 9 },
      ['2020-01-03', '2020-01-06', '2020-01-07'],
      [50000, 55000, 45000],
    ),
  ),
  running: taskFixture('running', params('Slow', 40, '//21'), undefined, 'RUNNING'),
};

async function stubbed(): Promise<TestConnection> {
  const connection = await createTestConnection();
  connection.backtest.task = (id) =>
    TASKS[id] ? Promise.resolve(TASKS[id]) : Promise.reject(new ApiError(404, `no task with task_id ${id}`));
  return connection;
}

const renderCompare = async (ids: string) =>
  renderApp(<CompareScreen />, await stubbed(), { route: `/tasks/compare?ids=${ids}` });

describe('Compare screen', () => {
  afterEach(cleanup);

  it('overlays the equity curves from 100 at the first date both have', async () => {
    await renderCompare('a,b');
    // A from 110,000 on 2020-01-03 to 121,000: 110. B from 50,000 to 45,000: 90.
    const chart = await screen.findByRole('img', { name: /^Equity of 2 backtests/ }, SLOW);
    expect(chart.getAttribute('aria-label')).toBe(
      'Equity of 2 backtests, 100 on 2020-01-03: Dip on SPX ends at 110.00; Deeper dip on SPX ends at 90.00',
    );
    const legend = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(legend).toEqual(expect.arrayContaining(['Dip on SPX', 'Deeper dip on SPX']));
  });

  it('puts the figures side by side and marks the best of each row in words', async () => {
    await renderCompare('a,b');
    const table = await screen.findByRole('table', { name: /Figures side by side/ }, SLOW);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'Dip on SPX', 'Deeper dip on SPX']);
    expect(row('Total return')).toEqual(['+21.00%best', '-10.00%']);
    expect(row('Sharpe')).toEqual(['0.80', '1.25best']);
    // -10% is a shallower fall than -18.18%.
    expect(row('Max drawdown')).toEqual(['-10.00%best', '-18.18%']);
    expect(row('Win rate')).toEqual(['50.00%', '50.00%']);
    expect(row('Trades')).toEqual(['4', '9']);
  });

  it('lists what changed in plain words and says each strategy', async () => {
    await renderCompare('a,b');
    const changes = await screen.findByRole('list', { name: 'Changes: Deeper dip on SPX against Dip on SPX' }, SLOW);
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Entry value 30 -> 35', 'Risk control //10 -> -5/10/21']);
    expect(screen.getAllByRole('list', { name: 'Strategy in plain words' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Deeper dip on SPX' }).getAttribute('href')).toBe('/tasks/b');
  });

  it('asks for at least two backtests', async () => {
    await renderCompare('a');
    expect(await screen.findByText('Pick at least 2 backtests to compare', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/This link names only one backtest/)).toBeTruthy();
  });

  it('says which task does not exist', async () => {
    await renderCompare('a,nope');
    expect(await screen.findByText('No task with the id nope', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
  });

  it('says which task has not finished', async () => {
    await renderCompare('a,running');
    expect(await screen.findByText('Only finished backtests can be compared', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/Slow on SPX: running; this page shows the comparison once it has finished/)).toBeTruthy();
  });
});
