import { describe, expect, it } from 'vitest';
import { popEstimate } from './pop.ts';

describe('popEstimate', () => {
  it('is N(d2) in percent with d2 = (ln(S / be) - iv^2 T / 2) / (iv sqrt T)', () => {
    // S = 100, be = 95, iv = 0.2, DTE = 30:
    //   T = 30 / 365 = 0.0821917808;  sqrt T = 0.2866910895;  iv sqrt T = 0.0573382179
    //   ln(100 / 95) = 0.0512932944;  iv^2 T / 2 = 0.04 x 0.0821917808 / 2 = 0.0016438356
    //   d2 = (0.0512932944 - 0.0016438356) / 0.0573382179 = 0.8659051603
    //   N(0.8659051603) = 0.8067289135 -> 80.67289135 %
    expect(popEstimate(100, 95, 0.2, 30)).toBeCloseTo(80.67289135, 6);
  });

  it('is N(-iv sqrt(T) / 2), a little under 50%, when the break-even is the close', () => {
    // S = be = 100, iv = 0.2, DTE = 30: ln 1 = 0, so d2 = -(iv^2 T / 2) / (iv sqrt T) = -iv sqrt(T) / 2
    //   = -0.0573382179 / 2 = -0.0286691090;  N(-0.0286691090) = 0.4885642469 -> 48.85642469 %
    expect(popEstimate(100, 100, 0.2, 30)).toBeCloseTo(48.85642469, 6);
  });

  it('rises as the break-even falls and falls as volatility rises', () => {
    expect(popEstimate(100, 90, 0.2, 30)).toBeGreaterThan(popEstimate(100, 95, 0.2, 30));
    expect(popEstimate(100, 95, 0.4, 30)).toBeLessThan(popEstimate(100, 95, 0.2, 30));
  });

  it('is 100 for a break-even at or below 0 and NaN for inputs that are not positive', () => {
    expect(popEstimate(100, 0, 0.2, 30)).toBe(100);
    expect(popEstimate(100, -1, 0.2, 30)).toBe(100);
    expect(popEstimate(0, 95, 0.2, 30)).toBeNaN();
    expect(popEstimate(100, 95, 0, 30)).toBeNaN();
    expect(popEstimate(100, 95, 0.2, 0)).toBeNaN();
    expect(popEstimate(100, NaN, 0.2, 30)).toBeNaN();
  });
});
