import { describe, expect, it } from 'vitest';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { finishedBacktest, testService } from '../testing/harness.ts';

const run = (body: Record<string, unknown>) =>
  finishedBacktest(testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) }), body);

describe('the performance summary of a short strategy with costs', () => {
  it('agrees with the trade list and the equity, worked out again from the trades’ own fields', async () => {
    const task = await run({
      symbol: 'SPX',
      direction: 'Short',
      start_date: '2010-01-01',
      end_date: '2014-12-31',
      capital: 50000,
      capital_alloc: '0.6',
      commission: '0.001',
      slippage: '0.0005',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 70 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-5/5/10',
    });
    const x = task.result!.Extra;
    const p = x.performance!;
    const trades = x.trades;
    expect(trades.length).toBeGreaterThan(5);

    // Cash before each trade: the capital plus the P&L of those before; 60% of it committed; commission on the
    // entry notional and on the exit one (the entry one x exit fill / entry fill).
    let cash = 50000;
    let commission = 0;
    let cum = 0;
    const pnls = trades.map((t) => {
      const notional = 0.6 * cash;
      const pnl = (notional * t.return_pct) / 100;
      commission += notional * 0.001 * (1 + t.exit_price / t.entry_price);
      cash += pnl;
      cum += pnl;
      expect(t.pnl!, t.entry_date).toBeCloseTo(pnl, 2);
      expect(t.cum_pnl!, t.entry_date).toBeCloseTo(cum, 2);
      return pnl;
    });
    const wins = pnls.filter((v) => v > 0);
    const losses = pnls.filter((v) => v <= 0);
    expect(p.all.net_profit).toBeCloseTo(x.final_equity - 50000, 2);
    expect(p.all.commission_paid).toBeCloseTo(commission, 2);
    expect(p.all).toMatchObject({ trades: trades.length, winners: wins.length, losers: losses.length });
    expect(p.all.largest_win!).toBeCloseTo(Math.max(...wins), 2);
    expect(p.all.largest_loss!).toBeCloseTo(Math.min(...losses), 2);
    const barsOf = (keep: (v: number) => boolean) => {
      const held = trades.filter((_, i) => keep(pnls[i])).map((t) => t.bars_held);
      return held.reduce((a, b) => a + b, 0) / held.length;
    };
    expect(p.all.avg_bars_winners!).toBeCloseTo(
      barsOf((v) => v > 0),
      6,
    );
    expect(p.all.avg_bars_losers!).toBeCloseTo(
      barsOf((v) => v <= 0),
      6,
    );
    // every trade is short
    expect(p.short).toEqual(p.all);
    expect(p.long.trades).toBe(0);
    // max run-up: the largest rise of the equity above its lowest value so far
    let low = Infinity;
    let runUp = 0;
    for (const e of x.equity) {
      low = Math.min(low, e);
      runUp = Math.max(runUp, e - low);
    }
    expect(p.max_run_up).toBeCloseTo(runUp, 1);
    expect(runUp).toBeGreaterThan(0);
  });
});
