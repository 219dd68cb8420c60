import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('bollinger', () => {
  it('uses the population standard deviation (divide by N)', () => {
    // window [1,2,3]: mean 2, squared deviations 1+0+1, variance 2/3
    const sd2 = Math.sqrt(2 / 3);
    // window [2,3,5]: mean 10/3, squared deviations 16/9+1/9+25/9 = 42/9, variance 42/27
    const m3 = 10 / 3;
    const sd3 = Math.sqrt(42 / 27);
    const r = bollinger(f64([1, 2, 3, 5]), 3, 2);
    expectSeries(r.middle, [N, N, 2, m3]);
    expectSeries(r.upper, [N, N, 2 + 2 * sd2, m3 + 2 * sd3]);
    expectSeries(r.lower, [N, N, 2 - 2 * sd2, m3 - 2 * sd3]);
    // %B = (close - lower)/(upper - lower); bandwidth = (upper - lower)/middle x 100
    expectSeries(r.percentB, [N, N, (3 - (2 - 2 * sd2)) / (4 * sd2), (5 - (m3 - 2 * sd3)) / (4 * sd3)]);
    expectSeries(r.bandwidth, [N, N, ((4 * sd2) / 2) * 100, ((4 * sd3) / m3) * 100]);
  });
  it('the sliding update matches a fresh two-pass computation on a long series', () => {
    const xs = Float64Array.from({ length: 2000 }, (_, i) => 1500 + 30 * Math.sin(i / 11) + ((i * 7919) % 13));
    const r = bollinger(xs, 20, 2);
    let worst = 0;
    for (let t = 19; t < xs.length; t++) {
      const w = xs.subarray(t - 19, t + 1);
      const mean = w.reduce((s, x) => s + x, 0) / 20;
      const sd = Math.sqrt(w.reduce((s, x) => s + (x - mean) ** 2, 0) / 20);
      worst = Math.max(
        worst,
        Math.abs(r.upper[t] - (mean + 2 * sd)),
        Math.abs(r.bandwidth[t] - ((4 * sd) / mean) * 100),
      );
    }
    expect(worst).toBeLessThan(1e-9);
  });
  it('a flat window has zero width: %B is undefined, bandwidth 0', () => {
    const r = bollinger(f64([1, 3, 2, 2, 2]), 3, 2);
    expectSeries(r.percentB.subarray(4), [N]);
    expectSeries(r.bandwidth.subarray(4), [0]);
    expectSeries(r.upper.subarray(4), [2]);
  });
});
