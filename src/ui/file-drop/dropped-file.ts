import { errorText } from '../../client/api-error.ts';

/** A file the user dropped or chose, read as text in the page (parsing happens in the worker). */
export interface DroppedFile {
  fileName: string;
  text: string;
}

// Browsers report CSVs inconsistently (Windows often says application/vnd.ms-excel, some say nothing), so the name
// decides first and the type only rescues names without an extension.
const CSV_NAME = /\.(csv|txt|tsv)$/i;
const CSV_TYPES = new Set(['text/csv', 'text/plain', 'text/tab-separated-values', 'application/vnd.ms-excel']);

export function looksLikeCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return CSV_NAME.test(file.name) || CSV_TYPES.has(file.type);
}

/** Files larger than this are refused before reading: the worker would hold the whole text in memory twice. */
export const MAX_CSV_BYTES = 100 * 1024 * 1024;

/** Reads a chosen or dropped file; rejects with a sentence an analyst can act on. */
export async function readCsvFile(file: File): Promise<DroppedFile> {
  if (!looksLikeCsv(file)) {
    throw new Error(`"${file.name}" is not a CSV file. Choose a .csv file with Date, Open, High, Low, Close columns.`);
  }
  if (file.size > MAX_CSV_BYTES) {
    throw new Error(`"${file.name}" is larger than 100 MB. Split it into smaller files.`);
  }
  try {
    return { fileName: file.name, text: await file.text() };
  } catch (error) {
    throw new Error(`"${file.name}" could not be read: ${errorText(error)}`, { cause: error });
  }
}
