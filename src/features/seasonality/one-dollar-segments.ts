import type { CurvePoint, CurveTrade } from '../../contract/index.ts';
import { commonCalendarIndex, monthDayAt } from '../../contract/index.ts';

export interface YearSegment {
  /** The year of the entry. */
  year: number;
  /** Value of $1 bought at the entry's close, one per session held (0 = the entry itself). */
  values: number[];
  returnPct: number;
}

/**
 * Each year's holding on its own, as $1 from its entry: the compounded curve's points between the entry and the exit
 * (both dated sessions), divided by the value at the entry. Years are not joined, so nothing is drawn across the
 * months out of the market.
 */
export function yearSegments(points: readonly CurvePoint[], trades: readonly CurveTrade[]): YearSegment[] {
  return trades.map((t) => {
    const inside = points.filter((p) => p.Date >= t.entry && p.Date <= t.exit);
    // The first holding's entry is a point; a later entry on the previous exit's session shares that point.
    const base = inside.find((p) => p.Date === t.entry)?.Equity ?? inside[0]?.Equity ?? 1;
    const values = inside.map((p) => p.Equity / base);
    if (inside[0]?.Date !== t.entry) values.unshift(1);
    return { year: Number(t.entry.slice(0, 4)), values, returnPct: t.return_pct };
  });
}

/**
 * The usual calendar date of a session of the year: the median day, on the common calendar, that the given dates
 * (YYYY-MM-DD) fall on. Dates a year after the first one's year count on past 31 December, so a median of late
 * December and early January stays near the turn of the year. Null without dates.
 */
export function usualDate(dates: readonly string[], baseYears: readonly number[]): string | null {
  if (dates.length === 0) return null;
  const days = dates
    .map((d, i) => commonCalendarIndex(d.slice(5, 10)) + 365 * (Number(d.slice(0, 4)) - baseYears[i]))
    .sort((a, b) => a - b);
  return monthDayAt(days[(days.length - 1) >> 1]);
}
