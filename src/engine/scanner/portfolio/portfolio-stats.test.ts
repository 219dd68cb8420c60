import { describe, expect, it } from 'vitest';
import { maxDrawdownPct, portfolioStats } from './portfolio-stats.ts';

describe('maxDrawdownPct', () => {
  it('measures the deepest fall from the running peak, starting at the capital', () => {
    // Peak 11,000, trough 9,900 after it: 9,900 / 11,000 - 1 = -10%.
    expect(maxDrawdownPct([10_000, 11_000, 9_900, 10_450, 12_000], 10_000)).toBeCloseTo(-10, 10);
    // Below the capital from the first day: 9,500 / 10,000 - 1 = -5%.
    expect(maxDrawdownPct([9_500, 9_800], 10_000)).toBeCloseTo(-5, 10);
    expect(maxDrawdownPct([10_000, 10_500], 10_000)).toBe(0);
  });
});

describe('portfolioStats', () => {
  const input = {
    capital: 10_000,
    returnsPct: [10, -5, 0, 3],
    equity: [10_000, 10_200, 9_996, 10_300],
    daysInMarket: 3,
    grossValueSum: 20_000,
    buyAndHold: 4,
  };

  it('summarises the trades by hand', () => {
    const s = portfolioStats(input);
    expect(s.totalTrades).toBe(4);
    // Mean (10 - 5 + 0 + 3) / 4 = 2; median of -5, 0, 3, 10 = (0 + 3) / 2 = 1.5.
    expect(s.averageReturn).toBeCloseTo(2, 12);
    expect(s.medianReturn).toBeCloseTo(1.5, 12);
    // Positive > 0: 10 and 3; a flat 0 counts as negative with -5.
    expect(s.totalPositive).toBe(2);
    expect(s.totalNegative).toBe(2);
    expect(s.winRate).toBeCloseTo(50, 12);
    expect(s.averageWin).toBeCloseTo(6.5, 12);
    expect(s.averageLoss).toBeCloseTo(-2.5, 12);
    // Deviations 8, -7, -2, 1; squares 64 + 49 + 4 + 1 = 118; 118 / 3 = 39.333; sd = 6.271629.
    expect(s.stdDev).toBeCloseTo(6.271629, 5);
    // z = 2 / (6.271629 / 2) = 0.637794.
    expect(s.zScore).toBeCloseTo(0.637794, 5);
  });

  it('reads the equity and day figures', () => {
    const s = portfolioStats(input);
    // 10,300 / 10,000 - 1 = 3%; the trough 9,996 after the peak 10,200: 9,996 / 10,200 - 1 = -2%.
    expect(s.totalReturn).toBeCloseTo(3, 10);
    expect(s.maxRisk).toBeCloseTo(-2, 10);
    // 3 of 4 days in the market; 20,000 / 4 days = 5,000.
    expect(s.timeInMarket).toBeCloseTo(75, 12);
    expect(s.averagePosition).toBeCloseTo(5_000, 12);
    expect(s.buyAndHold).toBe(4);
  });

  it('gives 0 for every trade figure without trades, never NaN', () => {
    const s = portfolioStats({ ...input, returnsPct: [], equity: [], daysInMarket: 0, grossValueSum: 0 });
    for (const value of Object.values(s)) expect(Number.isNaN(value)).toBe(false);
    expect(s.totalTrades).toBe(0);
    expect(s.totalReturn).toBe(0);
    expect(s.zScore).toBe(0);
    expect(s.stdDev).toBe(0);
  });
});
