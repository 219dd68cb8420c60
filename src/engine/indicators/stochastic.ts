import { sma } from './moving-averages.ts';
import { nanArray } from './numeric.ts';
import { highest, lowest } from './rolling-extremes.ts';

/** Raw (fast) %K = 100 * (close - LL) / (HH - LL) over the last `period` bars; NaN when the range is zero. */
function rawK(high: Float64Array, low: Float64Array, close: Float64Array, period: number): Float64Array {
  const hh = highest(high, period);
  const ll = lowest(low, period);
  const out = nanArray(close.length);
  for (let t = 0; t < close.length; t++) {
    const range = hh[t] - ll[t];
    if (range > 0) out[t] = (100 * (close[t] - ll[t])) / range;
  }
  return out;
}

/** %K(period, smoothing) = SMA(smoothing) of raw %K; smoothing 1 is the raw (fast) %K, 3 the usual slow %K. */
export function stochasticK(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  smoothing: number,
): Float64Array {
  const raw = rawK(high, low, close, period);
  return smoothing === 1 ? raw : sma(raw, smoothing);
}

/** %D(period, smoothing, dPeriod) = SMA(dPeriod) of %K(period, smoothing). */
export function stochasticD(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  smoothing: number,
  dPeriod: number,
): Float64Array {
  return sma(stochasticK(high, low, close, period, smoothing), dPeriod);
}
