import type { ValueSeries } from './bars.ts';

/** First index i in [lo, hi) with time[i] > t (time ascending). */
function firstAfter(time: Float64Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The series' value as of each bar: the last value dated on or before the bar's time (forward fill). A value dated
 * after a bar is never used for it (no look-ahead); bars before the first value get NaN. The series must be sorted
 * ascending by time; bar times are usually ascending too (then this is one linear pass), but need not be.
 */
export function alignToBars(barTime: Float64Array, series: ValueSeries): Float64Array {
  const n = barTime.length;
  const m = series.time.length;
  const out = new Float64Array(n);
  let j = 0; // number of series values dated on or before the previous bar
  for (let i = 0; i < n; i++) {
    const t = barTime[i];
    if (i > 0 && t < barTime[i - 1]) j = firstAfter(series.time, t, 0, j);
    while (j < m && series.time[j] <= t) j++;
    out[i] = j > 0 ? series.value[j - 1] : NaN;
  }
  return out;
}
