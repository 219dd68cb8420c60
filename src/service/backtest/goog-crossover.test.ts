import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestTask } from '../../contract/index.ts';
import { FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';

/**
 * The moving-average crossover of issue 2 on real GOOG daily bars (backtesting.py's golden file, 2004-2013), checked
 * against a plain loop written here from DESIGN.md section 3 and nothing of the engine.
 */
const GOOG = join(import.meta.dirname, '../../../../shared/data/backtesting-py/GOOG.csv');

interface Bar {
  date: string;
  open: number;
  close: number;
}

function readGoog(): Bar[] {
  const lines = readFileSync(GOOG, 'utf8').trim().split(/\r?\n/).slice(1);
  return lines.map((line) => {
    const [date, open, , , close] = line.split(',');
    return { date, open: Number(open), close: Number(close) };
  });
}

interface ExpectedTrade {
  entry: string;
  exit: string;
  ret: number;
  open: boolean;
}

/** SMA(10) - SMA(30) crossing 0; fills at the next open; exits counted from the entry fill bar on; no risk exits. */
function independentCrossover(bars: Bar[]): ExpectedTrade[] {
  const sma = (n: number, i: number) => {
    if (i < n - 1) return NaN;
    let sum = 0;
    for (let k = i - n + 1; k <= i; k++) sum += bars[k].close;
    return sum / n;
  };
  const spread = bars.map((_, i) => sma(10, i) - sma(30, i));
  const above = (i: number) => i > 0 && spread[i - 1] <= 0 && spread[i] > 0;
  const below = (i: number) => i > 0 && spread[i - 1] >= 0 && spread[i] < 0;
  const trades: ExpectedTrade[] = [];
  const last = bars.length - 1;
  let entryBar = -1;
  let lastExitFill = -1;
  for (let i = 0; i <= last; i++) {
    if (entryBar < 0) {
      if (i > lastExitFill && above(i) && i + 1 <= last) entryBar = i + 1;
      continue;
    }
    if (i >= entryBar && below(i) && i + 1 <= last) {
      const exitBar = i + 1;
      trades.push({
        entry: bars[entryBar].date,
        exit: bars[exitBar].date,
        ret: bars[exitBar].open / bars[entryBar].open - 1,
        open: false,
      });
      lastExitFill = exitBar;
      entryBar = -1;
    }
  }
  if (entryBar >= 0)
    trades.push({
      entry: bars[entryBar].date,
      exit: bars[last].date,
      ret: bars[last].close / bars[entryBar].open - 1,
      open: true,
    });
  return trades;
}

const strategy = {
  symbol: 'GOOG',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'MA Spread(10,30)' }, rule: { type_name: 'CrossAbove', comparison_value: 0 } },
  },
  exit: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'MA Spread(10,30)' }, rule: { type_name: 'CrossBelow', comparison_value: 0 } },
  },
  trade_price: 0,
  risk_control: '//',
};

describe('MA Spread(10,30) crossover on GOOG daily', () => {
  const bars = readGoog();
  const expected = independentCrossover(bars);

  it('has a meaningful number of trades to compare', () => {
    expect(bars).toHaveLength(2148);
    expect(expected.length).toBeGreaterThan(20);
  });

  it('matches the independent loop trade by trade: dates, returns, compounding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'goog-'));
    copyFileSync(GOOG, join(dir, 'GOOG.csv'));
    const service = testService({ marketData: new FolderMarketData([dir]) });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', strategy);
    expect(submitted.status).toBe(202);
    await service.backtests.idle();
    const task = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
    expect(task.error).toBeUndefined();
    const result = task.result!;

    expect(result.EntryDate).toEqual(expected.map((t) => t.entry));
    expect(result.ExitDate).toEqual(expected.map((t) => t.exit));
    expect(result['Each Return']).toHaveLength(expected.length);
    result['Each Return'].forEach((r, i) => expect(r).toBeCloseTo(expected[i].ret * 100, 5));
    expect(result.Extra.trades.map((t) => t.open)).toEqual(expected.map((t) => t.open));

    const compounded = expected.reduce((equity, t) => equity * (1 + t.ret), 1) - 1;
    expect(result['Total Return (%)']).toBeCloseTo(compounded * 100, 4);
    expect(result['Total Trades']).toBe(expected.length);
    expect(result['Total Positive']).toBe(expected.filter((t) => t.ret > 0).length);
    expect(result.BuyHoldGain).toBeCloseTo((bars.at(-1)!.close / bars[0].close - 1) * 100, 6);
    expect(result['BT End Date']).toBe('2013-03-01');
  });

  it('gives the same trades in CSV mode from the same rows', async () => {
    const csvRows = readFileSync(GOOG, 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => {
        const [Date, Open, High, Low, Close, Volume] = line.split(',');
        return { Date, Open, High, Low, Close, Volume };
      });
    const service = testService({ marketData: new FolderMarketData([]) });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', {
      ...strategy,
      csv_mode: true,
      csv_data: csvRows,
    });
    expect(submitted.status).toBe(202);
    await service.backtests.idle();
    const result = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body
      .result!;
    expect(result.EntryDate).toEqual(expected.map((t) => t.entry));
    expect(result.ExitDate).toEqual(expected.map((t) => t.exit));
  });
});
