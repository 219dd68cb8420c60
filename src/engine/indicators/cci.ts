import { meanDeviation } from './mean-deviation.ts';
import { sma } from './moving-averages.ts';
import { equalRuns, nanArray } from './numeric.ts';
import { typicalPrice } from './typical-price.ts';

/** Lambert's constant: it puts roughly three quarters of CCI values between -100 and +100. */
const LAMBERT = 0.015;

/** Commodity Channel Index = (TP - SMA(TP)) / (0.015 x mean deviation of TP), TP the typical price; NaN on a flat window. */
export function cci(high: Float64Array, low: Float64Array, close: Float64Array, period: number): Float64Array {
  const tp = typicalPrice(high, low, close);
  const mean = sma(tp, period);
  const deviation = meanDeviation(tp, mean, period);
  const flat = equalRuns(tp);
  const out = nanArray(tp.length);
  for (let t = 0; t < tp.length; t++) {
    if (flat[t] < period && deviation[t] > 0) out[t] = (tp[t] - mean[t]) / (LAMBERT * deviation[t]);
  }
  return out;
}
