import { describe, expect, it } from 'vitest';
import type { SignalTrade } from '../types.ts';
import { tradeStats } from './trade-stats.ts';

/** A trade with only what the statistics read: its return and how many bars it was held. */
function trade(returnPct: number, barsHeld: number, entryIndex = 0): SignalTrade {
  return {
    entryIndex,
    exitIndex: entryIndex + barsHeld,
    entryPrice: 100,
    exitPrice: 100 + returnPct,
    returnPct,
    exitReason: 'time exhausted',
  };
}

describe('tradeStats', () => {
  it('five trades worked by hand', () => {
    // Returns 4, 6, -3, -2, 0 held 2, 1, 5, 3, 4 bars (mean 3 bars, so 252 / 3 = 84 trades a year).
    const stats = tradeStats([trade(4, 2), trade(6, 1), trade(-3, 5), trade(-2, 3), trade(0, 4)]);
    expect(stats.tradeNumber).toBe(5);
    // Wins 4 and 6: 2 of 5. A flat 0 is a loss: losses -3, -2, 0, mean -5/3.
    expect(stats.winRate).toBeCloseTo(40, 12);
    expect(stats.avgWin).toBeCloseTo(5, 12);
    expect(stats.avgLoss).toBeCloseTo(-5 / 3, 12);
    // Sum 5 over 5 trades; sorted -3, -2, 0, 4, 6: the middle one is 0.
    expect(stats.avgReturn).toBeCloseTo(1, 12);
    expect(stats.medianReturn).toBe(0);
    // Deviations from 1: 3, 5, -4, -3, -1; squares sum to 9 + 25 + 16 + 9 + 1 = 60; 60 / 4 = 15.
    expect(stats.stdDev).toBeCloseTo(Math.sqrt(15), 12);
    // 1 / (sqrt 15 / sqrt 5) = 1 / sqrt 3.
    expect(stats.zScore).toBeCloseTo(1 / Math.sqrt(3), 12);
    // 0.4 x 5 + 0.6 x (-5/3) = 2 - 1.
    expect(stats.expectedReturn).toBeCloseTo(1, 12);
    // (1.01^84 - 1) x 100, about 130.7%.
    expect(stats.annualReturn).toBeCloseTo((1.01 ** 84 - 1) * 100, 9);
    expect(stats.annualReturn).toBeCloseTo(130.67, 1);
    // Equity 1.04, 1.1024 (the peak), then x 0.97 x 0.98 = 0.9506 of the peak: -4.94%, deeper than either loss.
    expect(stats.maxRisk).toBeCloseTo(-4.94, 10);
    // 1 / sqrt 15 x sqrt 84 = sqrt 5.6.
    expect(stats.sharpeRatio).toBeCloseTo(Math.sqrt(5.6), 12);
    // W 0.4, R = 5 / (5/3) = 3: 0.4 - 0.6 / 3 = 0.2.
    expect(stats.kelly).toBeCloseTo(0.2, 12);
  });

  it('MaxRisk depends on the order of the trades, nothing else does', () => {
    // Losses first: equity 0.97, 0.9506 (-4.94% from the starting 1), then it climbs to a new peak.
    const later = tradeStats([trade(-3, 5), trade(-2, 3), trade(0, 4), trade(4, 2), trade(6, 1)]);
    expect(later.maxRisk).toBeCloseTo(-4.94, 10);
    // A loss after the run-up: peak 1.1024, then 0.97: -3%.
    const once = tradeStats([trade(4, 2), trade(6, 1), trade(-3, 5)]);
    expect(once.maxRisk).toBeCloseTo(-3, 10);
  });

  it('one trade: no spread, so StdDev, Z_Score and SharpeRatio are 0', () => {
    const stats = tradeStats([trade(8, 4)]);
    expect([stats.tradeNumber, stats.winRate, stats.avgWin, stats.avgLoss]).toEqual([1, 100, 8, 0]);
    expect([stats.stdDev, stats.zScore, stats.sharpeRatio, stats.maxRisk]).toEqual([0, 0, 0, 0]);
    expect(stats.medianReturn).toBe(8);
    // 252 / 4 = 63 trades of 8% a year.
    expect(stats.annualReturn).toBeCloseTo((1.08 ** 63 - 1) * 100, 6);
    expect(stats.kelly).toBe(1);
  });

  it('no trades: every figure is 0', () => {
    expect(Object.values(tradeStats([])).every((v) => v === 0)).toBe(true);
  });

  it('a mean that loses everything annualises to -100', () => {
    // A short gapped against by 150%: the fractional power of a negative growth is undefined.
    expect(tradeStats([trade(-150, 2)]).annualReturn).toBe(-100);
    expect(tradeStats([trade(-150, 2)]).maxRisk).toBe(-100);
  });
});

describe('tradeStats, Kelly', () => {
  const kelly = (...returns: number[]) => tradeStats(returns.map((r) => trade(r, 1))).kelly;

  it('W - (1 - W) / R', () => {
    // W 2/3, R = 10 / 5 = 2: 2/3 - (1/3) / 2 = 1/2.
    expect(kelly(10, 10, -5)).toBeCloseTo(0.5, 12);
    // W 1/2, R = 12 / 4 = 3: 0.5 - 0.5 / 3 = 1/3.
    expect(kelly(12, -4)).toBeCloseTo(1 / 3, 12);
  });

  it('an even or negative edge bets nothing', () => {
    // W 1/2, R 1: 0.
    expect(kelly(10, -10)).toBeCloseTo(0, 12);
    // W 2/3, R = 1.5 / 10: 2/3 - (1/3) / 0.15 < 0, clamped to 0.
    expect(kelly(1, -10, 2)).toBe(0);
    expect(kelly(-1, -2)).toBe(0);
  });

  it('with no losses it is W', () => {
    expect(kelly(3, 5)).toBe(1);
    // The only "loss" is a flat 0: AvgLoss 0, R infinite, so W = 1/2.
    expect(kelly(5, 0)).toBeCloseTo(0.5, 12);
  });
});
