import { nanArray } from './numeric.ts';
import { highest, lowest } from './rolling-extremes.ts';

/** Williams %R = -100 * (HH - close) / (HH - LL) over the last `period` bars: 0 at the high, -100 at the low. */
export function williamsR(high: Float64Array, low: Float64Array, close: Float64Array, period: number): Float64Array {
  const hh = highest(high, period);
  const ll = lowest(low, period);
  const out = nanArray(close.length);
  for (let t = 0; t < close.length; t++) {
    const range = hh[t] - ll[t];
    if (range > 0) out[t] = (-100 * (hh[t] - close[t])) / range;
  }
  return out;
}
