import { sma } from './moving-averages.ts';

/**
 * Differences this small relative to the averages are rounding, not a spread: two averages that are equal in exact
 * arithmetic (MSFT's SMA 10 and 30 on 1993-01-15 are both 1.767) come out of the division a few ulps apart, which
 * would make a crossover of 0 fire a bar early. Real spreads of prices written to a few decimals are many orders of
 * magnitude larger (a thousandth of a cent over 30 bars is 3e-8 of a 1.0 price).
 */
const ROUNDING = 64 * Number.EPSILON;

/** SMA(fast) - SMA(slow): a moving-average crossover is this spread crossing 0. */
export function maSpread(values: Float64Array, fast: number, slow: number): Float64Array {
  const a = sma(values, fast);
  const b = sma(values, slow);
  const out = new Float64Array(values.length);
  for (let t = 0; t < values.length; t++) {
    const d = a[t] - b[t];
    out[t] = Math.abs(d) <= ROUNDING * Math.max(Math.abs(a[t]), Math.abs(b[t])) ? 0 : d;
  }
  return out;
}
