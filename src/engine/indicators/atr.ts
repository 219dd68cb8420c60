import { wilder } from './moving-averages.ts';
import { nanArray } from './numeric.ts';

/** max(high - low, |high - prev close|, |low - prev close|); NaN on the first bar, which has no previous close (TA-Lib). */
export function trueRange(high: Float64Array, low: Float64Array, close: Float64Array): Float64Array {
  const out = nanArray(close.length);
  for (let t = 1; t < close.length; t++) {
    const prev = close[t - 1];
    out[t] = Math.max(high[t] - low[t], Math.abs(high[t] - prev), Math.abs(low[t] - prev));
  }
  return out;
}

/** Average True Range: Wilder-smoothed true range; the first value, at bar `period`, is the mean of TR[1..period]. */
export function atr(high: Float64Array, low: Float64Array, close: Float64Array, period: number): Float64Array {
  return wilder(trueRange(high, low, close), period);
}
