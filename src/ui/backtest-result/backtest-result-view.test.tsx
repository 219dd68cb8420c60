// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BacktestResult, StrategyParamsRequest } from '../../contract/index.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { BacktestResultView } from './backtest-result-view.tsx';
import { csvBytes } from '../table/csv-file.ts';
import { tradesToCsv } from './trades-csv.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rsiAbove = (level: number): StrategyParamsRequest => ({
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: level } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2010-01-01',
  end_date: '2015-12-31',
});

async function resultOf(c: TestConnection, params: StrategyParamsRequest): Promise<BacktestResult> {
  const { task_id } = await c.backtest.submit(params);
  await c.parts.service.backtests.idle();
  return (await c.backtest.task(task_id)).result!;
}

describe('BacktestResultView', () => {
  let c: TestConnection;
  let withTrades: BacktestResult;
  let withoutTrades: BacktestResult;

  beforeAll(async () => {
    c = await createTestConnection();
    withTrades = await resultOf(c, rsiAbove(30));
    // RSI never exceeds 100, so this entry can never fire.
    withoutTrades = await resultOf(c, rsiAbove(101));
  });

  it('explains a result without trades and leaves out the trade table and histogram', () => {
    renderApp(<BacktestResultView result={withoutTrades} title="Instant backtest of spx.csv" />, c);
    expect(screen.getByRole('heading', { name: 'Instant backtest of spx.csv' })).toBeTruthy();
    expect(screen.getByText('No trades: the entry never fired between 2010-01-04 and 2015-12-31.')).toBeTruthy();
    expect(screen.getByText(/validate panel/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Total Trades' })).getByText('0')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Last Entry Date' })).getByText('None')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Trades' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Distribution of trade returns' })).toBeNull();
  });

  it('hides the price chart with a note when it has no bars', () => {
    renderApp(<BacktestResultView result={withTrades} priceBars={null} priceNote="No bars for SPX here." />, c);
    expect(screen.getByText('No bars for SPX here.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Price of/ })).toBeNull();
  });

  it('downloads the trades as the CSV of tradesToCsv', async () => {
    const downloads = captureDownloads();
    renderApp(<BacktestResultView result={withTrades} />, c);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.name(0)).toBe('SPX-Daily-trades.csv');
    expect(await downloads.bytes(0)).toEqual(csvBytes(tradesToCsv(withTrades.Extra.trades)));
  });

  it('shows the histogram bins as a table on request', () => {
    renderApp(<BacktestResultView result={withTrades} />, c);
    fireEvent.click(screen.getByRole('button', { name: 'Show the bins as a table' }));
    const rows = within(screen.getByRole('table', { name: 'Trade returns by bin' }))
      .getAllByRole('row')
      .slice(1);
    const counted = rows.reduce((n, row) => n + Number(within(row).getAllByRole('cell')[1].textContent), 0);
    expect(counted).toBe(withTrades['Total Trades']);
  });
});
