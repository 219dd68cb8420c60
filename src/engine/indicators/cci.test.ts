import { describe, expect, it } from 'vitest';
import { cci } from './cci.ts';
import { meanDeviation } from './mean-deviation.ts';
import { sma } from './moving-averages.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('cci', () => {
  it('(TP - SMA(TP)) / (0.015 x mean deviation), worked by hand', () => {
    // TP = (H+L+C)/3: 9, 32/3, 28/3, 11
    const H = f64([10, 12, 11, 12]);
    const L = f64([8, 9, 8, 10]);
    const C = f64([9, 11, 9, 11]);
    const tp = [9, 32 / 3, 28 / 3, 11];
    const at = (t: number): number => {
      const w = tp.slice(t - 2, t + 1);
      const mean = (w[0] + w[1] + w[2]) / 3;
      const md = (Math.abs(w[0] - mean) + Math.abs(w[1] - mean) + Math.abs(w[2] - mean)) / 3;
      return (tp[t] - mean) / (0.015 * md);
    };
    // idx2: mean 29/3, deviations 2/3, 1, 1/3 -> md 2/3 -> (-1/3)/(0.01) = -33.33
    expect(at(2)).toBeCloseTo(-100 / 3, 9);
    expectSeries(cci(H, L, C, 3), [N, N, at(2), at(3)]);
  });
  it('is NaN on a flat window', () => {
    const x = f64([1, 1, 1, 1]);
    expectSeries(cci(x, x, x, 3), [N, N, N, N]);
  });
});

describe('meanDeviation', () => {
  it('the sorted-window path for long windows equals the direct loop', () => {
    const wavy = Float64Array.from({ length: 3000 }, (_, i) => 1000 + 50 * Math.sin(i / 17) + ((i * 7919) % 29) / 3);
    const trending = Float64Array.from({ length: 3000 }, (_, i) => 100 + i / 10);
    // Few distinct values: many ties with each other and with the center.
    const ties = Float64Array.from({ length: 3000 }, (_, i) => 100 + ((i * 7) % 5));
    for (const [xs, period] of [
      [wavy, 101],
      [wavy, 400],
      [trending, 150],
      [ties, 120],
    ] as const) {
      const center = sma(xs, period);
      const got = meanDeviation(xs, center, period);
      expect(got.subarray(0, period - 1).every(Number.isNaN)).toBe(true);
      let worst = 0;
      for (let t = period - 1; t < xs.length; t++) {
        let s = 0;
        for (let i = t - period + 1; i <= t; i++) s += Math.abs(xs[i] - center[t]);
        worst = Math.max(worst, Math.abs(got[t] - s / period));
      }
      expect(worst).toBeLessThan(1e-9);
    }
  });
});
