import { describe, expect, it } from 'vitest';
import { sharesToOpen, sizingFraction } from './sizing.ts';
import { pick } from './test-fixtures.ts';

describe('sizingFraction', () => {
  it("uses the pick's Kelly under Kelly, clamped to 0..1, and the ratio otherwise", () => {
    expect(sizingFraction(pick({ symbol: 'A', day: 1, close: 1, stats: { kelly: 0.35 } }), 'Kelly')).toBe(0.35);
    expect(sizingFraction(pick({ symbol: 'A', day: 1, close: 1, stats: { kelly: 1.4 } }), 'Kelly')).toBe(1);
    expect(sizingFraction(pick({ symbol: 'A', day: 1, close: 1, stats: { kelly: -0.2 } }), 'Kelly')).toBe(0);
    expect(sizingFraction(pick({ symbol: 'A', day: 1, close: 1, stats: { kelly: NaN } }), 'Kelly')).toBe(0);
    expect(sizingFraction(pick({ symbol: 'A', day: 1, close: 1, stats: { kelly: 0 } }), 0.6)).toBe(0.6);
  });
});

describe('sharesToOpen', () => {
  const base = { fraction: 0.5, equity: 10_000, sideShare: 1, sideValue: 0, price: 40, commission: 0 };

  it('buys the whole shares of fraction x equity', () => {
    // 0.5 x 10,000 = 5,000; 5,000 / 40 = 125.
    expect(sharesToOpen(base)).toBe(125);
    // 5,000 / 30 = 166.67 -> 166.
    expect(sharesToOpen({ ...base, price: 30 })).toBe(166);
    // 0.11 x 10,000 / 1.1 is 1,000 on paper, 999.9999999999999 in floating point: still 1,000.
    expect(sharesToOpen({ ...base, fraction: 0.11, price: 1.1 })).toBe(1000);
  });

  it('cuts the budget to the room left on the side', () => {
    // Room 0.7 x 10,000 - 6,000 = 1,000 < 5,000: 1,000 / 40 = 25.
    expect(sharesToOpen({ ...base, sideShare: 0.7, sideValue: 6_000 })).toBe(25);
    expect(sharesToOpen({ ...base, sideShare: 0.7, sideValue: 7_000 })).toBe(0);
    expect(sharesToOpen({ ...base, sideShare: 0, sideValue: 0 })).toBe(0);
  });

  it('pays the entry commission out of the budget', () => {
    // 5,000 / (40 x 1.01) = 123.76 -> 123 (123 x 40 = 4,920 plus 49.20 commission = 4,969.20 <= 5,000).
    expect(sharesToOpen({ ...base, commission: 0.01 })).toBe(123);
  });

  it('buys nothing when one share costs more than the budget', () => {
    expect(sharesToOpen({ ...base, price: 6_000 })).toBe(0);
  });
});
