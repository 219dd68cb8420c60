import { describe, expect, it } from 'vitest';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { finishedBacktest, testService } from '../testing/harness.ts';

const run = (body: Record<string, unknown>) =>
  finishedBacktest(testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) }), body);

describe('the monthly returns of a strategy often out of the market', () => {
  it('say which months held a position at some time, from the trade list', async () => {
    const task = await run({
      symbol: 'SPX',
      start_date: '2005-01-01',
      end_date: '2012-12-31',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//10',
    });
    const extra = task.result!.Extra;
    const months = extra.monthly_returns;
    // A month is held when some trade's entry month <= it <= that trade's exit month (YYYY-MM strings compare in order).
    const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
    const heldByTrades = (key: string) =>
      extra.trades.some((t) => t.entry_date.slice(0, 7) <= key && key <= t.exit_date.slice(0, 7));
    for (const m of months) expect(m.in_market, ym(m.year, m.month)).toBe(heldByTrades(ym(m.year, m.month)));
    const idle = months.filter((m) => m.in_market === false);
    expect(idle.length).toBeGreaterThan(10);
    expect(months.some((m) => m.in_market === true)).toBe(true);
    // nothing held, nothing gained or lost
    for (const m of idle) expect(m.return_pct, ym(m.year, m.month)).toBe(0);
  });
});
