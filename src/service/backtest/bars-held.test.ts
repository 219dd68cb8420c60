import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestTask } from '../../contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';

/** The bundled SPX file's dates, in file order (it is ascending), read here without the app's parser. */
function spxDates(): string[] {
  return readFileSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);
}

async function run(body: Record<string, unknown>): Promise<BacktestTask> {
  const service = testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });
  const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', body);
  await service.backtests.idle();
  return (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
}

describe('bars held', () => {
  it('is the exit bar minus the fill bar: a //10 exit shows 10', async () => {
    const service = testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', {
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//10',
    });
    await service.backtests.idle();
    const task = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
    const trades = task.result!.Extra.trades;
    const timed = trades.filter((t) => t.exit_reason === 'time');
    expect(timed.length).toBeGreaterThan(10);
    const index = new Map(spxDates().map((d, i) => [d, i]));
    for (const t of timed) {
      expect(index.get(t.exit_date)! - index.get(t.entry_date)!, t.entry_date).toBe(10);
      expect(t.bars_held, t.entry_date).toBe(10);
    }
    const mean = trades.reduce((s, t) => s + t.bars_held, 0) / trades.length;
    expect(task.result!.Extra.avg_bars_held).toBeCloseTo(mean, 5);
  });
});

describe('return per unit of exposure on a losing short', () => {
  it('is the total return over the time-in-market fraction, not compounded', async () => {
    const task = await run({
      symbol: 'SPX',
      direction: 'Short',
      start_date: '2009-03-09',
      end_date: '2020-02-19',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 50 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//63',
    });
    const r = task.result!;
    const total = r['Total Return (%)'];
    const inMarket = r['Time in Market'] / 100;
    expect(total).toBeLessThan(-50);
    expect(inMarket).toBeLessThan(0.9);
    const perExposure = r.Extra.return_per_exposure!;
    expect(perExposure).toBeLessThan(total);
    expect(perExposure).toBeCloseTo(total / inMarket, 1);
  });
});
