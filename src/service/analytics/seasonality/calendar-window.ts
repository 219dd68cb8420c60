import type { BestWindow, RankBy, WindowStats } from '../../../contract/seasonality-window.ts';
import { COMMON_CALENDAR_DAYS, monthDayAt } from '../../../contract/seasonality-window.ts';
import type { CloseSeries, YearSpan } from '../../../engine/seasonality/index.ts';
import { civilFromDays, dayNumber, daysFromCivil } from '../../../engine/series/civil.ts';

/*
 * Seasonality on a calendar axis. Each year's own dates are read on the calendar (not session numbers): a year's value
 * on a day is its close "as of" that day, the last close on or before it. A day is covered when that close is at most
 * STALE_DAYS old and the data goes on to the day or past it; a longer gap (missing data, a missing year) leaves the
 * day uncovered rather than reading a close from weeks before. The longest NYSE closure since 1990 (11 September
 * 2001) leaves a six-day-old close on 16 September, inside the limit.
 */
export const STALE_DAYS = 6;

/** A close series with its day numbers worked out once. */
export interface DayCloses {
  days: Int32Array;
  close: ArrayLike<number>;
}

export function dayCloses(bars: CloseSeries): DayCloses {
  return { days: Int32Array.from(bars.time, (t) => dayNumber(t)), close: bars.close };
}

/** Index of the close as of `day`, or -1 when the day is not covered. */
export function closeAsOf(s: DayCloses, day: number): number {
  const n = s.days.length;
  if (n === 0 || s.days[n - 1] < day) return -1;
  let lo = 0;
  let hi = n; // first index with days > day
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s.days[mid] <= day) lo = mid + 1;
    else hi = mid;
  }
  const at = lo - 1;
  return at >= 0 && day - s.days[at] <= STALE_DAYS ? at : -1;
}

const monthDayParts = (md: string) => ({ month: Number(md.slice(0, 2)), day: Number(md.slice(3, 5)) });
const isoOf = (day: number) => {
  const c = civilFromDays(day);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
};

export interface WindowReturn {
  year: number;
  entryDay: number;
  exitDay: number;
  returnPct: number;
}

/**
 * The calendar days of year `year`'s window: from `from` to `to`, both included; `to` before `from` in the calendar
 * means the window ends in the next year. 02-29 rolls over to 03-01 in a year without it (daysFromCivil rolls over).
 */
export function windowDays(year: number, from: string, to: string): { start: number; end: number } {
  const f = monthDayParts(from);
  const t = monthDayParts(to);
  return {
    start: daysFromCivil(year, f.month, f.day),
    end: daysFromCivil(to < from ? year + 1 : year, t.month, t.day),
  };
}

/** The return over given calendar days: the close before `start` (as of the day before) to the close as of `end`. */
export function returnOver(
  s: DayCloses,
  start: number,
  end: number,
): { entry: number; exit: number; pct: number } | null {
  const entry = closeAsOf(s, start - 1);
  const exit = closeAsOf(s, end);
  if (entry < 0 || exit <= entry) return null;
  return { entry, exit, pct: (s.close[exit] / s.close[entry] - 1) * 100 };
}

/** Each year of the span (by the year the window starts in) whose data covers the window, oldest first. */
export function windowReturns(s: DayCloses, span: YearSpan, from: string, to: string): WindowReturn[] {
  const rows: WindowReturn[] = [];
  for (let year = span.startYear; year <= span.endYear; year++) {
    const { start, end } = windowDays(year, from, to);
    const r = returnOver(s, start, end);
    if (r) rows.push({ year, entryDay: s.days[r.entry], exitDay: s.days[r.exit], returnPct: r.pct });
  }
  return rows;
}

export const entryDate = (r: WindowReturn) => isoOf(r.entryDay);
export const exitDate = (r: WindowReturn) => isoOf(r.exitDay);

/** Mean, median, share positive (a return of exactly 0 is not positive), best and worst (the earlier year on a tie). */
export function windowStats(rows: ReadonlyArray<{ year: number; returnPct: number }>): WindowStats | null {
  if (rows.length === 0) return null;
  const values = rows.map((r) => r.returnPct);
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  let best = rows[0];
  let worst = rows[0];
  for (const r of rows) {
    if (r.returnPct > best.returnPct) best = r;
    if (r.returnPct < worst.returnPct) worst = r;
  }
  const positive = values.filter((v) => v > 0).length;
  return {
    count: values.length,
    mean: values.reduce((a, b) => a + b, 0) / values.length,
    median,
    positive,
    positive_pct: (100 * positive) / values.length,
    best: { year: best.year, return_pct: best.returnPct },
    worst: { year: worst.year, return_pct: worst.returnPct },
  };
}

/** Sessions in a year over days in a year: how many calendar days a window of n sessions spans. */
export const SESSIONS_PER_YEAR = 252;
export const calendarDaysOf = (sessions: number) => Math.round((sessions * COMMON_CALENDAR_DAYS) / SESSIONS_PER_YEAR);

export interface BestWindowsOptions {
  sessions: number;
  rankBy: RankBy;
  minYears: number;
  limit: number;
}

/**
 * The best windows of `sessions` sessions: one candidate starting on each day of the common calendar and spanning
 * calendarDaysOf(sessions) calendar days (so a window found here reads the same figures when selected by its dates),
 * kept when at least `minYears` years cover it, ranked by mean return or by share of positive years (then mean), the
 * earlier start first on a tie. The best is taken, then the best that does not overlap it, and so on: ten windows a
 * day apart would say one thing ten times.
 */
export function bestWindows(s: DayCloses, span: YearSpan, options: BestWindowsOptions): BestWindow[] {
  const length = calendarDaysOf(options.sessions);
  const candidates: Array<BestWindow & { start: number }> = [];
  for (let start = 0; start < COMMON_CALENDAR_DAYS; start++) {
    const from = monthDayAt(start);
    const to = monthDayAt(start + length - 1);
    const stats = windowStats(windowReturns(s, span, from, to));
    if (!stats || stats.count < options.minYears) continue;
    candidates.push({
      start,
      from,
      to,
      count: stats.count,
      mean: stats.mean,
      median: stats.median,
      positive_pct: stats.positive_pct,
    });
  }
  const key = (w: BestWindow) => (options.rankBy === 'mean' ? [w.mean, 0] : [w.positive_pct, w.mean]);
  candidates.sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return b1 - a1 || b2 - a2 || a.start - b.start;
  });
  const chosen: Array<BestWindow & { start: number }> = [];
  for (const c of candidates) {
    if (chosen.length >= options.limit) break;
    const overlaps = chosen.some((w) => {
      const gap = (((c.start - w.start) % COMMON_CALENDAR_DAYS) + COMMON_CALENDAR_DAYS) % COMMON_CALENDAR_DAYS;
      return gap < length || COMMON_CALENDAR_DAYS - gap < length;
    });
    if (!overlaps) chosen.push(c);
  }
  return chosen.map((w) => ({
    from: w.from,
    to: w.to,
    count: w.count,
    mean: w.mean,
    median: w.median,
    positive_pct: w.positive_pct,
  }));
}

export interface AverageYearPath {
  years: number[];
  /** Mean year-to-date return (%) on each day of the common calendar; empty without a complete year. */
  mean: number[];
  latest: { year: number; values: number[] } | null;
}

/**
 * The year-to-date return (%) of `year` on each day of the common calendar, from the close as of 31 December before:
 * as many values as days are covered from 1 January on (365 for a complete year). In a leap year 29 February has no
 * day of its own; its close counts from 1 March on when 1 March has none. Null when the year has no base close.
 */
export function yearToDate(s: DayCloses, year: number): number[] | null {
  const base = closeAsOf(s, daysFromCivil(year, 1, 1) - 1);
  if (base < 0) return null;
  const values: number[] = [];
  for (let i = 0; i < COMMON_CALENDAR_DAYS; i++) {
    const { month, day } = monthDayParts(monthDayAt(i));
    const at = closeAsOf(s, daysFromCivil(year, month, day));
    if (at < 0) break;
    values.push((s.close[at] / s.close[base] - 1) * 100);
  }
  return values;
}

/**
 * The average year: the mean over the span's complete years (every day covered) of their year-to-date returns on
 * each day of the common calendar; and the latest year of the span with data, as far as its data goes.
 */
export function averageYear(s: DayCloses, span: YearSpan): AverageYearPath {
  const years: number[] = [];
  const sum = new Float64Array(COMMON_CALENDAR_DAYS);
  let latest: AverageYearPath['latest'] = null;
  for (let year = span.startYear; year <= span.endYear; year++) {
    const values = yearToDate(s, year);
    if (!values) continue;
    if (values.length > 0) latest = { year, values };
    if (values.length < COMMON_CALENDAR_DAYS) continue;
    years.push(year);
    for (let i = 0; i < COMMON_CALENDAR_DAYS; i++) sum[i] += values[i];
  }
  const mean = years.length ? Array.from(sum, (v) => v / years.length) : [];
  return { years, mean, latest };
}
