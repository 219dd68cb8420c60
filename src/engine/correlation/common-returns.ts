import type { Bars } from '../series/bars.ts';
import { windowRange } from '../series/window.ts';

/** Returns of several series on their common dates; every array has one entry per return date. */
export interface CommonReturns {
  /** Dates of the returns: the common dates minus the first, which has no earlier close. */
  time: Float64Array;
  /** Per input, its closes on those same dates. */
  closes: Float64Array[];
  /** Per input, close / previous common close - 1: a return spans any date dropped for lack of another series. */
  returns: Float64Array[];
}

type Prices = Pick<Bars, 'time' | 'close'>;

/**
 * Simple returns on the dates that every series has inside [startMs, end of endMs's UTC day] (NaN bounds are open
 * ends, as in windowRange). Dates match by exact time. A bar whose close is not a finite number counts as missing, so
 * its date is dropped for every series. Fewer than two common dates give empty arrays.
 */
export function commonReturns(series: ReadonlyArray<Prices>, startMs: number, endMs: number): CommonReturns {
  const k = series.length;
  const rows = commonRows(series, startMs, endMs);
  const count = Math.max(rows.length / Math.max(k, 1) - 1, 0);
  const time = new Float64Array(count);
  const closes = Array.from({ length: k }, () => new Float64Array(count));
  const returns = Array.from({ length: k }, () => new Float64Array(count));
  if (count === 0) return { time, closes, returns };
  for (let s = 0; s < k; s++) {
    const close = series[s].close;
    const out = closes[s];
    const ret = returns[s];
    let prev = close[rows[s]];
    for (let j = 0; j < count; j++) {
      const c = close[rows[(j + 1) * k + s]];
      out[j] = c;
      ret[j] = c / prev - 1;
      prev = c;
    }
  }
  for (let j = 0; j < count; j++) time[j] = series[0].time[rows[(j + 1) * k]];
  return { time, closes, returns };
}

/**
 * The bar indices of each common date (ascending) in every series, flat: date d's index in series s is at d x k + s.
 * Empty when there are no series or no common date.
 */
function commonRows(series: ReadonlyArray<Prices>, startMs: number, endMs: number): Int32Array {
  const k = series.length;
  const ranges = series.map((s) => windowRange(s.time, startMs, endMs));
  if (k === 0 || ranges.some((r) => r === null)) return new Int32Array(0);
  const { from: firstFrom, to: firstTo } = ranges[0]!;
  const rows = new Int32Array((firstTo - firstFrom + 1) * k);
  let used = 0;
  const next = Int32Array.from(ranges, (r) => r!.from); // per series, first bar not yet passed
  const first = series[0];
  // One merge pass: walk the first series and advance the others' cursors to each of its dates.
  walk: for (let i = firstFrom; i <= firstTo; i++) {
    const t = first.time[i];
    let everywhere = Number.isFinite(first.close[i]);
    for (let s = 1; s < k; s++) {
      const { time, close } = series[s];
      const last = ranges[s]!.to;
      while (next[s] <= last && time[next[s]] < t) next[s]++;
      if (next[s] > last) break walk; // a series has run out: no later date can be common
      if (time[next[s]] !== t || !Number.isFinite(close[next[s]])) everywhere = false;
    }
    if (!everywhere) continue;
    rows[used] = i;
    for (let s = 1; s < k; s++) rows[used + s] = next[s];
    used += k;
  }
  return rows.subarray(0, used);
}
