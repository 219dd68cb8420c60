import { nanArray } from './numeric.ts';

/**
 * Relative Strength Index with Wilder smoothing (TA-Lib): the first average gain/loss is the simple mean of the first
 * `period` changes, so the first value is at bar `period`; then avg = avg + (x - avg) / period. RSI =
 * 100 * gain / (gain + loss): 100 when there were no losses, NaN when the price did not move at all. A change that
 * cannot be computed (a gap) gives NaN on its bar and leaves the averages as they were, like every Wilder average
 * here. One pass, no intermediate arrays: RSI sits inside parameter grids.
 */
export function rsi(values: Float64Array, period: number): Float64Array {
  return rsiFrom(values, period, 0);
}

/** rsi(values, period) on bars from..values.length-1 only (index 0 is bar `from`), each value the full series' to the bit. */
export function rsiFrom(values: Float64Array, period: number, from: number): Float64Array {
  const n = values.length;
  const out = nanArray(Math.max(0, n - from));
  let seen = 0;
  let gainSum = 0;
  let lossSum = 0;
  let avgGain = 0;
  let avgLoss = 0;
  for (let t = 1; t < n; t++) {
    const change = values[t] - values[t - 1];
    if (Number.isNaN(change)) continue;
    const gain = change > 0 ? change : 0;
    const loss = change < 0 ? -change : 0;
    if (seen < period) {
      gainSum += gain;
      lossSum += loss;
      if (++seen < period) continue;
      avgGain = gainSum / period;
      avgLoss = lossSum / period;
    } else {
      avgGain += (gain - avgGain) / period;
      avgLoss += (loss - avgLoss) / period;
    }
    if (t >= from) out[t - from] = (100 * avgGain) / (avgGain + avgLoss);
  }
  return out;
}
