import { describe, expect, it } from 'vitest';
import { payoffRange, shortPutBreakEven, shortPutPayoffCurve, shortPutProfit } from './put-payoff.ts';

// A put struck at 95 sold for 1.25 a share: 125 dollars a contract.
const put = { strike: 95, credit: 125 };

describe('the payoff of a sold put at expiry, per contract', () => {
  it('keeps the whole credit at or above the strike', () => {
    expect(shortPutProfit(put, 95)).toBe(125);
    expect(shortPutProfit(put, 100)).toBe(125);
    expect(shortPutProfit(put, 1000)).toBe(125);
  });

  it('loses 100 dollars for each dollar below the strike, past the credit', () => {
    // 94: 125 − 100 × 1 = 25; 93.75 (break-even): 0; 90: 125 − 500 = −375; 0: 125 − 9,500 = −9,375.
    expect(shortPutProfit(put, 94)).toBeCloseTo(25, 9);
    expect(shortPutProfit(put, 93.75)).toBeCloseTo(0, 9);
    expect(shortPutProfit(put, 90)).toBeCloseTo(-375, 9);
    expect(shortPutProfit(put, 0)).toBeCloseTo(-9375, 9);
  });

  it('breaks even at strike − premium per share', () => {
    expect(shortPutBreakEven(put)).toBeCloseTo(93.75, 9);
    expect(shortPutBreakEven({ strike: 400, credit: 512 })).toBeCloseTo(394.88, 9);
  });

  it('draws the curve through the strike and the break-even, in price order', () => {
    const curve = shortPutPayoffCurve(put, 80, 110, 6);
    expect(curve.map((p) => p.price)).toEqual([80, 85, 90, 93.75, 95, 100, 105, 110]);
    expect(curve.map((p) => p.profit)).toEqual([-1375, -875, -375, 0, 125, 125, 125, 125]);
  });

  it('spans from below the break-even to above the strike and the current price, never below zero', () => {
    const { from, to } = payoffRange(put, 100);
    expect(from).toBeLessThan(93.75);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThan(100);
    expect(payoffRange({ strike: 1, credit: 90 }, 1.2).from).toBe(0);
  });
});
