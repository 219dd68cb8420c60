import { describe, expect, it } from 'vitest';
import { pearson } from '../correlation/pearson.ts';
import { randomWalk } from './test-series.ts';
import { windowCorrelations } from './window-correlations.ts';

describe('windowCorrelations', () => {
  it('is Pearson r of each window, computed directly, from `from` on', () => {
    const close = randomWalk(400, 7);
    const template = randomWalk(25, 99, 50);
    const from = 30;
    const r = windowCorrelations(close, template, from);
    expect(r.length).toBe(400 - 25 + 1);
    for (let s = 0; s < r.length; s++) {
      if (s < from) expect(r[s]).toBeNaN();
      else expect(Math.abs(r[s] - pearson(close.subarray(s, s + 25), template)), `window ${s}`).toBeLessThan(1e-12);
    }
  });

  it('hand-worked: template 1,2,3,4 against closes 2,4,5,9,9', () => {
    // Window 0 (2,4,5,9): r = 11 / sqrt(5 x 26) (see pearson.test.ts). Window 1 (4,5,9,9): deviations from 6.75 are
    // -2.75,-1.75,2.25,2.25, so Sxy = 4.125 + 0.875 + 1.125 + 3.375 = 9.5, Syy = 7.5625 + 3.0625 + 2 x 5.0625 = 20.75.
    const r = windowCorrelations(Float64Array.from([2, 4, 5, 9, 9]), [1, 2, 3, 4], 0);
    expect(r[0]).toBeCloseTo(11 / Math.sqrt(130), 14);
    expect(r[1]).toBeCloseTo(9.5 / Math.sqrt(5 * 20.75), 14);
  });

  it('is exactly +-1 for a scaled copy, even at a high price level with small moves', () => {
    const template = [3, 1, 4, 1, 5, 9, 2, 6];
    const copy = Float64Array.from(template, (v) => 1e6 + 0.01 * v);
    expect(windowCorrelations(copy, template, 0)[0]).toBeCloseTo(1, 10);
    const inverted = Float64Array.from(template, (v) => 50 - 2 * v);
    expect(windowCorrelations(inverted, template, 0)[0]).toBeCloseTo(-1, 14);
  });

  it('keeps its precision on a high level with tiny moves, and behind an outlying first close', () => {
    const calm = randomWalk(300, 12).map((v) => 1e4 + v * 1e-4);
    const template = randomWalk(40, 13);
    const r = windowCorrelations(calm, template, 0);
    for (let s = 0; s < r.length; s++)
      expect(Math.abs(r[s] - pearson(calm.subarray(s, s + 40), template))).toBeLessThan(1e-9);
    const outlier = Float64Array.from([1000, ...Array.from({ length: 39 }, (_, i) => 100 + Math.sin(i) * 1e-3)]);
    expect(windowCorrelations(outlier, template, 0)[0]).toBeCloseTo(pearson(outlier, template), 12);
  });

  it('is NaN for flat windows, windows with a missing close, and a flat template', () => {
    const close = Float64Array.from([5, 5, 5, 5, 6, NaN, 7, 8, 9]);
    const r = windowCorrelations(close, [1, 2, 3], 0);
    expect(r[0]).toBeNaN(); // 5,5,5
    expect(r[1]).toBeNaN();
    expect(r[2]).toBeCloseTo(pearson([5, 5, 6], [1, 2, 3]), 14);
    expect(r[3]).toBeNaN(); // 5,6,NaN
    expect(r[4]).toBeNaN();
    expect(r[5]).toBeNaN();
    expect(r[6]).toBeCloseTo(1, 14); // 7,8,9
    expect(Array.from(windowCorrelations(close, [2, 2, 2], 0)).every(Number.isNaN)).toBe(true);
  });

  it('is empty when the template is longer than the closes', () => {
    expect(windowCorrelations(Float64Array.from([1, 2]), [1, 2, 3], 0).length).toBe(0);
  });
});
