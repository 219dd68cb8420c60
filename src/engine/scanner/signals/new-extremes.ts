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
