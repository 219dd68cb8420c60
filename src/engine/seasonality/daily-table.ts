import { civilFromDays, dayNumber, daysInMonth, weekdayOfDays } from '../series/civil.ts';
import type { CloseSeries } from './types.ts';

/**
 * A year's (or month's) sessions are numbered only when its first session in the data falls on one of its first
 * FIRST_SESSION_WITHIN calendar days. The first session of a year comes by 4 January at the latest (New Year's Day
 * and a weekend), of a month by the 4th (a weekend and Labor Day); a later first session means the data starts (or
 * resumes after a gap) inside the period, and numbering from there would file returns under the wrong session.
 */
export const FIRST_SESSION_WITHIN = 7;

/** Per-bar calendar fields and returns, built once per call so each feature is a single pass over typed arrays. */
export interface DailyTable {
  readonly n: number;
  /** Day number (days since 1970-01-01 UTC). */
  readonly days: Int32Array;
  readonly year: Int32Array;
  /** 1..12 */
  readonly month: Uint8Array;
  /** 1..31 */
  readonly day: Uint8Array;
  /** 0 = Sunday .. 6 = Saturday. */
  readonly weekday: Uint8Array;
  /** 1-based session number within the calendar year; 0 when the year's numbering is unknown (FIRST_SESSION_WITHIN). */
  readonly sessionOfYear: Uint16Array;
  /** 1-based session number within the calendar month; 0 when the month's numbering is unknown. */
  readonly sessionOfMonth: Uint16Array;
  /**
   * Percent return from the previous bar's close, dated on this bar; NaN on the first bar and where it is not a finite
   * number (a zero or missing close), so no statistic counts it.
   */
  readonly r: Float64Array;
}

export function dailyTable(bars: CloseSeries): DailyTable {
  const { time, close } = bars;
  const n = time.length;
  const days = new Int32Array(n);
  const year = new Int32Array(n);
  const month = new Uint8Array(n);
  const day = new Uint8Array(n);
  const weekday = new Uint8Array(n);
  const sessionOfYear = new Uint16Array(n);
  const sessionOfMonth = new Uint16Array(n);
  const r = new Float64Array(n);

  // The civil date is worked out once per month; inside a month the day follows from the day number.
  let y = 0;
  let m = 0;
  let monthFirst = 0;
  let nextMonthFirst = -Infinity;
  let yearCount = 0;
  let monthCount = 0;
  let yearNumbered = false;
  let monthNumbered = false;
  for (let i = 0; i < n; i++) {
    const d = dayNumber(time[i]);
    const newMonth = d >= nextMonthFirst || d < monthFirst;
    if (newMonth) {
      const c = civilFromDays(d);
      if (c.year !== y || i === 0) {
        yearCount = 0;
        yearNumbered = c.month === 1 && c.day <= FIRST_SESSION_WITHIN;
      }
      y = c.year;
      m = c.month;
      monthFirst = d - c.day + 1;
      nextMonthFirst = monthFirst + daysInMonth(y, m);
      monthCount = 0;
      monthNumbered = c.day <= FIRST_SESSION_WITHIN;
    }
    yearCount++;
    monthCount++;
    days[i] = d;
    year[i] = y;
    month[i] = m;
    day[i] = d - monthFirst + 1;
    weekday[i] = weekdayOfDays(d);
    sessionOfYear[i] = yearNumbered ? yearCount : 0;
    sessionOfMonth[i] = monthNumbered ? monthCount : 0;
    const ret = i === 0 ? NaN : (close[i] / close[i - 1] - 1) * 100;
    r[i] = Number.isFinite(ret) ? ret : NaN;
  }
  return { n, days, year, month, day, weekday, sessionOfYear, sessionOfMonth, r };
}
