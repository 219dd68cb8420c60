import { describe, expect, it } from 'vitest';
import { maSpread } from './ma-spread.ts';
import { ema, sma, wilder, wma } from './moving-averages.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('sma', () => {
  it('averages the last N values, NaN during warm-up', () => {
    expectSeries(sma(f64([1, 2, 3, 4, 5]), 3), [N, N, 2, 3, 4]);
  });
  it('period 1 is the series itself', () => {
    expectSeries(sma(f64([4, 5, 6]), 1), [4, 5, 6]);
  });
  it('restarts its warm-up after a gap instead of staying NaN', () => {
    // [1,2] -> 1.5; the NaN breaks the run; [4,6] -> 5, [6,8] -> 7
    expectSeries(sma(f64([1, 2, NaN, 4, 6, 8]), 2), [N, 1.5, N, N, 5, 7]);
  });
  it('is all NaN when the series is shorter than the period', () => {
    expectSeries(sma(f64([1, 2]), 3), [N, N]);
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first N values, then alpha = 2/(N+1)', () => {
    const alpha = 2 / (3 + 1); // 0.5
    const seed = (2 + 4 + 6) / 3; // 4
    const e3 = seed + alpha * (8 - seed); // 6
    const e4 = e3 + alpha * (4 - e3); // 5
    expectSeries(ema(f64([2, 4, 6, 8, 4]), 3), [N, N, seed, e3, e4]);
  });
});

describe('wilder', () => {
  it('is seeded with the SMA, then avg = (prev*(N-1) + x)/N', () => {
    const seed = (2 + 4 + 6) / 3;
    const w3 = (seed * 2 + 8) / 3; // 16/3
    const w4 = (w3 * 2 + 4) / 3; // 44/9
    expectSeries(wilder(f64([2, 4, 6, 8, 4]), 3), [N, N, seed, w3, w4]);
  });
});

describe('wma', () => {
  it('weights the newest value N, the oldest 1, over N(N+1)/2', () => {
    const d = 6; // 1+2+3
    expectSeries(wma(f64([2, 4, 6, 8, 4]), 3), [
      N,
      N,
      (1 * 2 + 2 * 4 + 3 * 6) / d,
      (1 * 4 + 2 * 6 + 3 * 8) / d,
      (1 * 6 + 2 * 8 + 3 * 4) / d,
    ]);
  });
  it('the O(1) rolling update agrees with the direct sum on a long series', () => {
    const xs = Float64Array.from({ length: 500 }, (_, i) => 100 + 10 * Math.sin(i / 7) + (i % 5));
    const out = wma(xs, 10);
    let worst = 0;
    for (let t = 9; t < xs.length; t++) {
      let s = 0;
      for (let k = 1; k <= 10; k++) s += k * xs[t - 10 + k];
      worst = Math.max(worst, Math.abs(out[t] - s / 55));
    }
    expect(worst).toBeLessThan(1e-9);
  });
});

describe('maSpread', () => {
  it('is SMA(fast) - SMA(slow), defined once the longer one is', () => {
    // SMA(1) = x; SMA(3) of [1,2,3,4,8]: -,-,2,3,5
    expectSeries(maSpread(f64([1, 2, 3, 4, 8]), 1, 3), [N, N, 3 - 2, 4 - 3, 8 - 5]);
  });

  it('is 0 where the two averages are equal in exact arithmetic, though the divisions round apart', () => {
    // (1.79 + 1.75 + 1.77) / 3 = 1.77 and (0.1 + 0.7 + 0.4) / 3 = 0.4 exactly; in doubles they miss by an ulp or two
    expect(maSpread(f64([1.79, 1.75, 1.77]), 1, 3)[2]).toBe(0);
    expect(maSpread(f64([0.1, 0.7, 0.4]), 1, 3)[2]).toBe(0);
    // a real spread of a thousandth stays what it is: 1.768 - (1.767 + 1.766 + 1.768) / 3 = 0.001
    expect(maSpread(f64([1.767, 1.766, 1.768]), 1, 3)[2]).toBeCloseTo(0.001, 12);
  });
});
