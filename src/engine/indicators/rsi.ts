import { wilder } from './moving-averages.ts';
import { nanArray } from './numeric.ts';

/**
 * Relative Strength Index with Wilder smoothing (TA-Lib): the first average gain/loss is the simple mean of the first
 * `period` changes, so the first value is at bar `period`. RSI = 100 * gain / (gain + loss): 100 when there were no
 * losses, NaN when the price did not move at all.
 */
export function rsi(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const gains = nanArray(n);
  const losses = nanArray(n);
  for (let t = 1; t < n; t++) {
    const change = values[t] - values[t - 1];
    if (Number.isNaN(change)) continue;
    gains[t] = change > 0 ? change : 0;
    losses[t] = change < 0 ? -change : 0;
  }
  const avgGain = wilder(gains, period);
  const avgLoss = wilder(losses, period);
  const out = nanArray(n);
  for (let t = 0; t < n; t++) out[t] = (100 * avgGain[t]) / (avgGain[t] + avgLoss[t]);
  return out;
}
