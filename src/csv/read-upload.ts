import type { CsvDateOrder, CsvLayout, CsvReading } from '../contract/index.ts';
import type { PriceRow } from '../engine/series/bars.ts';
import { isoDay } from '../engine/series/bars.ts';
import { detectCsvFormat } from './csv-format.ts';
import { CsvError } from './csv-error.ts';
import { checkHasRows, checkRepeatedDates } from './dropped-price-checks.ts';
import { joinPriceFiles } from './join-price-files.ts';
import { parsePriceCsv } from './parse-price-csv.ts';
import { parseValueCsv } from './parse-value-csv.ts';
import { parseWideCloseCsv } from './parse-wide-close-csv.ts';
import type { CsvReadOptions } from './read-options.ts';
import { symbolFromFileName, symbolFromTickerColumn } from './symbol-name.ts';
import type { CsvTable } from './table.ts';
import { canonical, readTable } from './table.ts';
import { writePriceCsv, writeValueCsv } from './write-price-csv.ts';

export interface UploadFile {
  fileName: string;
  text: string;
}

export interface UploadRequest {
  files: readonly UploadFile[];
  /** The user said the file is an indicator (Date, Value), whatever its header looks like. */
  asIndicator?: boolean;
  /** The user's answer when the dates could be either way round. */
  dateOrder?: CsvDateOrder;
}

/** A wide file's lone column of this name is the file's own symbol's closes ("Date,Close"), not a symbol "CLOSE". */
const LONE_CLOSE = new Set(['close', 'adjclose', 'price', 'last']);

/**
 * By its header: prices with Open and Close columns, an indicator with a Value column (or when the user says so),
 * else one close column per symbol.
 */
export function layoutOf(header: readonly string[], asIndicator = false): CsvLayout {
  if (asIndicator) return 'values';
  const keys = header.map(canonical);
  if (keys.includes('open') && keys.includes('close')) return 'prices';
  if (keys.includes('value')) return 'values';
  return 'wide';
}

/** Runs `read` on one of several files, naming the file in any CsvError (its line then no longer points anywhere). */
function inFile<T>(file: UploadFile, several: boolean, read: () => T): T {
  if (!several) return read();
  try {
    return read();
  } catch (error) {
    if (error instanceof CsvError)
      throw new CsvError(0, error.column, error.reason, `${file.fileName}: ${error.message}`);
    throw error;
  }
}

function joinedName(files: readonly UploadFile[]): string {
  if (files.length === 1) return files[0].fileName;
  if (files.length === 2) return `${files[0].fileName} + ${files[1].fileName}`;
  return `${files[0].fileName} … ${files[files.length - 1].fileName} (${files.length} files)`;
}

function spanOf(times: readonly number[]): { rows: number; first: string; last: string } {
  if (times.length === 0) return { rows: 0, first: '', last: '' };
  let lo = times[0];
  let hi = times[0];
  for (const t of times) {
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return { rows: times.length, first: isoDay(lo), last: isoDay(hi) };
}

const timesOf = (rows: readonly PriceRow[]) => rows.map((r) => r.time);

/**
 * Reads dropped files for the Data screen: which layout they have, how their dates and numbers are written (found
 * from the cells, or asked: `dates: 'ask'` and nothing more until `dateOrder` is given), a default symbol (the file's
 * own Ticker/Symbol column, else a clean name from the file name) and, for several price files of one symbol, one
 * history joined from them (overlapping dates must agree). Throws a CsvError naming the row and column (and the file,
 * of several) of what cannot be read.
 */
export function readUpload(request: UploadRequest): CsvReading {
  const { files } = request;
  if (files.length === 0) throw new CsvError(0, '', 'no file', 'No file was given.');
  const several = files.length > 1;
  const tables = files.map((f) => inFile(f, several, () => readTable(f.text)));
  const layout = layoutOf(tables[0].header, request.asIndicator);
  if (several) {
    const other = tables.findIndex((t) => layoutOf(t.header, request.asIndicator) !== 'prices');
    if (layout !== 'prices' || other >= 0) {
      const odd = files[Math.max(other, 0)].fileName;
      throw new CsvError(
        0,
        '',
        'not all price files',
        `Several files are joined into one history only when each holds one symbol's prices (Date, Open, High, Low, Close); ${odd} does not. Drop a wide or indicator file on its own.`,
      );
    }
  }
  const format = detectCsvFormat(tables);
  const ticker = symbolFromTickerColumn(tables[0]);
  const base = {
    layout,
    fileName: joinedName(files),
    thousands: format.thousands,
    decimalComma: format.decimalComma,
    symbol: ticker ?? symbolFromFileName(files[0].fileName, layout === 'values'),
    symbolFrom: ticker ? ('ticker-column' as const) : ('file-name' as const),
    merged: 0,
    warnings: [] as string[],
  };
  const found = format.dates;
  const dateOrder = found.kind === 'found' ? found.order : found.kind === 'ambiguous' ? request.dateOrder : undefined;
  const dates: CsvReading['dates'] = found.kind === 'none' ? 'iso' : (dateOrder ?? 'ask');
  const dateFacts = {
    dates,
    datesDetected: found.kind === 'found',
    ...(found.kind !== 'none' && { dateExample: found.example }),
  };
  if (dates === 'ask') {
    const spans = files.map((f, i) => ({ fileName: f.fileName, rows: tables[i].rows.length, first: '', last: '' }));
    return { ...base, ...dateFacts, text: '', files: spans, symbols: [] };
  }
  const options: CsvReadOptions = {
    dateOrder: dateOrder ?? 'month-first',
    thousands: format.thousands !== null,
    decimalComma: format.decimalComma !== null,
  };
  const special = dateOrder === 'day-first' || options.thousands === true || options.decimalComma === true;
  if (layout === 'wide') return { ...base, ...dateFacts, ...readWide(files[0], tables[0], options, base.symbol) };
  if (layout === 'values') {
    const text = special ? writeValueCsv(parseValueCsv(files[0].text, options)) : files[0].text;
    return {
      ...base,
      ...dateFacts,
      text,
      files: [{ fileName: files[0].fileName, ...spanOfTable(tables[0]) }],
      symbols: [],
    };
  }
  if (!special && !several) {
    const spans = [{ fileName: files[0].fileName, ...spanOfTable(tables[0]) }];
    return { ...base, ...dateFacts, text: files[0].text, files: spans, symbols: [] };
  }
  const parsed = files.map((f) =>
    inFile(f, several, () => {
      const csv = parsePriceCsv(f.text, options);
      checkHasRows(csv);
      checkRepeatedDates(csv);
      return csv;
    }),
  );
  const joined = joinPriceFiles(parsed.map((csv, i) => ({ fileName: files[i].fileName, rows: csv.rows })));
  const warnings = parsed.flatMap((csv, i) => csv.warnings.map((w) => (several ? `${files[i].fileName}: ${w}` : w)));
  return {
    ...base,
    ...dateFacts,
    text: writePriceCsv(joined.rows),
    files: parsed.map((csv, i) => ({ fileName: files[i].fileName, ...spanOf(timesOf(csv.rows)) })),
    merged: joined.merged,
    symbols: [],
    warnings,
  };
}

/** Rows of a table read as dropped (the range comes with the preview, which parses it). */
function spanOfTable(table: CsvTable): { rows: number; first: string; last: string } {
  return { rows: table.rows.length, first: '', last: '' };
}

function readWide(
  file: UploadFile,
  table: CsvTable,
  options: CsvReadOptions,
  ownSymbol: string,
): Pick<CsvReading, 'text' | 'files' | 'symbols'> {
  const columns = parseWideCloseCsv(file.text, options);
  const lone = columns.size === 1 && ownSymbol !== '';
  const symbols = [...columns].map(([column, rows]) => {
    const header = table.header.find((h) => h.toUpperCase() === column) ?? column;
    const symbol = lone && LONE_CLOSE.has(canonical(column)) ? ownSymbol : column;
    return { column: header, symbol, ...spanOf(timesOf(rows)) };
  });
  return { text: file.text, files: [{ fileName: file.fileName, ...spanOfTable(table) }], symbols };
}

/**
 * The rows of the chosen columns of a wide file, each written out as a plain price CSV (sorted by date; open = high =
 * low = close, no volume) for the data library, under the symbol the user gave it. A repeated date throws.
 */
export function wideColumnsAsPriceCsv(
  text: string,
  options: CsvReadOptions,
  chosen: readonly { column: string; symbol: string }[],
): { symbol: string; column: string; text: string }[] {
  const columns = parseWideCloseCsv(text, options);
  return chosen.map(({ column, symbol }) => {
    const rows = columns.get(column.toUpperCase());
    if (!rows) throw CsvError.header(column, `no column ${column}; the file has ${[...columns.keys()].join(', ')}`);
    const sorted = [...rows].sort((a, b) => a.time - b.time);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].time === sorted[i - 1].time) {
        throw CsvError.header(column, `the date ${isoDay(sorted[i].time)} appears twice; each date may appear once`);
      }
    }
    return { symbol, column, text: writePriceCsv(sorted) };
  });
}
