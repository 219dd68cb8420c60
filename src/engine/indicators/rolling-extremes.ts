import { isPeriod, nanArray } from './numeric.ts';

/*
 * Highest or lowest of x[t-n+1..t], NaN where the window reaches before bar 0 or holds a NaN (an extreme over a gap would
 * silently describe a shorter window). van Herk / Gil-Werman: cut the series into blocks of n bars and take running
 * extremes forwards and backwards inside each block; a window spans at most two blocks, so its extreme is one
 * comparison of the two. O(length) whatever n, with no data-dependent branches (a monotonic deque has one per pop,
 * which noisy series mispredict), and Math.max/min propagate NaN, which is the gap rule for free.
 * Max and min are written out twice on purpose: passing Math.max/Math.min as an argument makes the call site
 * polymorphic and several times slower.
 */

export function highest(x: Float64Array, n: number): Float64Array {
  const len = x.length;
  if (!isPeriod(n) || n > len) return nanArray(len);
  // Forward running maxima, overwritten in place by each bar's window maximum.
  const out = new Float64Array(len);
  const backward = new Float64Array(len);
  for (let b = 0; b < len; b += n) {
    const e = Math.min(b + n, len);
    let m = x[b];
    out[b] = m;
    for (let t = b + 1; t < e; t++) out[t] = m = Math.max(m, x[t]);
    m = x[e - 1];
    backward[e - 1] = m;
    for (let t = e - 2; t >= b; t--) backward[t] = m = Math.max(m, x[t]);
  }
  for (let t = n - 1; t < len; t++) out[t] = Math.max(backward[t - n + 1], out[t]);
  out.fill(NaN, 0, n - 1);
  return out;
}

export function lowest(x: Float64Array, n: number): Float64Array {
  const len = x.length;
  if (!isPeriod(n) || n > len) return nanArray(len);
  const out = new Float64Array(len);
  const backward = new Float64Array(len);
  for (let b = 0; b < len; b += n) {
    const e = Math.min(b + n, len);
    let m = x[b];
    out[b] = m;
    for (let t = b + 1; t < e; t++) out[t] = m = Math.min(m, x[t]);
    m = x[e - 1];
    backward[e - 1] = m;
    for (let t = e - 2; t >= b; t--) backward[t] = m = Math.min(m, x[t]);
  }
  for (let t = n - 1; t < len; t++) out[t] = Math.min(backward[t - n + 1], out[t]);
  out.fill(NaN, 0, n - 1);
  return out;
}
