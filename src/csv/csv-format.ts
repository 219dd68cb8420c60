import { CsvError } from './csv-error.ts';
import type { DateOrder } from './dates.ts';
import { SHORT_DATE_RE } from './dates.ts';
import { hasDecimalComma, hasThousandsSeparator, quote } from './numbers.ts';
import type { CsvReadOptions } from './read-options.ts';
import type { FormatFacts } from './reading-notes.ts';
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
  /** A number written with a decimal comma ("64,501427") in a file not separated by commas, or null. */
  decimalComma: string | null;
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
    // a date that is no date either way round (13/45/2020) tells nothing: it is refused when read
    const first = Number(m[1]);
    const second = Number(m[3]);
    if (first > 12 && second <= 12) evidence.dayFirst ??= { cell, line: table.lines[r] };
    if (second > 12 && first <= 12) evidence.monthFirst ??= { cell, line: table.lines[r] };
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
  let decimalComma: string | null = null;
  for (const table of tables) {
    const e = dateEvidence(table);
    if (e.dayFirst) dayFirst ??= { ...e.dayFirst, column: e.column };
    if (e.monthFirst) monthFirst ??= { ...e.monthFirst, column: e.column };
    any ??= e.any;
    const numbers = numberExamples(table);
    thousands ??= numbers.thousands;
    decimalComma ??= numbers.decimalComma;
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
  // one set of files is read one way: a decimal comma anywhere rules out commas grouping thousands
  return { dates, thousands: decimalComma === null ? thousands : null, decimalComma };
}

/**
 * The first number with a comma outside the date columns, read as a decimal comma when the file is not separated by
 * commas ("64,501427" in a semicolon file) and as grouped thousands otherwise ("1,234.50" inside quotes).
 */
function numberExamples(table: CsvTable): Pick<CsvFormat, 'thousands' | 'decimalComma'> {
  const cols = findDateColumns(table.header);
  const commaDecimals = table.delimiter !== ',';
  for (const row of table.rows) {
    for (let c = 0; c < row.length; c++) {
      if (cols && (c === cols.date || c === cols.time)) continue;
      const cell = row[c];
      if (!cell.includes(',')) continue;
      if (commaDecimals && hasDecimalComma(cell)) return { thousands: null, decimalComma: cell };
      if (hasThousandsSeparator(cell)) return { thousands: cell, decimalComma: null };
    }
  }
  return { thousands: null, decimalComma: null };
}

/** How a reading of one file went: what it found or was told, for the notes that say how the file was read. */
export interface ResolvedReading {
  options: Required<CsvReadOptions>;
  facts: FormatFacts;
}

/**
 * How to read a file: what the caller was told (the user's choice) wins, the rest is found from the cells. Every
 * reader of every host goes through here, so a file reads the same in the builder, the Data screen, a data folder
 * of the server and the CLI. Dates that could be either way round, with no choice given, are read month first and
 * the notes say it was assumed; a screen that can ask does so before it reads (readUpload).
 */
export function resolveReading(table: CsvTable, given: CsvReadOptions = {}): ResolvedReading {
  const format = detectCsvFormat([table]);
  const found = format.dates;
  let dates: FormatFacts['dates'] = 'iso';
  let datesHow: FormatFacts['datesHow'] = 'found';
  if (given.dateOrder !== undefined && found.kind !== 'none') {
    dates = given.dateOrder;
    datesHow = 'chosen';
  } else if (found.kind === 'found') dates = found.order;
  else if (found.kind === 'ambiguous') {
    dates = 'month-first';
    datesHow = 'assumed';
  }
  const decimalComma = given.decimalComma ?? format.decimalComma !== null;
  const thousands = given.thousands ?? (!decimalComma && format.thousands !== null);
  return {
    options: { dateOrder: given.dateOrder ?? (dates === 'iso' ? 'month-first' : dates), thousands, decimalComma },
    facts: {
      dates,
      datesHow,
      ...(found.kind !== 'none' && { dateExample: found.example }),
      thousands: thousands ? format.thousands : null,
      decimalComma: decimalComma ? format.decimalComma : null,
    },
  };
}
