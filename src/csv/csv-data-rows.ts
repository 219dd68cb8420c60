import type { PriceRow } from '../engine/series/bars.ts';
import { canonical } from './table.ts';
import { CsvError } from './csv-error.ts';
import { parseNumber, quote } from './numbers.ts';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The 10 signal columns of CSV mode, always present on the rows this returns (0 when the request left one out). */
export const SIGNAL_COLUMNS = [
  'Entry1',
  'Entry2',
  'Entry3',
  'Entry4',
  'Entry5',
  'Exit1',
  'Exit2',
  'Exit3',
  'Exit4',
  'Exit5',
] as const;

const PRICE_COLUMNS = ['Open', 'High', 'Low', 'Close'] as const;

function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : String(value);
}

function toNumber(value: unknown, index: number, column: string): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw CsvError.dataRow(index, column, `${String(value)} is not a finite number`);
  }
  if (typeof value === 'string') {
    const v = parseNumber(value.trim());
    if (typeof v === 'string') throw CsvError.dataRow(index, column, v);
    return v;
  }
  if (value === undefined) throw CsvError.dataRow(index, column, `missing required column ${column}`);
  throw CsvError.dataRow(index, column, `${describe(value)} is not a number`);
}

function toTime(value: unknown, index: number): number {
  if (typeof value !== 'string') {
    const what = value === undefined ? 'missing required column Date' : `${describe(value)} is not a date`;
    throw CsvError.dataRow(index, 'Date', `${what} (expected a YYYY-MM-DD string)`);
  }
  const m = ISO_DATE_RE.exec(value.trim());
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [h, min, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
    const t = Date.UTC(year, month - 1, day, h, min, s);
    const d = new Date(t);
    if (d.getUTCMonth() === month - 1 && d.getUTCDate() === day && h < 24 && min < 60 && s < 60) return t;
  }
  throw CsvError.dataRow(index, 'Date', `${quote(value)} is not a date (expected YYYY-MM-DD)`);
}

/**
 * Validates the `csv_data` rows of a CSV-mode request (spec 2.8) and turns them into price rows. Keys match
 * case-insensitively (Date, Open, High, Low, Close, Volume are required); values are numbers or numeric strings;
 * Date is a YYYY-MM-DD string (YYYY-MM-DD HH:MM[:SS] is accepted for intraday rows). Prices must be above 0 and
 * Volume must not be negative (0 is floored to 1 later). Entry1..5 and Exit1..5 are optional and read 0 when missing,
 * null or empty; every other key is dropped. Errors are CsvErrors naming the row (1-based index in the array) and
 * the column.
 */
export function csvRowsToPriceRows(rows: readonly Record<string, unknown>[]): PriceRow[] {
  const out: PriceRow[] = new Array<PriceRow>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const index = r + 1;
    const source: unknown = rows[r];
    if (typeof source !== 'object' || source === null || Array.isArray(source)) {
      throw CsvError.dataRow(index, '', `${describe(source)} is not a row object`);
    }
    const byKey = new Map<string, unknown>();
    for (const [key, value] of Object.entries(source)) {
      const k = canonical(key);
      if (!byKey.has(k)) byKey.set(k, value);
    }
    const time = toTime(byKey.get('date'), index);
    const prices = PRICE_COLUMNS.map((column) => {
      const v = toNumber(byKey.get(column.toLowerCase()), index, column);
      if (!(v > 0)) throw CsvError.dataRow(index, column, `${v} is not a positive price (prices must be above 0)`);
      return v;
    });
    const volume = toNumber(byKey.get('volume'), index, 'Volume');
    if (volume < 0) throw CsvError.dataRow(index, 'Volume', `${volume} is a negative volume`);

    const extra: Record<string, number> = {};
    for (const column of SIGNAL_COLUMNS) {
      const value = byKey.get(column.toLowerCase());
      const absent = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      extra[column] = absent ? 0 : toNumber(value, index, column);
    }
    out[r] = { time, open: prices[0], high: prices[1], low: prices[2], close: prices[3], volume, extra };
  }
  return out;
}
