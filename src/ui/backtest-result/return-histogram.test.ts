import { describe, expect, it } from 'vitest';
import { niceStep, returnHistogram } from './return-histogram.ts';

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(1.875)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(0.1)).toBe(0.1);
    expect(niceStep(0.3)).toBeCloseTo(0.5, 12);
    expect(niceStep(40)).toBe(50);
  });
});

describe('returnHistogram', () => {
  it('bins by a nice width with edges on its multiples', () => {
    // Range -3..4.5 over 4 bins is 1.875 wide, rounded up to 2; edges on multiples of 2 start at -4.
    expect(returnHistogram([-3, -1, 0.5, 2, 4.5], 4)).toEqual([
      { from: -4, to: -2, count: 1 },
      { from: -2, to: 0, count: 1 },
      { from: 0, to: 2, count: 1 },
      { from: 2, to: 4, count: 1 },
      { from: 4, to: 6, count: 1 },
    ]);
  });

  it('counts a value on an edge in the bin it opens, and keeps 0 between losses and gains', () => {
    // Range -2..6 over 4 bins is exactly 2 wide; 0, 2 and 6 sit on edges.
    expect(returnHistogram([-2, -0.5, 0, 2, 2, 3.9, 6], 4)).toEqual([
      { from: -2, to: 0, count: 2 },
      { from: 0, to: 2, count: 1 },
      { from: 2, to: 4, count: 3 },
      { from: 4, to: 6, count: 0 },
      { from: 6, to: 8, count: 1 },
    ]);
  });

  it('keeps decimal edges exact', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floating point: 0.3 must still open the third bin.
    expect(returnHistogram([0.1, 0.2, 0.3], 2)).toEqual([
      { from: 0.1, to: 0.2, count: 1 },
      { from: 0.2, to: 0.3, count: 1 },
      { from: 0.3, to: 0.4, count: 1 },
    ]);
  });

  it('picks the bin count by Sturges when none is given', () => {
    // 8 returns: 1 + log2(8) = 4 bins over 0..8, width 2.
    const bins = returnHistogram([0, 1, 2, 3, 4, 5, 6, 7.9]);
    expect(bins.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 2, 2],
      [2, 4, 2],
      [4, 6, 2],
      [6, 8, 2],
    ]);
  });

  it('gives one bin of width 1 when every return is the same, and none without returns', () => {
    expect(returnHistogram([3, 3, 3])).toEqual([{ from: 3, to: 4, count: 3 }]);
    expect(returnHistogram([-0.5])).toEqual([{ from: -1, to: 0, count: 1 }]);
    expect(returnHistogram([])).toEqual([]);
    expect(returnHistogram([Number.NaN, Number.POSITIVE_INFINITY])).toEqual([]);
  });

  it('counts every return once', () => {
    const returns = Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 12.345);
    const bins = returnHistogram(returns);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(1000);
    expect(bins.length).toBeLessThanOrEqual(22);
  });
});
