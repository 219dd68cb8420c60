import type { PriceRow } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { extraName, findColumn, headerList, isSignalColumn, requireColumn } from './columns.ts';
import { CsvError } from './csv-error.ts';
import type { DateNotes } from './dates.ts';
import { parseDate } from './dates.ts';
import { resolveReading } from './csv-format.ts';
import type { NumberStyle } from './numbers.ts';
import { hasThousandsSeparator, parseNumber, quote } from './numbers.ts';
import { formatNotes } from './reading-notes.ts';
import type { CsvReadOptions } from './read-options.ts';
import type { CsvTable } from './table.ts';
import { dateCell, findDateColumns, readTable } from './table.ts';

export interface PriceCsvOptions extends CsvReadOptions {
  /** A missing Volume column is an error (otherwise every volume reads as 1). */
  requireVolume?: boolean;
}

export interface PriceCsv {
  /** In file order (not sorted: `barsFromRows` sorts and rejects repeated dates). */
  rows: PriceRow[];
  /** What was read leniently: sorted order, volumes floored, columns dropped, two-digit years, OHLC oddities. */
  warnings: string[];
  /** How the dates and numbers were read, when anything needed deciding (formatNotes' sentences). */
  notes: string[];
  /** `lines[i]` is the line of the file `rows[i]` came from (header = line 1), for messages about a row. */
  lines: readonly number[];
  /** The date column's name as the header writes it, for messages about dates. */
  dateColumn: string;
}

interface ExtraColumn {
  index: number;
  name: string;
}

/**
 * The extra numeric columns to keep. Entry1..5/Exit1..5 must be numbers (checked per cell later); any other column
 * with a value that is not a number (text such as "2:1" or "up") is dropped with a warning. A value with a thousands
 * separator is an error wherever it is.
 */
function extraColumns(
  table: CsvTable,
  used: ReadonlySet<number>,
  warnings: string[],
  numbers: NumberStyle,
): ExtraColumn[] {
  const { header, rows, lines } = table;
  const out: ExtraColumn[] = [];
  const names = new Set<string>();
  for (let c = 0; c < header.length; c++) {
    if (used.has(c) || header[c] === '') continue;
    const name = extraName(header[c]);
    if (names.has(name)) throw CsvError.header(name, `two columns are named ${name}`);
    names.add(name);
    let keep = true;
    for (let r = 0; r < rows.length; r++) {
      const cell = rows[r][c];
      if (cell === '') continue;
      const v = parseNumber(cell, numbers);
      if (typeof v === 'number') continue;
      if (hasThousandsSeparator(cell) || isSignalColumn(name)) throw CsvError.cell(lines[r], header[c], v);
      warnings.push(`column ${header[c]} was dropped: it holds text (${quote(cell)} on row ${lines[r]})`);
      keep = false;
      break;
    }
    if (keep) out.push({ index: c, name });
  }
  return out;
}

/** "1 row has" / "3 rows have". */
function rowsHave(n: number): string {
  return n === 1 ? '1 row has' : `${n} rows have`;
}

function price(cell: string, line: number, column: string, numbers: NumberStyle): number {
  const v = parseNumber(cell, numbers);
  if (typeof v === 'string') throw CsvError.cell(line, column, v);
  if (!(v > 0)) throw CsvError.cell(line, column, `${quote(cell)} is not a positive price (prices must be above 0)`);
  return v;
}

/**
 * Reads a price CSV: a date column (Date, Timestamp or Datetime, any case; a separate Time column is joined to it;
 * an unnamed first column is an index and ignored, unless no date column is named, when it holds the dates), Open,
 * High, Low, Close, and Volume (optional unless `requireVolume`: a file without it reads volume 1). Adj Close and
 * any other numeric column are kept in `extra` (Entry1..5/Exit1..5 and Adj Close under those exact names).
 *
 * Dates: see `parseDate` (YYYY-MM-DD[ HH:MM[:SS]], ISO with T, M/D/YYYY, YYYY/MM/DD); the order of day and month,
 * thousands separators and a decimal comma are as `options` say, else found from the cells (`resolveReading`). Prices must be above 0 (a 0 price breaks every return); volume must not be
 * negative, and an empty volume cell reads as missing (NaN, floored to 1 by `barsFromRows`).
 * Errors throw a CsvError naming the row (line of the file, header = line 1) and the column.
 */
export function parsePriceCsv(text: string, options: PriceCsvOptions = {}): PriceCsv {
  const table = readTable(text);
  const { header, rows, lines } = table;
  const warnings: string[] = [];

  const dateCols = findDateColumns(header);
  if (!dateCols) {
    throw CsvError.header('Date', `missing required column Date (or Timestamp); the header has: ${headerList(header)}`);
  }
  const open = requireColumn(header, 'open', 'Open');
  const high = requireColumn(header, 'high', 'High');
  const low = requireColumn(header, 'low', 'Low');
  const close = requireColumn(header, 'close', 'Close');
  const volume = findColumn(header, 'volume', 'Volume');
  if (volume < 0) {
    if (options.requireVolume) {
      throw CsvError.header('Volume', `missing required column Volume; the header has: ${headerList(header)}`);
    }
    warnings.push('the file has no Volume column; every volume reads as 1');
  }
  const used = new Set([dateCols.date, dateCols.time, open, high, low, close, volume]);
  const reading = resolveReading(table, options);
  const numbers = reading.options;
  const extras = extraColumns(table, used, warnings, numbers);
  if (dateCols.date !== 0 && header[0] === '') warnings.push('the unnamed first column (an index) was ignored');

  const notes: DateNotes = { twoDigitYears: 0 };
  const out: PriceRow[] = new Array<PriceRow>(rows.length);
  let emptyVolumes = 0;
  let zeroVolumes = 0;
  let badRanges = 0;
  let firstBadRange = '';
  let ups = 0;
  let downs = 0;
  let prev = NaN;

  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const line = lines[r];
    const time = parseDate(dateCell(row, dateCols), notes, reading.options.dateOrder);
    if (typeof time === 'string') throw CsvError.cell(line, dateCols.name, time);
    const o = price(row[open], line, header[open], numbers);
    const h = price(row[high], line, header[high], numbers);
    const l = price(row[low], line, header[low], numbers);
    const c = price(row[close], line, header[close], numbers);

    // no Volume column: missing, as an empty cell is (barsFromRows floors it to 1)
    let v = NaN;
    if (volume >= 0) {
      const cell = row[volume];
      if (cell === '') {
        v = NaN;
        emptyVolumes++;
      } else {
        const parsed = parseNumber(cell, numbers);
        if (typeof parsed === 'string') throw CsvError.cell(line, header[volume], parsed);
        if (parsed < 0) throw CsvError.cell(line, header[volume], `${quote(cell)} is a negative volume`);
        if (parsed === 0) zeroVolumes++;
        v = parsed;
      }
    }

    const priceRow: PriceRow = { time, open: o, high: h, low: l, close: c, volume: v };
    if (extras.length > 0) {
      const extra: Record<string, number> = {};
      for (const x of extras) {
        const cell = row[x.index];
        const parsed = cell === '' ? NaN : parseNumber(cell, numbers);
        if (typeof parsed === 'string') throw CsvError.cell(line, header[x.index], parsed);
        extra[x.name] = parsed;
      }
      priceRow.extra = extra;
    }
    out[r] = priceRow;

    if (h < Math.max(o, c, l) || l > Math.min(o, c, h)) {
      if (badRanges === 0) firstBadRange = barLabel(time);
      badRanges++;
    }
    if (time > prev) ups++;
    else if (time < prev) downs++;
    prev = time;
  }

  if (notes.twoDigitYears > 0) {
    warnings.push(`${rowsHave(notes.twoDigitYears)} a two-digit year; 00-68 read as 20xx and 69-99 as 19xx`);
  }
  if (downs > 0) {
    warnings.push(
      ups === 0
        ? 'rows are newest first; they are sorted by date'
        : 'rows are out of date order; they are sorted by date',
    );
  }
  if (zeroVolumes > 0)
    warnings.push(`${rowsHave(zeroVolumes)} volume 0; it is floored to 1 (not read as a suspension)`);
  if (emptyVolumes > 0) warnings.push(`${rowsHave(emptyVolumes)} no volume; it reads as 1`);
  if (badRanges > 0) {
    warnings.push(
      `${rowsHave(badRanges)} High below Open/Low/Close or Low above Open/High/Close (first on ${firstBadRange}); kept as given`,
    );
  }
  return { rows: out, warnings, notes: formatNotes(reading.facts), lines, dateColumn: dateCols.name };
}
