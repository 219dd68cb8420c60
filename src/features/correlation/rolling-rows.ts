import type { SymbolColumnsRow } from '../../contract/index.ts';
import type { ChartPoint } from '../../ui/charts/chart-data.ts';

/** The benchmark's price column of `corr_roll` and `beta_roll`. */
export const BENCHMARK_PRICE = 'stock_price';

/**
 * The symbols of a rolling answer: the columns other than `Date`, the benchmark's price and the `<SYMBOL>_price`
 * columns of `beta_roll`, in the service's order. Every row is read: a row leaves out a symbol whose value is
 * undefined there (a window in which it did not move).
 */
export function rollingSymbols(rows: readonly SymbolColumnsRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (key !== 'Date' && key !== BENCHMARK_PRICE && !key.endsWith('_price')) seen.add(key);
  return [...seen];
}

/** `2014-02-03T00:00:00` as the day it names. */
export function dayOf(row: SymbolColumnsRow): string {
  return String(row.Date ?? '').slice(0, 10);
}

/** A number cell, or null when absent or not finite. */
export function numberAt(row: SymbolColumnsRow, column: string): number | null {
  const v = row[column];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** One column as chart points (rows without a number are left out). */
export function columnPoints(rows: readonly SymbolColumnsRow[], column: string): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const row of rows) {
    const value = numberAt(row, column);
    if (value !== null) points.push({ time: dayOf(row), value });
  }
  return points;
}

/** A flat line at `value` over the rows' dates: a reference line. */
export function constantPoints(rows: readonly SymbolColumnsRow[], value: number): ChartPoint[] {
  return rows.map((row) => ({ time: dayOf(row), value }));
}

/** "2014-02-03 to 2018-05-11", or "" without rows. */
export function rowsSpan(rows: readonly SymbolColumnsRow[]): string {
  return rows.length ? `${dayOf(rows[0])} to ${dayOf(rows[rows.length - 1])}` : '';
}
