import type { MovingAverageType } from './types.ts';
import { isPeriod, undefinedSeries } from './util.ts';

/**
 * Simple moving average of x[t-n+1..t]; NaN while the window reaches before the first defined value or holds a NaN.
 * Leading NaNs are therefore skipped: the first value is on the bar of the n-th defined value. The rolling sum carries
 * its rounding error (Knuth's TwoSum, branch-free) so that adding and removing values over 25,000 bars does not drift
 * enough to flip a comparison of a series against its own average.
 */
export function sma(x: Float64Array, n: number): Float64Array {
  const len = x.length;
  const out = undefinedSeries(len);
  if (!isPeriod(n)) return out;
  let sum = 0;
  let err = 0;
  let nans = 0;
  for (let t = 0; t < len; t++) {
    let add = x[t];
    if (add !== add) {
      nans++;
      add = 0;
    }
    let s = sum + add;
    let back = s - sum;
    err += sum - (s - back) + (add - back);
    sum = s;
    if (t >= n) {
      let sub = -x[t - n];
      if (sub !== sub) {
        nans--;
        sub = 0;
      }
      s = sum + sub;
      back = s - sum;
      err += sum - (s - back) + (sub - back);
      sum = s;
    }
    if (t >= n - 1 && nans === 0) out[t] = (sum + err) / n;
  }
  return out;
}

/**
 * Exponential moving average, alpha = 2/(n+1), seeded with the SMA of the first n defined values (NaN until then).
 * A NaN after the seed gives NaN on that bar and leaves the state untouched: an EMA has unbounded memory, so a gap
 * skips a bar instead of restarting a warm-up.
 */
export function ema(x: Float64Array, n: number): Float64Array {
  const len = x.length;
  const out = undefinedSeries(len);
  if (!isPeriod(n)) return out;
  const alpha = 2 / (n + 1);
  let seen = 0;
  let seedSum = 0;
  let value = NaN;
  for (let t = 0; t < len; t++) {
    const v = x[t];
    if (Number.isNaN(v)) continue;
    if (seen < n) {
      seedSum += v;
      seen++;
      if (seen === n) {
        value = seedSum / n;
        out[t] = value;
      }
      continue;
    }
    value += alpha * (v - value);
    out[t] = value;
  }
  return out;
}

export function movingAverage(x: Float64Array, n: number, type: MovingAverageType): Float64Array {
  return type === 'E' ? ema(x, n) : sma(x, n);
}
