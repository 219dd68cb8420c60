import { expect } from 'vitest';
import type { Bars } from '../series/bars.ts';

/** Test-only: builds Bars from plain arrays (time is the bar index, volume 1 unless given). */
export function makeBars(o: {
  high: number[];
  low: number[];
  close: number[];
  open?: number[];
  volume?: number[];
}): Bars {
  const n = o.close.length;
  return {
    time: Float64Array.from({ length: n }, (_, i) => i),
    open: Float64Array.from(o.open ?? o.close),
    high: Float64Array.from(o.high),
    low: Float64Array.from(o.low),
    close: Float64Array.from(o.close),
    volume: Float64Array.from(o.volume ?? new Array<number>(n).fill(1)),
    columns: {},
  };
}

export const f64 = (xs: number[]): Float64Array => Float64Array.from(xs);

/** Test-only: same length, NaN exactly where expected is NaN, and equal to 1e-9 elsewhere. */
export function expectSeries(actual: Float64Array, expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => {
    if (Number.isNaN(e)) expect(actual[i], `index ${i}`).toBeNaN();
    else
      expect(Math.abs(actual[i] - e), `index ${i}: ${actual[i]} vs ${e}`).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Math.abs(e)),
      );
  });
}
