/** One match's closes (spec extension `chart.paths`): its window, then up to time_in_market closes after it. */
export interface MatchPath {
  window: readonly number[];
  after: readonly number[];
}

/** The spread of the paths `bar` bars after the matches' last close, each path 100 at that close. */
export interface FanRow {
  bar: number;
  /** How many matches have a close this many bars later (a match near the end of the data has fewer). */
  count: number;
  median: number;
  p25: number;
  p75: number;
  low: number;
  high: number;
}

/** The q-quantile (0..1) of ascending values, interpolating linearly between ranks (numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (at - lo) * (sorted[hi] - sorted[lo]);
}

/** A path's value `bar` bars after its match ended, with the match's last close = 100; null past its data. */
export function pathValue(path: MatchPath, bar: number): number | null {
  const base = path.window[path.window.length - 1];
  if (!(base > 0)) return null;
  if (bar === 0) return 100;
  const close = path.after[bar - 1];
  return close === undefined ? null : (close / base) * 100;
}

/**
 * The fan of what prices did after the matches: for each bar 0..bars, the median, the 25th-75th percentiles and the
 * extremes of the paths that reach that bar. Stops at the first bar no path reaches.
 */
export function fanRows(paths: readonly MatchPath[], bars: number): FanRow[] {
  const rows: FanRow[] = [];
  for (let bar = 0; bar <= bars; bar++) {
    const values = paths.map((p) => pathValue(p, bar)).filter((v): v is number => v !== null);
    if (values.length === 0) break;
    values.sort((a, b) => a - b);
    rows.push({
      bar,
      count: values.length,
      median: quantile(values, 0.5),
      p25: quantile(values, 0.25),
      p75: quantile(values, 0.75),
      low: values[0],
      high: values[values.length - 1],
    });
  }
  return rows;
}
