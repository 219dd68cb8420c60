import { highest, lowest } from '../../indicators/rolling-extremes.ts';

/*
 * "New high / new low" against the previous `lookback` closes, today's excluded: the extreme of close[t-lookback ..
 * t-1] is the rolling extreme ending on the previous bar. Strict: equalling the old extreme is not a new one. The first
 * possible bar is t = lookback, and a NaN in the window leaves the bar undefined (no fire), as the rolling extremes do.
 */

/** 1 where the close is above the highest close of the previous `lookback` bars. */
export function newHighs(close: Float64Array, lookback: number): Uint8Array {
  const out = new Uint8Array(close.length);
  const high = highest(close, lookback);
  for (let t = 1; t < close.length; t++) if (close[t] > high[t - 1]) out[t] = 1;
  return out;
}

/** 1 where the close is below the lowest close of the previous `lookback` bars. */
export function newLows(close: Float64Array, lookback: number): Uint8Array {
  const out = new Uint8Array(close.length);
  const low = lowest(close, lookback);
  for (let t = 1; t < close.length; t++) if (close[t] < low[t - 1]) out[t] = 1;
  return out;
}

/*
 * One window's extreme, for a scan of one bar: the rolling extremes' value at `end`, found by reading the window.
 * Math.max/min give the same number whatever the order of the values (NaN when one is NaN), so reading the window
 * directly is exactly the blocked algorithm's answer.
 */

/** Highest of x[end-n+1 .. end]; NaN when the window reaches before bar 0 or holds a NaN. */
export function highestEnding(x: Float64Array, end: number, n: number): number {
  if (end - n + 1 < 0) return NaN;
  let m = x[end];
  for (let i = end - n + 1; i < end; i++) m = Math.max(m, x[i]);
  return m;
}

/** Lowest of x[end-n+1 .. end]; NaN when the window reaches before bar 0 or holds a NaN. */
export function lowestEnding(x: Float64Array, end: number, n: number): number {
  if (end - n + 1 < 0) return NaN;
  let m = x[end];
  for (let i = end - n + 1; i < end; i++) m = Math.min(m, x[i]);
  return m;
}

/** newHighs(close, lookback)[t] === 1, reading only the window before t. */
export function newHighOn(close: Float64Array, lookback: number, t: number): boolean {
  return t >= 1 && close[t] > highestEnding(close, t - 1, lookback);
}

/** newLows(close, lookback)[t] === 1, reading only the window before t. */
export function newLowOn(close: Float64Array, lookback: number, t: number): boolean {
  return t >= 1 && close[t] < lowestEnding(close, t - 1, lookback);
}
