import { civilFromDays } from './civil.ts';

/**
 * A price series in columns. `time` is epoch milliseconds (UTC) of the bar's date (or date and hour for intraday);
 * prices are Float64Array of one length. Extra numeric columns (Entry1..5, Exit1..5, imported sentiment columns) live
 * in `columns`, NaN where a row had no value.
 */
export interface Bars {
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  readonly columns: Readonly<Record<string, Float64Array>>;
}

/** One parsed row before it becomes a column; `extra` holds any other numeric column by its header name. */
export interface PriceRow {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  extra?: Readonly<Record<string, number>>;
}

export type { BarFrequency } from './frequency.ts';

/** A dated series of single values, e.g. a sentiment indicator (Date, Value). */
export interface ValueSeries {
  readonly time: Float64Array;
  readonly value: Float64Array;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD of a day number since 1970-01-01 (Date#toISOString is twenty times slower for 25,000 bars). */
function civilDate(days: number): string {
  const { year, month, day } = civilFromDays(days);
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : String(year);
  return `${y}-${pad2(month)}-${pad2(day)}`;
}

/** YYYY-MM-DD of an epoch-ms time (UTC). */
export function isoDay(time: number): string {
  return civilDate(Math.floor(time / DAY_MS));
}

/** YYYY-MM-DD, or YYYY-MM-DD HH:MM when the time is not midnight (intraday bars). */
export function barLabel(time: number): string {
  const days = Math.floor(time / DAY_MS);
  const minutes = Math.floor((time - days * DAY_MS) / MINUTE_MS);
  const date = civilDate(days);
  return minutes === 0 ? date : `${date} ${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
