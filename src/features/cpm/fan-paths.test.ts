import { describe, expect, it } from 'vitest';
import { fanRows, pathValue, quantile } from './fan-paths.ts';

describe('fan of the paths after the matches', () => {
  it('interpolates quantiles between ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    // rank (4 - 1) x 0.75 = 2.25: a quarter of the way from 30 to 40.
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('puts each path at 100 on its match’s last close', () => {
    const path = { window: [50, 40], after: [44, 30] };
    expect(pathValue(path, 0)).toBe(100);
    expect(pathValue(path, 1)).toBeCloseTo(110, 12);
    expect(pathValue(path, 2)).toBeCloseTo(75, 12);
    expect(pathValue(path, 3)).toBeNull();
  });

  it('takes median, quartiles and extremes bar by bar over the paths that reach it', () => {
    const paths = [
      { window: [9, 10], after: [11, 12] }, // 110, 120
      { window: [20], after: [18, 16] }, // 90, 80
      { window: [5, 4], after: [5] }, // 125, then nothing
    ];
    const rows = fanRows(paths, 5);
    expect(rows).toHaveLength(3); // bars 0, 1, 2: no path reaches bar 3
    expect(rows[0]).toEqual({ bar: 0, count: 3, median: 100, p25: 100, p75: 100, low: 100, high: 100 });
    // Bar 1: 90, 110 and 125; the quartiles sit halfway between neighbours (ranks 0.5 and 1.5).
    const close = (row: object, want: Record<string, number>) =>
      Object.entries(want).forEach(([key, value]) => expect(row[key as keyof typeof row]).toBeCloseTo(value, 9));
    close(rows[1], { bar: 1, count: 3, median: 110, p25: 100, p75: 117.5, low: 90, high: 125 });
    // Bar 2: 80 and 120 only.
    close(rows[2], { bar: 2, count: 2, median: 100, low: 80, high: 120 });
  });
});
