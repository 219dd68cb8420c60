import { describe, expect, it } from 'vitest';
import { simulatePortfolio } from './simulate.ts';
import { D, byDay, flatBars, options, pick } from './test-fixtures.ts';

/** Sizing: Kelly, a fixed ratio, and the long and short caps. */

const flat = (prices: Record<string, number>) =>
  new Map(Object.entries(prices).map(([symbol, price]) => [symbol, flatBars(price, 3)]));

describe('simulatePortfolio sizing', () => {
  it("sizes by each pick's Kelly, skips a Kelly of 0 and stops at 100% long", () => {
    const picks = byDay(
      pick({ symbol: 'CCC', day: 1, close: 20, stats: { kelly: 0, stdDev: 0 } }),
      pick({ symbol: 'AAA', day: 1, close: 100, stats: { kelly: 0.6, stdDev: 1 } }),
      pick({ symbol: 'BBB', day: 1, close: 50, stats: { kelly: 0.7, stdDev: 2 } }),
      pick({ symbol: 'DDD', day: 1, close: 25, stats: { kelly: 0.5, stdDev: 3 } }),
    );
    const result = simulatePortfolio(
      { bars: flat({ AAA: 100, BBB: 50, CCC: 20, DDD: 25 }), picksByDay: picks, startDate: D(1), endDate: D(3) },
      options({ allocation: 'Kelly', dailyLimit: 4 }),
    );
    // CCC first (StdDev 0) but Kelly 0: skipped. AAA 0.6 x 10,000 = 6,000 / 100 = 60 shares. BBB wants
    // 0.7 x 10,000 = 7,000 but only 10,000 - 6,000 = 4,000 of long room is left: 4,000 / 50 = 80 shares. DDD: no room.
    expect(result.trades.map((t) => [t.symbol, t.shares, t.fraction, t.kelly])).toEqual([
      ['AAA', 60, 0.6, 0.6],
      ['BBB', 80, 0.7, 0.7],
    ]);
  });

  it('sizes every trade by a fixed ratio, whatever its Kelly', () => {
    const picks = byDay(
      pick({ symbol: 'AAA', day: 1, close: 100, stats: { kelly: 0.9, stdDev: 1 } }),
      pick({ symbol: 'BBB', day: 1, close: 40, stats: { kelly: 0, stdDev: 2 } }),
    );
    const result = simulatePortfolio(
      { bars: flat({ AAA: 100, BBB: 40 }), picksByDay: picks, startDate: D(1), endDate: D(3) },
      options({ allocation: 0.25 }),
    );
    // 0.25 x 10,000 = 2,500: AAA 2,500 / 100 = 25; BBB 2,500 / 40 = 62.5 -> 62.
    expect(result.trades.map((t) => [t.symbol, t.shares, t.fraction])).toEqual([
      ['AAA', 25, 0.25],
      ['BBB', 62, 0.25],
    ]);
  });

  it('cuts a trade to what fits under its side of long_short_ratio', () => {
    const picks = byDay(
      pick({ symbol: 'L1', day: 1, close: 100, stats: { stdDev: 1 } }),
      pick({ symbol: 'L2', day: 1, close: 10, stats: { stdDev: 2 } }),
      pick({ symbol: 'S1', day: 1, close: 20, direction: 'Short', stats: { stdDev: 3 } }),
      pick({ symbol: 'S2', day: 1, close: 25, direction: 'Short', stats: { stdDev: 4 } }),
    );
    const result = simulatePortfolio(
      { bars: flat({ L1: 100, L2: 10, S1: 20, S2: 25 }), picksByDay: picks, startDate: D(1), endDate: D(3) },
      options({ longShare: 0.7, shortShare: 0.3, allocation: 0.5, dailyLimit: 4 }),
    );
    // Budget 0.5 x 10,000 = 5,000 each. L1: 5,000 / 100 = 50 (longs 5,000 of 7,000). L2: cut to 7,000 - 5,000 =
    // 2,000: 200 shares. S1: cut to 0.3 x 10,000 = 3,000: 150 shares. S2: the short side is full.
    expect(result.trades.map((t) => [t.symbol, t.shares])).toEqual([
      ['L1', 50],
      ['L2', 200],
      ['S1', 150],
    ]);
    // Cash 10,000 - 5,000 - 2,000 + 3,000 = 6,000; + longs 7,000 - shorts 3,000 = 10,000.
    expect(result.equity.equity[0]).toBe(10_000);
  });
});
