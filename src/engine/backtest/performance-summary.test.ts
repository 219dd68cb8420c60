import { describe, expect, it } from 'vitest';
import { maxRunUp, performanceSummary } from './performance-summary.ts';
import { simulate } from './simulate.ts';
import { actions, makeBars, makeSpec } from './test-fixtures.ts';
import type { SimulatedTrade } from './types.ts';

const trade = (entryBar: number, exitBar: number, entryPrice: number, exitPrice: number): SimulatedTrade => ({
  entryBar,
  exitBar,
  entryPrice,
  exitPrice,
  // a long trade's net return with 0.1% commission a side
  ret: (exitPrice * 0.999 - entryPrice * 1.001) / entryPrice,
  exitReason: 'signal',
  open: false,
  mae: 0,
  mfe: 0,
});

describe('performanceSummary on a hand-made trade list', () => {
  // capital 1000, half the cash in each trade, 0.1% commission a side
  const bars = makeBars(Array.from({ length: 13 }, () => 1));
  const spec = makeSpec(bars, { capital: 1000, allocation: 0.5, commission: 0.001 });
  const trades = [trade(0, 3, 100, 110), trade(5, 7, 50, 45), trade(8, 12, 20, 21)];
  const equity = Float64Array.from([1000, 1050, 990, 1100, 1080]);
  const s = performanceSummary(trades, equity, spec);

  it('gives each trade its P&L, the running total and the commission in currency', () => {
    // 1: 500 committed; +10% gross is 50, commission 500 x 0.001 + 550 x 0.001 = 1.05: P&L 48.95, cash 1048.95
    // 2: 524.475 committed; -10% gross is -52.4475, commission 0.524475 + 0.4720275 = 0.9965025: P&L -53.4440025
    //    cash 995.5059975
    // 3: 497.75299875 committed; +5% gross is 24.8876499375, commission 0.49775299875 + 0.522640648688 =
    //    1.020393647438: P&L 23.867256290062
    const want = [
      [48.95, 48.95, 1.05],
      [-53.4440025, -4.4940025, 0.9965025],
      [23.867256290062, 19.373253790062, 1.020393647438],
    ];
    s.perTrade.forEach((m, i) => {
      expect(m.pnl, `trade ${i + 1}`).toBeCloseTo(want[i][0], 9);
      expect(m.cumPnl, `trade ${i + 1}`).toBeCloseTo(want[i][1], 9);
      expect(m.commission, `trade ${i + 1}`).toBeCloseTo(want[i][2], 9);
    });
  });

  it('sums them for all trades and splits long from short', () => {
    expect(s.all).toMatchObject({ trades: 3, winners: 2, losers: 1 });
    expect(s.all.netProfit).toBeCloseTo(19.373253790062, 9);
    expect(s.all.grossProfit).toBeCloseTo(48.95 + 23.867256290062, 9);
    expect(s.all.grossLoss).toBeCloseTo(-53.4440025, 9);
    expect(s.all.commissionPaid).toBeCloseTo(1.05 + 0.9965025 + 1.020393647438, 9);
    expect(s.all.largestWin).toBeCloseTo(48.95, 9);
    expect(s.all.largestLoss).toBeCloseTo(-53.4440025, 9);
    // winners held 3 and 4 bars, the loser 2
    expect(s.all.avgBarsWinners).toBe(3.5);
    expect(s.all.avgBarsLosers).toBe(2);
    // a long strategy: every trade is long, none short
    expect(s.long).toEqual(s.all);
    expect(s.short).toEqual({
      trades: 0,
      winners: 0,
      losers: 0,
      netProfit: 0,
      grossProfit: 0,
      grossLoss: 0,
      commissionPaid: 0,
      largestWin: null,
      largestLoss: null,
      avgBarsWinners: null,
      avgBarsLosers: null,
    });
  });

  it('measures the max run-up from the lowest equity so far', () => {
    // 1000 -> 1050 is +50; the low 990 -> 1100 is +110, 110 / 990 = 11.11%
    expect(s.maxRunUp).toBe(110);
    expect(s.maxRunUpPct).toBeCloseTo((110 / 990) * 100, 12);
    expect(maxRunUp(Float64Array.from([5, 4, 3]))).toEqual({ value: 0, pct: 0 });
  });
});

describe('performanceSummary against a simulation', () => {
  it('nets to the final equity minus the capital, for a short strategy too', () => {
    const bars = makeBars([10, 12, 11, 15, 14, 9, 10, 13]);
    for (const direction of ['Long', 'Short'] as const) {
      const spec = makeSpec(bars, { direction, commission: 0.002, slippage: 0.001, allocation: 0.7 });
      const out = simulate(bars, actions(8, 0, 4), actions(8, 2, 6), spec);
      const s = performanceSummary(out.trades, out.equity, spec);
      const net = out.equity[out.equity.length - 1] - spec.capital;
      expect(s.all.netProfit, direction).toBeCloseTo(net, 9);
      expect(s.perTrade.at(-1)!.cumPnl, direction).toBeCloseTo(net, 9);
      expect((direction === 'Long' ? s.long : s.short).trades, direction).toBe(2);
      expect((direction === 'Long' ? s.short : s.long).trades, direction).toBe(0);
    }
  });
});
