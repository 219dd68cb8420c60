import { isPeriod, nanArray } from './numeric.ts';

/**
 * Simple moving average of x[t-n+1..t]; NaN while the window reaches before the first defined value or holds a NaN.
 * Leading NaNs are therefore skipped: the first value is on the bar of the n-th defined value. The rolling sum carries
 * its rounding error (Knuth's TwoSum, branch-free) so that adding and removing values over 25,000 bars does not drift
 * enough to flip a comparison of a series against its own average.
 */
export function sma(x: Float64Array, n: number): Float64Array {
  return isPeriod(n) ? smaFrom(x, n, 0) : nanArray(x.length);
}

/**
 * sma(x, n) on bars from..x.length-1 only (index 0 is bar `from`): the whole history still runs through the rolling
 * sum, so each value is the full series' value to the bit. A scan of the latest day reads the last few bars this way.
 */
export function smaFrom(x: Float64Array, n: number, from: number): Float64Array {
  const len = x.length;
  const out = nanArray(Math.max(0, len - from));
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
    if (t >= from && t >= n - 1 && nans === 0) out[t - from] = (sum + err) / n;
  }
  return out;
}

/**
 * Exponential smoothing seeded with the simple mean of the first `period` defined values (the TA-Lib seed). A NaN
 * after the seed gives NaN on that bar and leaves the state untouched: the average has unbounded memory, so a gap
 * skips a bar instead of restarting a warm-up.
 */
function seededSmoothing(values: Float64Array, period: number, alpha: number): Float64Array {
  const out = nanArray(values.length);
  if (!isPeriod(period)) return out;
  let seen = 0;
  let seedSum = 0;
  let value = NaN;
  for (let t = 0; t < values.length; t++) {
    const x = values[t];
    if (Number.isNaN(x)) continue;
    if (seen < period) {
      seedSum += x;
      if (++seen === period) out[t] = value = seedSum / period;
      continue;
    }
    value += alpha * (x - value);
    out[t] = value;
  }
  return out;
}

/** EMA with alpha 2/(period+1), seeded with the SMA of the first `period` values. */
export function ema(values: Float64Array, period: number): Float64Array {
  return seededSmoothing(values, period, 2 / (period + 1));
}

/** Wilder's smoothing: avg = (prev*(period-1) + x)/period, seeded with the simple mean of the first `period` values. */
export function wilder(values: Float64Array, period: number): Float64Array {
  return seededSmoothing(values, period, 1 / period);
}

/** Linearly weighted moving average: weight `period` on the newest value down to 1 on the oldest. */
export function wma(values: Float64Array, period: number): Float64Array {
  const out = nanArray(values.length);
  const denominator = (period * (period + 1)) / 2;
  let run = 0;
  let sum = 0;
  let weighted = 0;
  for (let t = 0; t < values.length; t++) {
    const x = values[t];
    if (!Number.isFinite(x)) {
      run = 0;
      continue;
    }
    run++;
    if (run < period) continue;
    if (run === period) {
      sum = 0;
      weighted = 0;
      for (let i = 0; i < period; i++) {
        const v = values[t - period + 1 + i];
        sum += v;
        weighted += (i + 1) * v;
      }
    } else {
      // Shifting the window lowers every old weight by one (dropping the oldest to zero), so the weighted sum loses
      // the previous plain sum and gains period * x: O(1) per bar.
      weighted += period * x - sum;
      sum += x - values[t - period];
    }
    out[t] = weighted / denominator;
  }
  return out;
}

/** S = simple, E = exponential: the ma_type of qualifiers and the SVMA/SVEMA comparisons. */
export function movingAverage(values: Float64Array, period: number, type: 'S' | 'E'): Float64Array {
  return type === 'E' ? ema(values, period) : sma(values, period);
}
