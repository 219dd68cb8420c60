import type { ValueSeries } from '../engine/series/bars.ts';
import { findColumn, headerList } from './columns.ts';
import { CsvError } from './csv-error.ts';
import { parseDate } from './dates.ts';
import { resolveReading } from './csv-format.ts';
import type { NumberStyle } from './numbers.ts';
import { parseNumber, quote } from './numbers.ts';
import type { CsvReadOptions } from './read-options.ts';
import type { CsvTable } from './table.ts';
import { dateCell, findDateColumns, readTable } from './table.ts';

/** The value column: Value, else Close, else Price, else the only (numeric) column besides the dates. */
function valueColumn(table: CsvTable, taken: ReadonlySet<number>, numbers: NumberStyle): number {
  const { header, rows } = table;
  for (const [key, display] of [
    ['value', 'Value'],
    ['close', 'Close'],
    ['price', 'Price'],
  ] as const) {
    const i = findColumn(header, key, display);
    if (i >= 0) return i;
  }
  const candidates: number[] = [];
  for (let c = 0; c < header.length; c++) if (!taken.has(c) && header[c] !== '') candidates.push(c);
  if (candidates.length === 1) return candidates[0];
  const numeric = candidates.filter((c) =>
    rows.every((row) => row[c] === '' || typeof parseNumber(row[c], numbers) === 'number'),
  );
  if (numeric.length === 1) return numeric[0];
  throw CsvError.header(
    'Value',
    `missing column Value (or Close, or Price, or a single numeric column); the header has: ${headerList(header)}`,
  );
}

/**
 * Reads a dated value series (a sentiment indicator): the date column as in `parsePriceCsv`, and the values of the
 * Value column, else Close (so an OHLC file such as the VIX gives its close), else Price, else the single numeric
 * column. A row with an empty value is skipped (a gap, e.g. a local holiday); a value that is not a number, or a date
 * that repeats, throws a CsvError naming the row (line of the file, header = line 1) and the column. Sorted by date.
 */
export function parseValueCsv(text: string, options: CsvReadOptions = {}): ValueSeries {
  const table = readTable(text);
  const { header, rows, lines } = table;
  const dateCols = findDateColumns(header);
  if (!dateCols) {
    throw CsvError.header('Date', `missing required column Date (or Timestamp); the header has: ${headerList(header)}`);
  }
  const { options: read } = resolveReading(table, options);
  const col = valueColumn(table, new Set([dateCols.date, dateCols.time]), read);

  const times: number[] = [];
  const values: number[] = [];
  const rowLines: number[] = [];
  const cells: string[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const cell = dateCell(row, dateCols);
    const time = parseDate(cell, undefined, read.dateOrder);
    if (typeof time === 'string') throw CsvError.cell(lines[r], dateCols.name, time);
    if (row[col] === '') continue;
    const v = parseNumber(row[col], read);
    if (typeof v === 'string') throw CsvError.cell(lines[r], header[col], v);
    times.push(time);
    values.push(v);
    rowLines.push(lines[r]);
    cells.push(cell);
  }

  const order = Array.from(times.keys());
  let sorted = true;
  for (let i = 1; i < times.length && sorted; i++) if (times[i] < times[i - 1]) sorted = false;
  if (!sorted) order.sort((a, b) => times[a] - times[b] || a - b);

  const n = order.length;
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const i = order[k];
    if (k > 0 && times[i] === time[k - 1]) {
      const reason = `the date ${quote(cells[i])} repeats row ${rowLines[order[k - 1]]}`;
      throw CsvError.cell(rowLines[i], dateCols.name, reason);
    }
    time[k] = times[i];
    value[k] = values[i];
  }
  return { time, value };
}
