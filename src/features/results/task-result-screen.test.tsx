// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsClient } from '../../client/analytics-client.ts';
import { BacktestClient } from '../../client/backtest-client.ts';
import type { Connection } from '../../client/connection.tsx';
import type { BacktestResult, BacktestTask, StrategyParamsRequest } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { formatFixed, formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import TaskResultScreen from './task-result-screen.tsx';

const RSI_ON_SPX: StrategyParamsRequest = {
  symbol: 'SPX',
  name: 'RSI rebound',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2010-01-01',
  end_date: '2015-12-31',
};

async function runTask(c: TestConnection, params: StrategyParamsRequest): Promise<BacktestTask> {
  const { task_id } = await c.backtest.submit(params);
  await c.parts.service.backtests.idle();
  return c.backtest.task(task_id);
}

function renderTask(c: Connection, taskId: string) {
  return renderApp(<TaskResultScreen />, c, { route: `/tasks/${taskId}`, path: '/tasks/:taskId' });
}

const figure = (label: string) => screen.getByRole('group', { name: label });

/** The body rows of the trade table (the first row is the header). */
const tradeRows = () =>
  within(screen.getByRole('table', { name: 'Trades' }))
    .getAllByRole('row')
    .slice(1);

const returnColumn = () => {
  const headers = within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === 'Return' || h.textContent?.startsWith('Return'));
  return tradeRows().map((row) => within(row).getAllByRole('cell')[index].textContent);
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Task result screen', () => {
  describe('a finished RSI backtest on SPX', () => {
    let result: BacktestResult;

    async function open() {
      const c = await createTestConnection();
      const task = await runTask(c, RSI_ON_SPX);
      expect(task.status).toBe('SUCCESS');
      result = task.result!;
      renderTask(c, task.task_id);
      await screen.findByRole('heading', { name: 'RSI rebound', level: 1 });
      return task;
    }

    it('says which strategy ran, in plain words', async () => {
      await open();
      const words = within(screen.getByRole('region', { name: 'Strategy' })).getByRole('list', {
        name: 'Strategy in plain words',
      });
      expect(words.textContent).toBe(
        'Buy SPX (long, daily bars, 2010-01-01 to 2015-12-31) at the close when RSI(14) crosses above 30.' +
          'Sell at a 5% stop loss, at a 10% profit target or at the close 21 bars after the entry, whichever comes first.' +
          '100% of equity per trade, no costs.',
      );
    });

    it('heads the page with the strategy, symbol and frequency, and links back into the builder', async () => {
      const task = await open();
      expect(screen.getByText(/SPX · Daily/)).toBeTruthy();
      expect(screen.getByLabelText('Status: Finished')).toBeTruthy();
      const rerun = screen.getByRole('link', { name: 'Re-run in builder' });
      expect(rerun.getAttribute('href')).toBe(`/strategy?from=${task.task_id}`);
    });

    it('shows every metric of the result as a labelled figure', async () => {
      await open();
      const expected: [string, string][] = [
        ['Total Trades', String(result['Total Trades'])],
        ['Positive Trades', String(result['Total Positive'])],
        ['Negative Trades', String(result['Total Negative'])],
        ['Win Rate', formatPercent(result['Win Rate'])],
        ['Average Win', formatSignedPercent(result['Average Win %'])],
        ['Average Loss', formatSignedPercent(result['Average Loss %'])],
        ['Total Return', formatSignedPercent(result['Total Return (%)'])],
        ['Buy & Hold', formatSignedPercent(result.BuyHoldGain)],
        ['CAGR', formatSignedPercent(result.CAGR)],
        ['Sharpe Ratio', formatFixed(result['Sharpe Ratio'])],
        ['Max Drawdown', formatSignedPercent(result['Max Drawdown'])],
        ['Drawdown Period', `${result['DrawDown Period']} bars`],
        ['Time in Market', formatPercent(result['Time in Market'])],
        ['Last Entry Date', result['Last Entry Date']],
        ['Last Exit Date', result['Last Exit Date']],
        ['BT End Date', result['BT End Date']],
        ['Sortino Ratio', formatFixed(result.Extra.sortino)],
        ['Calmar Ratio', formatFixed(result.Extra.calmar)],
        ['Profit Factor', formatFixed(result.Extra.profit_factor)],
        ['Expectancy', formatSignedPercent(result.Extra.expectancy)],
        ['Best Trade', formatSignedPercent(result.Extra.best_trade)],
        ['Worst Trade', formatSignedPercent(result.Extra.worst_trade)],
      ];
      for (const [label, value] of expected) expect(within(figure(label)).getByText(value)).toBeTruthy();
      // Spot checks against the figures written out by hand, so a formatting slip in both places is caught.
      expect(within(figure('Total Return')).getByText(/^[+-]\d+\.\d{2}%$/)).toBeTruthy();
      expect(within(figure('BT End Date')).getByText('2015-12-31')).toBeTruthy();
    });

    it('lists one row per trade and sorts them by return', async () => {
      await open();
      const trades = result.Extra.trades;
      expect(trades.length).toBeGreaterThan(2);
      expect(tradeRows()).toHaveLength(trades.length);
      expect(within(tradeRows()[0]).getByText(trades[0].entry_date)).toBeTruthy();

      const ascending = [...trades]
        .sort((a, b) => a.return_pct - b.return_pct)
        .map((t) => formatSignedPercent(t.return_pct));
      fireEvent.click(screen.getByRole('button', { name: 'Return' }));
      expect(returnColumn()).toEqual(ascending);
      fireEvent.click(screen.getByRole('button', { name: /^Return/ }));
      expect(returnColumn()).toEqual([...ascending].reverse());
      expect(tradeRows()).toHaveLength(trades.length);
    });

    it('names its charts and offers the trades as CSV', async () => {
      await open();
      expect(screen.getByRole('img', { name: /^Equity of the strategy against buy and hold/ })).toBeTruthy();
      expect(await screen.findByRole('img', { name: /^Price of SPX from 2010-01-04 to 2015-12-31/ })).toBeTruthy();
      expect(screen.getByRole('img', { name: /^Histogram of \d+ trade returns/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Price chart style' })).toBeTruthy();
    });
  });

  it('shows the error and the params of a FAILED task', async () => {
    const c = await createTestConnection();
    const task = await runTask(c, { ...RSI_ON_SPX, symbol: 'NOPE', name: 'Missing symbol' });
    expect(task.status).toBe('FAILED');
    renderTask(c, task.task_id);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The backtest failed')).toBeTruthy();
    expect(within(alert).getByText(task.error!)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Missing symbol' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Parameters' })).toBeTruthy();
    expect(screen.getByText('NOPE')).toBeTruthy();
    const words = within(screen.getByRole('region', { name: 'Strategy' })).getByRole('listitem', {
      name: (_, li) => li.textContent?.startsWith('Buy') ?? false,
    });
    expect(words.textContent).toBe(
      'Buy NOPE (long, daily bars, 2010-01-01 to 2015-12-31) at the close when RSI(14) crosses above 30.',
    );
    expect(screen.getByText('RSI(14) CrossAbove 30')).toBeTruthy();
    expect(screen.getByText(/stop loss 5%, take profit 10%, at most 21 bars/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Re-run in builder' })).toBeTruthy();
  });

  it('says so when the task does not exist, with a link back to Tasks', async () => {
    renderTask(await createTestConnection(), 'no-such-task');
    expect(await screen.findByText('No task with the id no-such-task')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tasks' }).getAttribute('href')).toBe('/tasks');
  });

  it('shows a waiting task with the time since it was submitted', async () => {
    const createdAt = new Date(Date.now() - 90_000).toISOString().slice(0, 19);
    const pending: BacktestTask = {
      task_id: 'waiting',
      task_type: 'backtest',
      status: 'PENDING',
      params: RSI_ON_SPX as Record<string, unknown>,
      username: 'local@backtest.studio',
      created_at: createdAt,
    };
    const connection: Connection = {
      label: 'Stub',
      kind: 'browser',
      backtest: new BacktestClient({ request: async () => ({ status: 200, body: pending }) }),
      analytics: new AnalyticsClient({ request: async () => ({ status: 404, body: null }) }),
      library: null,
    };
    renderTask(connection, 'waiting');
    const status = await screen.findByText(/Queued: waiting for the service/);
    expect(status.textContent).toMatch(/Elapsed since it was submitted: 1 min 3[01] s/);
    expect(screen.getByRole('progressbar', { name: 'Backtest queued' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Re-run in builder' })).toBeNull();
  });
});
