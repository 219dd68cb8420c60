import type { AnnualReturn, MonthlyReturn } from '../../contract/index.ts';
import type { CsvCell, CsvTable } from '../table/csv-file.ts';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface MonthlyGrid {
  /** Ascending: the heat map reads years down. */
  years: number[];
  /**
   * Per year: the 12 months' returns (null where the window has no bar or the strategy held no position at any time
   * in the month), then the year's total. Percent.
   */
  cells: (number | null)[][];
}

/**
 * The monthly returns as a years x (12 months + year) grid. The year's total is the service's annual return; a year
 * it does not list is compounded from its months (the same figure when the months are all there).
 */
export function monthlyGrid(monthly: readonly MonthlyReturn[], annual: readonly AnnualReturn[]): MonthlyGrid {
  const years = [...new Set(monthly.map((m) => m.year))].sort((a, b) => a - b);
  const annualOf = new Map(annual.map((a) => [a.year, a.return_pct]));
  const cells = years.map((year) => {
    const row: (number | null)[] = Array.from({ length: 12 }, () => null);
    for (const m of monthly) if (m.year === year && m.in_market !== false) row[m.month - 1] = m.return_pct;
    const compounded = row.reduce<number>((growth, v) => growth * (1 + (v ?? 0) / 100), 1);
    row.push(annualOf.get(year) ?? (compounded - 1) * 100);
    return row;
  });
  return { years, cells };
}

/** The grid as CSV: Year, Jan..Dec, Year total; unrounded, empty where a month has no return or no position. */
export function monthlyGridCsv(grid: MonthlyGrid): CsvTable {
  return {
    header: ['Year', ...MONTH_LABELS, 'Year total'],
    rows: grid.years.map((year, i): CsvCell[] => [year, ...grid.cells[i]]),
  };
}
