import { nanArray } from './numeric.ts';

// A non-finite input (a gap in an imported column, a warm-up NaN of another indicator) restarts the warm-up, so an
// average never spans a gap and never stays NaN for the rest of the series after one.

/** Simple moving average over `period` values, defined once `period` consecutive finite values have been seen. */
export function sma(values: Float64Array, period: number): Float64Array {
  const out = nanArray(values.length);
  let run = 0;
  let sum = 0;
  for (let t = 0; t < values.length; t++) {
    const x = values[t];
    if (!Number.isFinite(x)) {
      run = 0;
      sum = 0;
      continue;
    }
    run++;
    sum += x;
    if (run > period) sum -= values[t - period];
    if (run >= period) out[t] = sum / period;
  }
  return out;
}

/** Exponential smoothing seeded with the simple mean of the first `period` values (the TA-Lib seed). */
function seededSmoothing(values: Float64Array, period: number, alpha: number): Float64Array {
  const out = nanArray(values.length);
  let run = 0;
  let sum = 0;
  let prev = NaN;
  for (let t = 0; t < values.length; t++) {
    const x = values[t];
    if (!Number.isFinite(x)) {
      run = 0;
      sum = 0;
      continue;
    }
    run++;
    if (run < period) {
      sum += x;
      continue;
    }
    if (run === period) prev = (sum + x) / period;
    else prev += alpha * (x - prev);
    out[t] = prev;
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
