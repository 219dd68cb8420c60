import type { z } from 'zod';
import type { ResponseOf, SeasonalityFeature, SeasonalityQuerySchema } from '../../../contract/index.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../contract/index.ts';
import type { HolidayName } from '../../../engine/calendar/index.ts';
import { isHolidayName, HOLIDAY_NAMES, upcomingHoliday } from '../../../engine/calendar/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import { civilFromDays, daysFromCivil } from '../../../engine/series/civil.ts';
import type { YearSpan } from '../../../engine/seasonality/index.ts';
import {
  holidayAnchorDays,
  oneDollarCurve,
  performanceAroundDates,
  performanceByDayOfMonth,
  performanceByDayOfSingleMonth,
  performanceByDayOfYear,
  performanceByMonth,
  performanceByWeekday,
} from '../../../engine/seasonality/index.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { tradingDayOfYear } from './session-day.ts';

export type SeasonalityParams = z.output<typeof SeasonalityQuerySchema>;

export interface FeatureInput {
  bars: Bars;
  ticker: string;
  span: YearSpan;
  params: SeasonalityParams;
  /** Today's day number (days since 1970-01-01), for the defaults that depend on the date. */
  today: number;
}

/** The `data` a feature's own endpoint answers (spec 2.1). */
export type FeatureData<F extends SeasonalityFeature> =
  ResponseOf<`GET /seasonality/${F}`> extends { data: infer D } ? D : never;

/** What a feature answers: its standalone `data` (spec 2.1), and the parts of its all-in-one entry. */
export interface FeatureAnswer<F extends SeasonalityFeature> {
  standalone: FeatureData<F>;
  description: string;
  /** The object features' scalar fields, repeated in the all-in-one `meta`. */
  fields: Record<string, unknown>;
  rows: unknown[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const years = (span: YearSpan) => `${span.startYear}-${span.endYear}`;
const DEFAULT_SHIFT = 5;
const DEFAULT_HOLDING_DAYS = 63;

function byWeek({ bars, ticker, span }: FeatureInput): FeatureAnswer<'performance-by-week'> {
  const stats = performanceByWeekday(bars, span).filter((s) => s.count > 0);
  return {
    description: `${ticker}, ${years(span)}: mean daily close-to-close return (%) and share of positive days (%) by weekday.`,
    standalone: stats.map((s) => ({ Weekday: WEEKDAY_NAMES[s.weekday - 1], Return: s.mean, Positive: s.positivePct })),
    rows: stats.map((s) => ({
      Weekday: WEEKDAY_NAMES[s.weekday - 1],
      Mean_Return: s.mean,
      Positive_Pct: s.positivePct,
    })),
    fields: {},
  };
}

function byMonth({ bars, ticker, span }: FeatureInput): FeatureAnswer<'performance-by-month'> {
  const stats = performanceByMonth(bars, span).filter((s) => s.count > 0);
  return {
    description: `${ticker}, ${years(span)}: mean monthly return (last close over the previous month's last close, %) and share of positive years (%) by month; complete months only.`,
    standalone: stats.map((s) => ({ Month: MONTH_NAMES[s.month - 1], Return: s.mean, Positive: s.positivePct })),
    rows: stats.map((s) => ({ MonthName: MONTH_NAMES[s.month - 1], Mean_Return: s.mean, Positive_Pct: s.positivePct })),
    fields: {},
  };
}

function byDayOfMonth({ bars, ticker, span }: FeatureInput): FeatureAnswer<'performance-by-day-of-month'> {
  const rows = performanceByDayOfMonth(bars, span)
    .filter((s) => s.count > 0)
    .map((s) => ({
      Month: pad2(s.month),
      Day: pad2(s.day),
      'AVG RET': s.mean,
      MAX: s.max,
      MIN: s.min,
      '% POS': s.positivePct,
    }));
  return {
    description: `${ticker}, ${years(span)}: daily returns (%) grouped by calendar date: mean, best, worst and share positive.`,
    standalone: rows,
    rows,
    fields: {},
  };
}

function byDayOfYear({ bars, ticker, span }: FeatureInput): FeatureAnswer<'performance-by-day-of-year'> {
  const rows = performanceByDayOfYear(bars, span)
    .filter((s) => s.count > 0)
    .map((s) => ({ Day: s.day, 'AVG RET': s.mean, MAX: s.max, MIN: s.min, '% POS': s.positivePct }));
  return {
    description: `${ticker}, ${years(span)}: daily returns (%) grouped by the session's number in its year (1 = first session, up to 252).`,
    standalone: rows,
    rows,
    fields: {},
  };
}

function holidayName(params: SeasonalityParams, today: number): HolidayName {
  const asked = params.holiday_name;
  if (asked === undefined) return upcomingHoliday(today).name;
  const found = HOLIDAY_NAMES.find((h) => h.toLowerCase() === asked.toLowerCase());
  if (found && isHolidayName(found)) return found;
  throw AnalyticsServiceError.field(
    'holiday_name',
    `unknown holiday ${asked}; expected one of ${HOLIDAY_NAMES.join(', ')}`,
  );
}

function offsetRows(stats: ReturnType<typeof performanceAroundDates>) {
  return stats
    .filter((s) => s.count > 0)
    .map((s) => ({ DayOffset: s.offset, Mean_Return: s.mean, Positive_Pct: s.positivePct }));
}

function aroundHoliday({
  bars,
  ticker,
  span,
  params,
  today,
}: FeatureInput): FeatureAnswer<'performance-around-holiday'> {
  const name = holidayName(params, today);
  const shift = params.shift ?? DEFAULT_SHIFT;
  const anchors: number[] = [];
  for (let y = span.startYear; y <= span.endYear; y++) anchors.push(...holidayAnchorDays(name, y));
  const rows = offsetRows(performanceAroundDates(bars, span, anchors, shift));
  const fields = { holiday_name: name, shift };
  return {
    description: `${ticker}, ${years(span)}: mean daily return (%) and share positive by session around ${name} (day 0 is its session, or the first session after it when the market is closed).`,
    standalone: { ...fields, data: rows },
    rows,
    fields,
  };
}

function aroundSpecificDay({
  bars,
  ticker,
  span,
  params,
  today,
}: FeatureInput): FeatureAnswer<'performance-around-specific-days'> {
  const now = civilFromDays(today);
  const month = params.month ?? now.month;
  const day = params.day ?? now.day;
  const shift = params.shift ?? DEFAULT_SHIFT;
  const anchors: number[] = [];
  // A day past the month's end (e.g. 02-30) rolls into the next month: still "the first session on or after it".
  for (let y = span.startYear; y <= span.endYear; y++) anchors.push(daysFromCivil(y, month, day));
  const rows = offsetRows(performanceAroundDates(bars, span, anchors, shift));
  const fields = { target_date: `${pad2(month)}-${pad2(day)}`, shift };
  return {
    description: `${ticker}, ${years(span)}: mean daily return (%) and share positive by session around ${MONTH_NAMES[month - 1]} ${day} (day 0 is the first session on or after it).`,
    standalone: { ...fields, data: rows },
    rows,
    fields,
  };
}

function singleMonth({
  bars,
  ticker,
  span,
  params,
  today,
}: FeatureInput): FeatureAnswer<'performance-by-day-of-single-month'> {
  const monthName = params.target_month ?? MONTH_NAMES[civilFromDays(today).month - 1];
  const category = params.category ?? 'calendar_day';
  const month = MONTH_NAMES.indexOf(monthName) + 1;
  const rows = performanceByDayOfSingleMonth(bars, span, month, category)
    .filter((s) => s.count > 0)
    .map((s) => ({ Day: pad2(s.day), Mean_Return: s.mean, Positive_Pct: s.positivePct }));
  const fields = { month_name: monthName, category };
  const by = category === 'calendar_day' ? 'calendar day' : 'trading day of the month';
  return {
    description: `${ticker}, ${years(span)}: mean daily return (%) and share positive in ${monthName}, by ${by}.`,
    standalone: { ...fields, data: rows },
    rows,
    fields,
  };
}

function dollarCurve({ bars, ticker, span, params, today }: FeatureInput): FeatureAnswer<'one-dollar-curve'> {
  const entry = params.entry_day ?? tradingDayOfYear(today);
  const exit = params.exit_day ?? entry + (params.holding_days ?? DEFAULT_HOLDING_DAYS);
  if (exit <= entry) throw AnalyticsServiceError.field('exit_day', `exit_day must be after entry_day ${entry}`);
  const curve = oneDollarCurve(bars, span, entry, exit);
  const rows = curve.points.map((p) => ({ Date: isoDay(p.time), Equity: p.equity }));
  const trades = curve.trades.map((t) => ({
    entry: isoDay(t.entryTime),
    exit: isoDay(t.exitTime),
    return_pct: t.returnPct,
  }));
  const fields = { entry_trading_day: entry, exit_trading_day: exit, holding_days: exit - entry, trades };
  return {
    description: `${ticker}, ${years(span)}: $1 bought each year at the close of trading day ${entry} and sold at the close of trading day ${exit} (${exit - entry} sessions later), compounded across ${curve.trades.length} years.`,
    standalone: { ...fields, data: rows },
    rows,
    fields,
  };
}

export const FEATURE_BUILDERS: { readonly [F in SeasonalityFeature]: (input: FeatureInput) => FeatureAnswer<F> } = {
  'performance-by-week': byWeek,
  'performance-by-month': byMonth,
  'performance-around-holiday': aroundHoliday,
  'performance-by-day-of-single-month': singleMonth,
  'performance-around-specific-days': aroundSpecificDay,
  'performance-by-day-of-month': byDayOfMonth,
  'performance-by-day-of-year': byDayOfYear,
  'one-dollar-curve': dollarCurve,
};
