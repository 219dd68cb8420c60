import { describe, expect, it } from 'vitest';
import { pearson } from './pearson.ts';

describe('pearson', () => {
  it('matches a hand-worked r', () => {
    // x = 1..4 (mean 2.5), y = 2,4,5,9 (mean 5): deviations -1.5,-0.5,0.5,1.5 and -3,-1,0,4;
    // Sxy = 4.5 + 0.5 + 0 + 6 = 11, Sxx = 5, Syy = 9 + 1 + 0 + 16 = 26, so r = 11 / sqrt(130) = 0.96476...
    expect(pearson([1, 2, 3, 4], [2, 4, 5, 9])).toBeCloseTo(11 / Math.sqrt(130), 15);
    expect(pearson([2, 4, 5, 9], [1, 2, 3, 4])).toBeCloseTo(11 / Math.sqrt(130), 15);
  });

  it('is +-1 (to rounding) for exact linear relations, and never outside [-1, 1]', () => {
    expect(pearson([1, 2, 3, 4], [3, 5, 7, 9])).toBeCloseTo(1, 15);
    expect(pearson([1, 2, 3, 4], [-0.1, -0.2, -0.3, -0.4])).toBeCloseTo(-1, 15);
    const x = Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 0.3 + 0.1);
    expect(Math.abs(pearson(x, x))).toBeLessThanOrEqual(1);
  });

  it('does not lose precision on large levels with small moves (two-pass)', () => {
    // Shifting either series does not change r. At 1e8 the sums of squares (~4e16) are past 2^53, so a
    // sum-of-squares formula would round away the deviations; the values themselves are exact integers.
    const x = [1, 2, 3, 4].map((v) => v + 1e8);
    const y = [2, 4, 5, 9].map((v) => v + 1e8);
    expect(pearson(x, y)).toBeCloseTo(11 / Math.sqrt(130), 15);
  });

  it('is NaN for a constant series or fewer than 2 points', () => {
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toBeNaN();
    expect(pearson([1, 2, 3], [7, 7, 7])).toBeNaN();
    expect(pearson([1], [2])).toBeNaN();
    expect(pearson([], [])).toBeNaN();
  });

  it('is NaN when a value is not finite', () => {
    expect(pearson([1, NaN, 3], [1, 2, 3])).toBeNaN();
    expect(pearson([1, 2, Infinity], [1, 2, 3])).toBeNaN();
  });

  it('rejects series of different lengths', () => {
    expect(() => pearson([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});
