import type { PriceRow } from '../engine/series/bars.ts';
import { headerList } from './columns.ts';
import { CsvError } from './csv-error.ts';
import { parseDate } from './dates.ts';
import { resolveReading } from './csv-format.ts';
import { parseNumber, quote } from './numbers.ts';
import type { CsvReadOptions } from './read-options.ts';
import type { DateColumns } from './table.ts';
import { dateCell, findDateColumns, readTable } from './table.ts';

/** A symbol's column of a wide file. */
interface SymbolColumn {
  index: number;
  symbol: string;
}

function dateColumns(header: readonly string[]): DateColumns {
  const cols = findDateColumns(header);
  if (!cols) {
    throw CsvError.header('Date', `missing required column Date (or Timestamp); the header has: ${headerList(header)}`);
  }
  return cols;
}

/** Every named column besides the dates is a symbol (its name upper-cased); two columns of one symbol are an error. */
function symbolColumns(header: readonly string[], dates: DateColumns): SymbolColumn[] {
  const out: SymbolColumn[] = [];
  const seen = new Map<string, string>();
  for (let c = 0; c < header.length; c++) {
    if (c === dates.date || c === dates.time || header[c] === '') continue;
    const symbol = header[c].toUpperCase();
    const before = seen.get(symbol);
    if (before !== undefined) {
      throw CsvError.header(header[c], `two columns are the symbol ${symbol} ("${before}", "${header[c]}")`);
    }
    seen.set(symbol, header[c]);
    out.push({ index: c, symbol });
  }
  if (out.length === 0) {
    throw CsvError.header('', `no symbol columns besides the dates; the header has: ${headerList(header)}`);
  }
  return out;
}

/** The header line of a CSV: the first line that is not blank (the whole text when a quote makes that unsafe). */
function headerText(text: string): string {
  const re = /\r\n|\n|\r/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = text.slice(start, m.index);
    if (line.includes('"')) return text;
    if (line.replace(/[\s,;\t\ufeff]/g, '') !== '') return line;
    start = m.index + m[0].length;
  }
  return text;
}

/**
 * The symbols of a wide close file, in column order, from its header line only (cheap on a large file): each named
 * column besides the date column, upper-cased. Throws the CsvError `parseWideCloseCsv` would for the header.
 */
export function wideCloseSymbols(text: string): string[] {
  const { header } = readTable(headerText(text));
  return symbolColumns(header, dateColumns(header)).map((c) => c.symbol);
}

/**
 * Reads a wide close-only CSV: a date column (Date, Timestamp or Datetime, any case, as in `parsePriceCsv`; an
 * unnamed first column is an index and ignored when a date column is named) and one column of closes per symbol
 * (`Date,EEM,TIP,...`). Returns upper-case symbol -> rows in file order (`barsFromRows` sorts them and rejects a
 * repeated date), each row with open = high = low = close = the cell and volume NaN (floored to 1 by `barsFromRows`).
 * Unnamed columns are ignored. A blank cell is no row for that symbol on that date (e.g. before a listing, or a local
 * holiday). A cell that is not a number, or a price not above 0, throws a CsvError naming the row (line of the file,
 * header = line 1) and the column, as does a date that cannot be read.
 */
export function parseWideCloseCsv(text: string, options: CsvReadOptions = {}): Map<string, PriceRow[]> {
  const table = readTable(text);
  const { header, rows, lines } = table;
  const { options: read } = resolveReading(table, options);
  const dates = dateColumns(header);
  const columns = symbolColumns(header, dates);
  const out = new Map<string, PriceRow[]>(columns.map((c) => [c.symbol, []]));
  const series = columns.map((c) => out.get(c.symbol)!);

  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const time = parseDate(dateCell(row, dates), undefined, read.dateOrder);
    if (typeof time === 'string') throw CsvError.cell(lines[r], dates.name, time);
    for (let k = 0; k < columns.length; k++) {
      const c = columns[k].index;
      const cell = row[c];
      if (cell === '') continue;
      const v = parseNumber(cell, read);
      if (typeof v === 'string') throw CsvError.cell(lines[r], header[c], v);
      if (!(v > 0)) {
        throw CsvError.cell(lines[r], header[c], `${quote(cell)} is not a positive price (prices must be above 0)`);
      }
      series[k].push({ time, open: v, high: v, low: v, close: v, volume: NaN });
    }
  }
  return out;
}
