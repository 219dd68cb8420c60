import { nanArray } from './numeric.ts';

/** Momentum: x[t] - x[t-period], in the series' own units. */
export function momentum(values: Float64Array, period: number): Float64Array {
  const out = nanArray(values.length);
  for (let t = period; t < values.length; t++) out[t] = values[t] - values[t - period];
  return out;
}
