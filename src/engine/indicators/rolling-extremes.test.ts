import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { highest, lowest } from './rolling-extremes.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);

function bruteForce(x: Float64Array, n: number, pick: (v: number[]) => number): number[] {
  return Array.from(x, (_, t) => {
    if (t < n - 1) return NaN;
    const w = Array.from(x.subarray(t - n + 1, t + 1));
    return w.some(Number.isNaN) ? NaN : pick(w);
  });
}

describe('highest / lowest', () => {
  it('by hand: windows of 3 over [1,3,2,5,4]', () => {
    expect(Array.from(highest(f64(1, 3, 2, 5, 4), 3))).toEqual([NaN, NaN, 3, 5, 5]);
    expect(Array.from(lowest(f64(1, 3, 2, 5, 4), 3))).toEqual([NaN, NaN, 1, 2, 2]);
  });

  it('a NaN in the window makes it undefined', () => {
    expect(Array.from(highest(f64(1, NaN, 2, 5, 4), 2))).toEqual([NaN, NaN, NaN, 5, 5]);
  });

  it('a window longer than the series or an invalid period is undefined everywhere', () => {
    expect(Array.from(highest(f64(1, 2), 3))).toEqual([NaN, NaN]);
    expect(Array.from(lowest(f64(1, 2), 0))).toEqual([NaN, NaN]);
  });

  it('matches a brute force on random series with gaps and ties', () => {
    const rnd = seededRandom(7);
    for (let trial = 0; trial < 50; trial++) {
      const x = Float64Array.from({ length: 80 }, () => (rnd() < 0.05 ? NaN : Math.floor(rnd() * 6)));
      const n = 1 + Math.floor(rnd() * 10);
      expect(Array.from(highest(x, n))).toEqual(bruteForce(x, n, (w) => Math.max(...w)));
      expect(Array.from(lowest(x, n))).toEqual(bruteForce(x, n, (w) => Math.min(...w)));
    }
  });
});
