import { nanArray } from './numeric.ts';

/** Rate of change in percent: (x[t] / x[t-period] - 1) x 100; NaN when x[t-period] is 0. */
export function roc(values: Float64Array, period: number): Float64Array {
  const out = nanArray(values.length);
  for (let t = period; t < values.length; t++) {
    const base = values[t - period];
    if (base !== 0) out[t] = (values[t] / base - 1) * 100;
  }
  return out;
}
