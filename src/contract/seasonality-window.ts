import { z } from 'zod';

/*
 * Our extension of the seasonality endpoints (issue 17): the average year on a calendar axis, the statistics of a
 * calendar window (each year's return from one month-day to another) and a finder of the best such windows. Dates of
 * the common calendar are written MM-DD; a window whose end comes before its start in the calendar (12-15 to 01-15)
 * runs into the next year and is labelled by the year it starts in. docs/api.md and docs/semantics.md say more.
 */

const ticker = () =>
  z
    .string({ error: 'a ticker is required' })
    .trim()
    .min(1, 'a ticker is required')
    .max(40, 'a ticker has at most 40 characters')
    .transform((s) => s.toUpperCase());

/** A whole number from a query string (text) or JSON (a number). */
function wholeNumber(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The common calendar of the average year: a non-leap year's 365 days, 0 = 01-01 .. 364 = 12-31. */
export const COMMON_CALENDAR_DAYS = 365;
const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

/** The month-day of a day of the common calendar: 0 -> "01-01", 59 -> "03-01". */
export function monthDayAt(index: number): string {
  const i = ((index % COMMON_CALENDAR_DAYS) + COMMON_CALENDAR_DAYS) % COMMON_CALENDAR_DAYS;
  let month = 11;
  while (MONTH_STARTS[month] > i) month--;
  return `${String(month + 1).padStart(2, '0')}-${String(i - MONTH_STARTS[month] + 1).padStart(2, '0')}`;
}

/**
 * The day of the common calendar a month-day falls on. 02-29 has no day of its own there: it is placed on 03-01, the
 * day it rolls over to in a year without it (as the window statistics read it).
 */
export function commonCalendarIndex(monthDay: string): number {
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(3, 5));
  if (month === 2 && day === 29) return MONTH_STARTS[2];
  return MONTH_STARTS[month - 1] + day - 1;
}

/** Whether `s` is a month-day MM-DD that exists in some year (02-29 does, in leap years). */
export function isMonthDay(s: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

/** A month-day MM-DD: "03-01"; a single-digit month or day is padded ("3-1" reads as 03-01). */
export const MonthDaySchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const m = /^\s*(\d{1,2})-(\d{1,2})\s*$/.exec(v);
    return m ? `${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : v.trim();
  },
  z
    .string({ error: 'expected a date as MM-DD' })
    .regex(/^\d{2}-\d{2}$/, 'expected a date as MM-DD, e.g. 03-01')
    .refine(isMonthDay, { message: 'not a calendar date (month 01-12, a day the month has)' }),
);

const year = wholeNumber(1800, 2200);

const yearsInOrder = (q: { start_year?: number; end_year?: number }) =>
  q.start_year === undefined || q.end_year === undefined || q.start_year <= q.end_year;
/** In the screen's words: the seasonality form labels start_year "From year" and end_year "To year". */
export const YEARS_ORDER = { message: 'From year must not be after To year.', path: ['start_year'] };

/** `/seasonality/average-year`: the ticker and the years (the defaults of the other seasonality endpoints). */
export const AverageYearQuerySchema = z
  .object({ ticker: ticker(), start_year: year.optional(), end_year: year.optional() })
  .refine(yearsInOrder, YEARS_ORDER);
export type AverageYearQuery = z.input<typeof AverageYearQuerySchema>;

/** `/seasonality/window`: a calendar window, and the benchmark to show the same window on (SPX by default). */
export const WindowQuerySchema = z
  .object({
    ticker: ticker(),
    start_year: year.optional(),
    end_year: year.optional(),
    from: MonthDaySchema,
    to: MonthDaySchema,
    benchmark: ticker().optional(),
  })
  .refine(yearsInOrder, YEARS_ORDER);
export type WindowQuery = z.input<typeof WindowQuerySchema>;

export const RANK_BY = ['mean', 'hit_rate'] as const;
export type RankBy = (typeof RANK_BY)[number];

/** `/seasonality/best-windows`: windows of `sessions` sessions ranked by mean return or by share of positive years. */
export const BestWindowsQuerySchema = z
  .object({
    ticker: ticker(),
    start_year: year.optional(),
    end_year: year.optional(),
    sessions: wholeNumber(2, 126).optional(),
    rank_by: z.enum(RANK_BY, { error: `expected ${RANK_BY.join(' or ')}` }).optional(),
    min_years: wholeNumber(10, 100).optional(),
    limit: wholeNumber(1, 50).optional(),
  })
  .refine(yearsInOrder, YEARS_ORDER);
export type BestWindowsQuery = z.input<typeof BestWindowsQuerySchema>;

const MonthDayText = z.string().regex(/^\d{2}-\d{2}$/);

/** The average year: for each day of a common 365-day calendar, the mean year-to-date return (%) of the years used. */
export const AverageYearSchema = z.object({
  ticker: z.string(),
  start_year: z.number().int(),
  end_year: z.number().int(),
  /** The complete years averaged. */
  years: z.array(z.number().int()),
  points: z.array(z.object({ date: MonthDayText, mean: z.number() })),
  /** The latest year of the span with data, to its last session: its own year-to-date return (%) on each day. */
  latest: z
    .object({
      year: z.number().int(),
      points: z.array(z.object({ date: MonthDayText, value: z.number() })),
    })
    .nullable(),
});
export type AverageYear = z.infer<typeof AverageYearSchema>;

export const WindowYearSchema = z.object({
  /** The year the window starts in. */
  year: z.number().int(),
  /** The session whose close the window starts from (the last before `from`) and the one it ends on. */
  entry_date: z.string(),
  exit_date: z.string(),
  return_pct: z.number(),
  /** The benchmark over the same dates; null when its data does not cover them. */
  benchmark_return_pct: z.number().nullable(),
});
export type WindowYear = z.infer<typeof WindowYearSchema>;

export const WindowStatsSchema = z.object({
  count: z.number().int(),
  mean: z.number(),
  median: z.number(),
  positive: z.number().int(),
  positive_pct: z.number(),
  best: z.object({ year: z.number().int(), return_pct: z.number() }),
  worst: z.object({ year: z.number().int(), return_pct: z.number() }),
});
export type WindowStats = z.infer<typeof WindowStatsSchema>;

export const WindowAnswerSchema = z.object({
  ticker: z.string(),
  benchmark: z.string(),
  from: MonthDayText,
  to: MonthDayText,
  start_year: z.number().int(),
  end_year: z.number().int(),
  /** The years whose data covers the window, oldest first. */
  years: z.array(WindowYearSchema),
  /** Null when no year covers the window. */
  stats: WindowStatsSchema.nullable(),
  benchmark_stats: WindowStatsSchema.nullable(),
});
export type WindowAnswer = z.infer<typeof WindowAnswerSchema>;

export const BestWindowSchema = z.object({
  from: MonthDayText,
  to: MonthDayText,
  count: z.number().int(),
  mean: z.number(),
  median: z.number(),
  positive_pct: z.number(),
});
export type BestWindow = z.infer<typeof BestWindowSchema>;

export const BestWindowsAnswerSchema = z.object({
  ticker: z.string(),
  start_year: z.number().int(),
  end_year: z.number().int(),
  sessions: z.number().int(),
  /** The calendar days a window of `sessions` sessions spans (252 sessions a year over 365 days). */
  calendar_days: z.number().int(),
  rank_by: z.enum(RANK_BY),
  min_years: z.number().int(),
  /** Best first; no two overlap. */
  windows: z.array(BestWindowSchema),
});
export type BestWindowsAnswer = z.infer<typeof BestWindowsAnswerSchema>;
