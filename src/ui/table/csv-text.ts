import { downloadBlob } from '../download/download-blob.ts';

export type CsvCell = string | number | boolean | null | undefined;

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. Empty for null. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV text for spreadsheets: one header line, one line per row, numbers unrounded (tables round for reading; a
 * spreadsheet should get the figures the service computed). Lines end in CRLF.
 */
export function rowsToCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file: no server involved, the browser's download does the rest. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
