/** Here rather than in bars.ts, which imports this file's clock constants through civil.ts: no cycle. */
export type BarFrequency = 'Daily' | 'Hourly' | 'Weekly' | 'Monthly';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * The frequency of a series from the median gap between consecutive bars: under 12 hours is Hourly (any intraday
 * data, e.g. 1-minute bars, counts as Hourly), up to 4 days Daily (weekends and holidays keep the median at one day),
 * up to 15 days Weekly, longer Monthly. Fewer than two bars read as Daily.
 */
export function inferFrequency(time: Float64Array): BarFrequency {
  const n = time.length;
  if (n < 2) return 'Daily';
  const gaps = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) gaps[i - 1] = Math.abs(time[i] - time[i - 1]);
  gaps.sort();
  const m = gaps.length;
  const median = m % 2 === 1 ? gaps[(m - 1) / 2] : (gaps[m / 2 - 1] + gaps[m / 2]) / 2;
  if (median < 12 * HOUR_MS) return 'Hourly';
  if (median <= 4 * DAY_MS) return 'Daily';
  if (median <= 15 * DAY_MS) return 'Weekly';
  return 'Monthly';
}
