import type { Bars } from '../series/bars.ts';

/** Test and bench only: daily bars of closes alone (open, high and low equal the close), as internals read them. */
export function closeBars(time: readonly number[], close: readonly number[], volume: readonly number[]): Bars {
  const c = Float64Array.from(close);
  return {
    time: Float64Array.from(time),
    open: c,
    high: c,
    low: c,
    close: c,
    volume: Float64Array.from(volume),
    columns: {},
  };
}
