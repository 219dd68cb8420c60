import Papa from 'papaparse';
import { downloadBlob } from '../download/download-blob.ts';

/** A cell of a downloaded CSV: a missing value (null, undefined, NaN, ±Infinity) is an empty cell. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** What a download holds: the header, then one row per line in the order given (the order on screen). */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/*
 * papaparse's own pattern (`escapeFormulae: true`) ends in `.*$`, which does not match a cell whose formula is followed
 * by a line break; the first character alone decides whether a spreadsheet reads the cell as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const BYTE_ORDER_MARK = '\ufeff';

/** A date alone (midnight UTC) as YYYY-MM-DD, a moment as the full ISO timestamp. */
function isoOf(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function plainCell(value: CsvCell): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoOf(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/**
 * The table as CSV text (without the byte-order mark): RFC 4180 quoting, CRLF after every line, numbers as JavaScript
 * writes them (no thousands separators, no rounding: the figures the service computed), dates as ISO, and a text
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) prefixed with a single quote.
 */
export function csvText({ header, rows }: CsvTable): string {
  // The header as the first row rather than `fields`: with `fields` and no rows papaparse writes an empty line.
  const lines = [[...header], ...rows.map((row) => row.map(plainCell))];
  const text = Papa.unparse(lines, { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false });
  return `${text}\r\n`;
}

/** The file's bytes: a UTF-8 byte-order mark (so that Excel reads the text as UTF-8), then the text in UTF-8. */
export function csvBytes(table: CsvTable): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(BYTE_ORDER_MARK + csvText(table));
}

/** Saves the table as a CSV file: every download of the app goes through here. */
export function downloadCsv(fileName: string, table: CsvTable): void {
  downloadBlob(fileName, new Blob([csvBytes(table)], { type: 'text/csv;charset=utf-8' }));
}
