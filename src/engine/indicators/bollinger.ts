import { equalRuns, nanArray } from './numeric.ts';

export interface BollingerResult {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
  /** (close - lower) / (upper - lower): 0 at the lower band, 1 at the upper band. */
  readonly percentB: Float64Array;
  /** (upper - lower) / middle x 100, in percent of the middle band (StockCharts' BandWidth). */
  readonly bandwidth: Float64Array;
}

/** Bollinger Bands: SMA(period) +- deviations x POPULATION standard deviation of the same window. */
export function bollinger(values: Float64Array, period: number, deviations: number): BollingerResult {
  const n = values.length;
  const middle = nanArray(n);
  const upper = nanArray(n);
  const lower = nanArray(n);
  const percentB = nanArray(n);
  const bandwidth = nanArray(n);
  const flat = equalRuns(values);
  let run = 0;
  let mean = 0;
  let m2 = 0;
  for (let t = 0; t < n; t++) {
    const x = values[t];
    if (!Number.isFinite(x)) {
      run = 0;
      continue;
    }
    run++;
    if (run < period) continue;
    if (run === period) {
      mean = 0;
      for (let i = t - period + 1; i <= t; i++) mean += values[i];
      mean /= period;
      m2 = 0;
      for (let i = t - period + 1; i <= t; i++) m2 += (values[i] - mean) ** 2;
    } else {
      // Welford's update for a sliding window (one value in, one out): unlike sum-of-squares minus squared sum it
      // does not cancel catastrophically when prices are large and the band is narrow.
      const old = values[t - period];
      const prevMean = mean;
      mean += (x - old) / period;
      m2 += (x - old) * (x - mean + old - prevMean);
    }
    const std = flat[t] >= period ? 0 : Math.sqrt(Math.max(m2, 0) / period);
    const width = 2 * deviations * std;
    middle[t] = mean;
    upper[t] = mean + deviations * std;
    lower[t] = mean - deviations * std;
    if (width > 0) percentB[t] = (x - lower[t]) / width;
    if (mean !== 0) bandwidth[t] = (width / mean) * 100;
  }
  return { middle, upper, lower, percentB, bandwidth };
}
