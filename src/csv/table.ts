import Papa from 'papaparse';
import { CsvError } from './csv-error.ts';

/** A CSV split into cells: trimmed header names and the non-blank data rows with their line numbers in the file. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** `lines[i]` is the line of the file where `rows[i]` starts (the header is line 1). */
  readonly lines: readonly number[];
  /** The cell separator found in the header line: a decimal comma is possible only where it is not a comma. */
  readonly delimiter: string;
}

/** The delimiter used most in the header line: comma, tab or semicolon (comma when none). */
function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const first = end < 0 ? text : text.slice(0, end);
  let best = ',';
  let count = 0;
  for (const d of [',', '\t', ';']) {
    const c = first.split(d).length - 1;
    if (c > count) {
      best = d;
      count = c;
    }
  }
  return best;
}

/** The file line where each parsed row starts, counting line breaks inside quoted cells. */
function lineNumbers(data: readonly (readonly string[])[]): number[] {
  const out = new Array<number>(data.length);
  let line = 1;
  for (let i = 0; i < data.length; i++) {
    out[i] = line;
    line += 1 + newlines(data[i]);
  }
  return out;
}

function newlines(cells: readonly string[]): number {
  let n = 0;
  for (const cell of cells) {
    for (let i = cell.indexOf('\n'); i >= 0; i = cell.indexOf('\n', i + 1)) n++;
  }
  return n;
}

/**
 * Splits CSV text (a UTF-8 BOM is dropped; LF, CRLF or CR line ends; comma, tab or semicolon delimited; quoted
 * cells). Cells are trimmed. Blank lines, and lines whose cells are all empty, are skipped (before the header too).
 * Throws a CsvError for an empty file, a broken quote, or a row with more non-empty values than the header has
 * columns.
 */
export function readTable(text: string): CsvTable {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = detectDelimiter(body);
  const quoted = body.includes('"');
  let data: string[][];
  if (quoted) {
    const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
    data = parsed.data;
    const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
    if (quoteError) {
      const at = quoteError.row !== undefined && quoteError.row < data.length ? lineNumbers(data)[quoteError.row] : 1;
      throw CsvError.cell(at, '', `${quoteError.message.toLowerCase()} (a quote that is not closed?)`);
    }
  } else {
    // no quotes: a plain split, much faster than a full CSV parser on large files
    data = body.split(/\r\n|\n|\r/).map((line) => line.split(delimiter));
  }
  const lineOf = quoted ? lineNumbers(data) : Array.from(data.keys(), (i) => i + 1);

  let h = 0;
  while (h < data.length && data[h].every((c) => c.trim() === '')) h++;
  if (h === data.length) throw CsvError.header('', 'the file is empty (no header line)');
  const header = data[h].map((c) => c.trim());

  const rows: string[][] = [];
  const lines: number[] = [];
  const width = header.length;
  for (let i = h + 1; i < data.length; i++) {
    const row = data[i]; // our own array: trimmed and resized in place
    let blank = true;
    for (let c = 0; c < row.length; c++) {
      const cell = row[c].trim();
      row[c] = cell;
      if (cell === '') continue;
      blank = false;
      if (c >= width) {
        throw CsvError.cell(
          lineOf[i],
          '',
          `${row.length} values but the header has ${width} columns (a thousands separator or an unquoted comma?)`,
        );
      }
    }
    if (blank) continue;
    if (row.length > width) row.length = width;
    while (row.length < width) row.push('');
    rows.push(row);
    lines.push(lineOf[i]);
  }
  return { header, rows, lines, delimiter };
}

/** A header name for matching: lower case without spaces, underscores, dots or dashes ("Adj Close" -> adjclose). */
export function canonical(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}

const DATE_NAMES = ['date', 'timestamp', 'datetime'];

/** Where the dates are: a Date/Timestamp/Datetime column (plus a separate Time column), or an unnamed first column. */
export interface DateColumns {
  /** Index of the date column. */
  readonly date: number;
  /** Index of a separate time-of-day column, or -1. */
  readonly time: number;
  /** The header name to show in messages. */
  readonly name: string;
}

/**
 * Finds the date column: the first named date/timestamp/datetime (any case); a Time column beside it is joined to
 * it; a lone Time column is the date column. Failing those, an unnamed first column (a pandas index written without a
 * name) holds the dates. When a date column is named, an unnamed first column is an ordinal index and is ignored.
 */
export function findDateColumns(header: readonly string[]): DateColumns | null {
  const keys = header.map(canonical);
  let date = -1;
  for (const name of DATE_NAMES) {
    date = keys.indexOf(name);
    if (date >= 0) break;
  }
  const time = keys.indexOf('time');
  if (date >= 0) return { date, time, name: header[date] };
  if (time >= 0) return { date: time, time: -1, name: header[time] };
  if (header.length > 0 && header[0] === '') return { date: 0, time: -1, name: '(unnamed first column)' };
  return null;
}

/** The cell holding the date (and time) of a row. */
export function dateCell(row: readonly string[], cols: DateColumns): string {
  return cols.time >= 0 && row[cols.time] !== '' ? `${row[cols.date]} ${row[cols.time]}` : row[cols.date];
}
