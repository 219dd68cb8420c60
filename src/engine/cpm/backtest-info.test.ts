import { describe, expect, it } from 'vitest';
import { summarizeReturns } from './backtest-info.ts';

describe('summarizeReturns', () => {
  it('hand-worked: 5, 0, -3, 2 (a flat trade counts as negative)', () => {
    const s = summarizeReturns([5, 0, -3, 2]);
    // 1.05 x 1 x 0.97 x 1.02 = 1.03887; sorted -3, 0, 2, 5 has middle values 0 and 2.
    expect(s.totalReturn).toBeCloseTo(3.887, 12);
    expect(s.medianReturn).toBe(1);
    expect(s.averageReturn).toBe(1);
    expect(s.winRate).toBe(50);
    expect(s.averageWin).toBe(3.5);
    expect(s.averageLoss).toBe(-1.5); // (0 + -3) / 2
    expect([s.totalTrades, s.totalPositive, s.totalNegative]).toEqual([4, 2, 2]);
  });

  it('an odd count takes the middle value; no losses give an average loss of 0', () => {
    const s = summarizeReturns([4, 1, 10]);
    expect(s.medianReturn).toBe(4);
    expect(s.averageLoss).toBe(0);
    expect(s.winRate).toBe(100);
    expect(s.totalReturn).toBeCloseTo((1.04 * 1.01 * 1.1 - 1) * 100, 12);
  });

  it('a total loss compounds to -100%', () => {
    expect(summarizeReturns([50, -100, 20]).totalReturn).toBe(-100);
  });
});
