import { CsvError } from './csv-error.ts';
import type { DateOrder } from './dates.ts';
import { SHORT_DATE_RE } from './dates.ts';
import { hasThousandsSeparator, quote } from './numbers.ts';
import type { CsvTable } from './table.ts';
import { dateCell, findDateColumns } from './table.ts';

/**
 * How a file writes its dates with the year last: not at all (ISO dates), one way shown by a day above 12 somewhere,
 * or no date that tells (every day and month 12 or below: it must be asked).
 */
export type DateOrderFinding =
  { kind: 'none' } | { kind: 'found'; order: DateOrder; example: string } | { kind: 'ambiguous'; example: string };

/** What a file's cells say about how to read it. */
export interface CsvFormat {
  dates: DateOrderFinding;
  /** A number written with a thousands separator ("1,234.50"), or null when there is none. */
  thousands: string | null;
}

interface Telling {
  cell: string;
  line: number;
}

/** The first date with a day above 12 in first and in second place, and the first date with the year last. */
interface DateEvidence {
  dayFirst: Telling | null;
  monthFirst: Telling | null;
  any: string | null;
}

function dateEvidence(table: CsvTable): DateEvidence & { column: string } {
  const evidence: DateEvidence = { dayFirst: null, monthFirst: null, any: null };
  const cols = findDateColumns(table.header);
  if (!cols) return { ...evidence, column: '' };
  for (let r = 0; r < table.rows.length; r++) {
    const cell = dateCell(table.rows[r], cols);
    const m = SHORT_DATE_RE.exec(cell);
    if (!m) continue;
    evidence.any ??= cell;
    if (Number(m[1]) > 12) evidence.dayFirst ??= { cell, line: table.lines[r] };
    if (Number(m[3]) > 12) evidence.monthFirst ??= { cell, line: table.lines[r] };
    if (evidence.dayFirst && evidence.monthFirst) break;
  }
  return { ...evidence, column: cols.name };
}

/**
 * Finds how the files write dates (a day above 12 in first place means day first, in second place month first; both
 * in one set of files is a CsvError naming both) and whether any number outside the date column has a thousands
 * separator. `tables` are the files read together (several yearly files of one symbol): they must agree.
 */
export function detectCsvFormat(tables: readonly CsvTable[]): CsvFormat {
  let dayFirst: (Telling & { column: string }) | null = null;
  let monthFirst: (Telling & { column: string }) | null = null;
  let any: string | null = null;
  let thousands: string | null = null;
  for (const table of tables) {
    const e = dateEvidence(table);
    if (e.dayFirst) dayFirst ??= { ...e.dayFirst, column: e.column };
    if (e.monthFirst) monthFirst ??= { ...e.monthFirst, column: e.column };
    any ??= e.any;
    thousands ??= thousandsExample(table);
  }
  if (dayFirst && monthFirst) {
    const later = dayFirst.line > monthFirst.line ? dayFirst : monthFirst;
    throw CsvError.cell(
      later.line,
      later.column,
      `the dates are written both day first (${quote(dayFirst.cell)}) and month first (${quote(monthFirst.cell)}); write them one way`,
    );
  }
  const dates: DateOrderFinding = dayFirst
    ? { kind: 'found', order: 'day-first', example: dayFirst.cell }
    : monthFirst
      ? { kind: 'found', order: 'month-first', example: monthFirst.cell }
      : any !== null
        ? { kind: 'ambiguous', example: any }
        : { kind: 'none' };
  return { dates, thousands };
}

function thousandsExample(table: CsvTable): string | null {
  const cols = findDateColumns(table.header);
  for (const row of table.rows) {
    for (let c = 0; c < row.length; c++) {
      if (cols && (c === cols.date || c === cols.time)) continue;
      if (hasThousandsSeparator(row[c])) return row[c];
    }
  }
  return null;
}
