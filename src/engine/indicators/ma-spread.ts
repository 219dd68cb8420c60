import { sma } from './moving-averages.ts';

/** SMA(fast) - SMA(slow): a moving-average crossover is this spread crossing 0. */
export function maSpread(values: Float64Array, fast: number, slow: number): Float64Array {
  const a = sma(values, fast);
  const b = sma(values, slow);
  const out = new Float64Array(values.length);
  for (let t = 0; t < values.length; t++) out[t] = a[t] - b[t];
  return out;
}
