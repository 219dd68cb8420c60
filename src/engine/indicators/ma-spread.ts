import { isPeriod, nanArray } from './numeric.ts';

/**
 * Differences this small relative to the averages are rounding, not a spread: two averages that are equal in exact
 * arithmetic (MSFT's SMA 10 and 30 on 1993-01-15 are both 1.767) come out of the division a few ulps apart, which
 * would make a crossover of 0 fire a bar early. Real spreads of prices written to a few decimals are many orders of
 * magnitude larger (a thousandth of a cent over 30 bars is 3e-8 of a 1.0 price).
 */
const ROUNDING = 64 * Number.EPSILON;

/**
 * SMA(fast) - SMA(slow): a moving-average crossover is this spread crossing 0. Both averages are `sma`'s
 * (moving-averages.ts) to the bit, the same compensated rolling sums in the same order, but kept side by side in one
 * pass that writes only the spread: no array per average, no second pass to subtract them. A backtest on new bars
 * computes this once per run, so its cost is most of what a cold run adds to one whose spread is already kept.
 */
export function maSpread(values: Float64Array, fast: number, slow: number): Float64Array {
  const len = values.length;
  if (!isPeriod(fast) || !isPeriod(slow)) return nanArray(len);
  const out = new Float64Array(len);
  let fastSum = 0;
  let fastErr = 0;
  let fastNans = 0;
  let slowSum = 0;
  let slowErr = 0;
  let slowNans = 0;
  for (let t = 0; t < len; t++) {
    let add = values[t];
    if (add !== add) {
      fastNans++;
      slowNans++;
      add = 0;
    }
    // Knuth's TwoSum, as in sma: the sum and the rounding error it dropped.
    let s = fastSum + add;
    let back = s - fastSum;
    fastErr += fastSum - (s - back) + (add - back);
    fastSum = s;
    s = slowSum + add;
    back = s - slowSum;
    slowErr += slowSum - (s - back) + (add - back);
    slowSum = s;
    if (t >= fast) {
      let sub = -values[t - fast];
      if (sub !== sub) {
        fastNans--;
        sub = 0;
      }
      s = fastSum + sub;
      back = s - fastSum;
      fastErr += fastSum - (s - back) + (sub - back);
      fastSum = s;
    }
    if (t >= slow) {
      let sub = -values[t - slow];
      if (sub !== sub) {
        slowNans--;
        sub = 0;
      }
      s = slowSum + sub;
      back = s - slowSum;
      slowErr += slowSum - (s - back) + (sub - back);
      slowSum = s;
    }
    if (t >= fast - 1 && t >= slow - 1 && fastNans === 0 && slowNans === 0) {
      const a = (fastSum + fastErr) / fast;
      const b = (slowSum + slowErr) / slow;
      const d = a - b;
      out[t] = Math.abs(d) <= ROUNDING * Math.max(Math.abs(a), Math.abs(b)) ? 0 : d;
    } else {
      out[t] = NaN;
    }
  }
  return out;
}
