import { describe, expect, it } from 'vitest';
import { makeBars } from '../indicators/test-helpers.ts';
import { backtestMatches } from './backtest.ts';
import type { CpmMatch } from './types.ts';

/*
 * Ten bars, worked by hand:
 *   bar    0    1    2    3    4    5    6     7    8    9
 *   close  100  101  102  100  104  110  95    99   108  120
 *   high   101  102  103  101  105  112  111   100  109  121
 *   low    99   100  101  99   97   105  93.5  94   98   107
 */
const bars = makeBars({
  close: [100, 101, 102, 100, 104, 110, 95, 99, 108, 120],
  high: [101, 102, 103, 101, 105, 112, 111, 100, 109, 121],
  low: [99, 100, 101, 99, 97, 105, 93.5, 94, 98, 107],
});
const A: CpmMatch = { start: 1, end: 3, corr: 99 };
const B: CpmMatch = { start: 3, end: 5, corr: 95 };
const C: CpmMatch = { start: 6, end: 8, corr: 90 };
const D: CpmMatch = { start: 2, end: 4, corr: 85 };

describe('backtestMatches', () => {
  it('long, 2 bars: returns, excursions from highs and lows, and the info figures', () => {
    const result = backtestMatches(bars, [A, B, C], { timeInMarket: 2, direction: 'Long', searchFrom: 0 });
    // A: in at bar 3's 100, out at bar 5's 110: +10%. Held bars 4-5: highest high 112 (+12%), lowest low 97 (-3%).
    // B: in at bar 5's 110, out at bar 7's 99: -10%. Held bars 6-7: high 111 (+0.909..%), low 93.5 (-15%).
    // C ends on bar 8: its exit, bar 10, is past the last bar.
    expect(result.trades.map((t) => [t.entryIndex, t.exitIndex, t.entryPrice, t.exitPrice])).toEqual([
      [3, 5, 100, 110],
      [5, 7, 110, 99],
    ]);
    expect(result.trades[0].match).toBe(A);
    const [a, b] = result.trades;
    expect(a.returnPct).toBeCloseTo(10, 12);
    expect(a.maxGainPct).toBeCloseTo(12, 12);
    expect(a.maxLossPct).toBeCloseTo(-3, 12);
    expect(b.returnPct).toBeCloseTo(-10, 12);
    expect(b.maxGainPct).toBeCloseTo(100 / 110, 12);
    expect(b.maxLossPct).toBeCloseTo(-15, 12);
    expect(a.marketCondition).toEqual([]); // ten bars: every state is still warming up
    expect(result.untraded).toEqual([C]);
    // 1.1 x 0.9 = 0.99; the median of two is their mean; held bars 4, 5, 6, 7 of 10; 120 / 100.
    expect(result.totalReturn).toBeCloseTo(-1, 12);
    expect(result.medianReturn).toBeCloseTo(0, 12);
    expect(result.averageReturn).toBeCloseTo(0, 12);
    expect(result.winRate).toBe(50);
    expect(result.averageWin).toBeCloseTo(10, 12);
    expect(result.averageLoss).toBeCloseTo(-10, 12);
    expect([result.totalTrades, result.totalPositive, result.totalNegative]).toEqual([2, 1, 1]);
    expect(result.buyAndHold).toBeCloseTo(20, 12);
    expect(result.timeInMarket).toBeCloseTo(40, 12);
  });

  it('short, 2 bars: (entry - exit) / entry, a low is a gain and a high a loss', () => {
    const result = backtestMatches(bars, [A, B, C], { timeInMarket: 2, direction: 'Short', searchFrom: 0 });
    const [a, b] = result.trades;
    // A: (100 - 110) / 100 = -10%; lowest low 97 gains 3%, highest high 112 loses 12%.
    expect([a.returnPct, a.maxGainPct, a.maxLossPct].map((v) => +v.toFixed(10))).toEqual([-10, 3, -12]);
    // B: (110 - 99) / 110 = +10%; low 93.5 gains 16.5 / 110 = 15%, high 111 loses 1 / 110.
    expect(b.returnPct).toBeCloseTo(10, 12);
    expect(b.maxGainPct).toBeCloseTo(15, 12);
    expect(b.maxLossPct).toBeCloseTo(-100 / 110, 12);
    expect(result.totalReturn).toBeCloseTo(-1, 12); // 0.9 x 1.1
    expect([result.totalTrades, result.totalPositive, result.totalNegative]).toEqual([2, 1, 1]);
    expect(result.buyAndHold).toBeCloseTo(20, 12); // buy and hold does not depend on the direction
  });

  it('overlapping trades each count, but a bar held twice counts once in TIME IN MARKET', () => {
    const result = backtestMatches(bars, [A, B, C], { timeInMarket: 3, direction: 'Long', searchFrom: 0 });
    // A: 100 -> bar 6's 95, -5%, holding 4-6 (high 112, low 93.5). B: 110 -> bar 8's 108, -1.8181..%, holding 6-8.
    const [a, b] = result.trades;
    expect(a.returnPct).toBeCloseTo(-5, 12);
    expect(a.maxGainPct).toBeCloseTo(12, 12);
    expect(a.maxLossPct).toBeCloseTo(-6.5, 12);
    expect(b.returnPct).toBeCloseTo(-200 / 110, 12);
    expect(result.totalReturn).toBeCloseTo((0.95 * (108 / 110) - 1) * 100, 12);
    expect(result.winRate).toBe(0);
    expect(result.averageWin).toBe(0);
    expect(result.averageLoss).toBeCloseTo((-5 - 200 / 110) / 2, 12);
    expect(result.medianReturn).toBeCloseTo((-5 - 200 / 110) / 2, 12);
    expect([result.totalTrades, result.totalPositive, result.totalNegative]).toEqual([2, 0, 2]);
    expect(result.timeInMarket).toBeCloseTo(50, 12); // bars 4..8: 5 of 10
  });

  it('clamps MaxLoss at 0 when the path never goes below the entry (MaxGain likewise for a short)', () => {
    // D: in at bar 4's 104, one bar to bar 5 (110): high 112, low 105, both above the entry.
    const long = backtestMatches(bars, [D], { timeInMarket: 1, direction: 'Long', searchFrom: 0 }).trades[0];
    expect(long.returnPct).toBeCloseTo((6 / 104) * 100, 12);
    expect(long.maxGainPct).toBeCloseTo((8 / 104) * 100, 12);
    expect(long.maxLossPct).toBe(0);
    const short = backtestMatches(bars, [D], { timeInMarket: 1, direction: 'Short', searchFrom: 0 }).trades[0];
    expect(short.returnPct).toBeCloseTo((-6 / 104) * 100, 12);
    expect(short.maxGainPct).toBe(0);
    expect(short.maxLossPct).toBeCloseTo((-8 / 104) * 100, 12);
  });

  it('buy and hold and time in market are over the searched span', () => {
    const result = backtestMatches(bars, [A, B], { timeInMarket: 2, direction: 'Long', searchFrom: 2 });
    expect(result.buyAndHold).toBeCloseTo((120 / 102 - 1) * 100, 12);
    expect(result.timeInMarket).toBeCloseTo(50, 12); // bars 4..7 of bars 2..9
  });

  it('keeps the order of the matches given, and reports a match too recent to trade', () => {
    const result = backtestMatches(bars, [B, C, A], { timeInMarket: 2, direction: 'Long', searchFrom: 0 });
    expect(result.trades.map((t) => t.match)).toEqual([B, A]);
    expect(result.untraded).toEqual([C]);
    // A match ending on the very last bar cannot be traded either.
    const last = backtestMatches(bars, [{ start: 7, end: 9, corr: 80 }], {
      timeInMarket: 3,
      direction: 'Long',
      searchFrom: 0,
    });
    expect(last.trades).toEqual([]);
    expect(last.untraded).toHaveLength(1);
  });

  it('with no trades every figure is 0 except buy and hold', () => {
    const result = backtestMatches(bars, [C], { timeInMarket: 5, direction: 'Short', searchFrom: 0 });
    expect(result).toMatchObject({
      totalReturn: 0,
      medianReturn: 0,
      averageReturn: 0,
      winRate: 0,
      averageWin: 0,
      averageLoss: 0,
      totalTrades: 0,
      totalPositive: 0,
      totalNegative: 0,
      timeInMarket: 0,
    });
    expect(result.buyAndHold).toBeCloseTo(20, 12);
  });

  it('rejects a hold that is not a whole number of bars, and a searchFrom outside the bars', () => {
    expect(() => backtestMatches(bars, [A], { timeInMarket: 0, direction: 'Long', searchFrom: 0 })).toThrow(RangeError);
    expect(() => backtestMatches(bars, [A], { timeInMarket: 2.5, direction: 'Long', searchFrom: 0 })).toThrow(
      RangeError,
    );
    expect(() => backtestMatches(bars, [A], { timeInMarket: 2, direction: 'Long', searchFrom: 10 })).toThrow(
      RangeError,
    );
  });
});
