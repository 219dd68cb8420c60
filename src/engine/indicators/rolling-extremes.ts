import { nanArray } from './numeric.ts';

/**
 * Highest (sign 1) or lowest (sign -1) value of the last `period` values including the current one, with a monotonic
 * deque of indices so each value enters and leaves once. A window holding a NaN is NaN: NaN would break the ordering.
 */
function rollingExtreme(values: Float64Array, period: number, sign: 1 | -1): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let lastGap = -1;
  for (let t = 0; t < n; t++) {
    const x = values[t];
    if (Number.isNaN(x)) {
      lastGap = t;
      head = tail = 0;
      continue;
    }
    while (tail > head && sign * values[deque[tail - 1]] <= sign * x) tail--;
    deque[tail++] = t;
    if (deque[head] <= t - period) head++;
    if (t - lastGap >= period) out[t] = values[deque[head]];
  }
  return out;
}

export function highest(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, 1);
}

export function lowest(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, -1);
}
