import { civilFromDays, dayNumber, daysFromCivil } from '../series/civil.ts';
import { DAY_MS } from '../series/frequency.ts';
import { FIRST_SESSION_WITHIN } from './daily-table.ts';
import { lowerBound } from '../series/lower-bound.ts';
import type { CloseSeries } from './types.ts';

/** Calendar years of the first and last bar; null for an empty series. */
export function dataYears(bars: Pick<CloseSeries, 'time'>): { first: number; last: number } | null {
  const n = bars.time.length;
  if (n === 0) return null;
  return { first: civilFromDays(dayNumber(bars.time[0])).year, last: civilFromDays(dayNumber(bars.time[n - 1])).year };
}

/**
 * 1-based session number of the bar dated on `time`'s UTC day within its calendar year, counted as the features
 * count it (so it can serve as a default entry day); 0 when no bar is dated on that day, or when the year's numbering
 * is unknown (its first session in the data is after 7 January: see FIRST_SESSION_WITHIN).
 */
export function sessionOfYear(bars: Pick<CloseSeries, 'time'>, time: number): number {
  const day = dayNumber(time);
  const at = lowerBound(bars.time, day * DAY_MS);
  if (at >= bars.time.length || dayNumber(bars.time[at]) !== day) return 0;
  const jan1 = daysFromCivil(civilFromDays(day).year, 1, 1);
  const first = lowerBound(bars.time, jan1 * DAY_MS);
  if (dayNumber(bars.time[first]) - jan1 + 1 > FIRST_SESSION_WITHIN) return 0;
  return at - first + 1;
}
