import type { PriceRow } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { CsvError } from './csv-error.ts';

/** The rows read from one file, with its name (for messages). */
export interface NamedRows {
  fileName: string;
  rows: readonly PriceRow[];
}

export interface JoinedRows {
  /** Sorted by date, each date once. */
  rows: PriceRow[];
  /** Dates that two files both held with the same prices (kept once). */
  merged: number;
}

const FIELDS = [
  ['Open', 'open'],
  ['High', 'high'],
  ['Low', 'low'],
  ['Close', 'close'],
  ['Volume', 'volume'],
] as const;

// Files of one vendor written years apart may print a price with more or fewer digits; a cent's millionth is agreement.
function same(a: number, b: number): boolean {
  if (Number.isNaN(a) && Number.isNaN(b)) return true;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * One history from several files of one symbol (yearly downloads, overlapping or not): rows sorted by date, a date
 * two files both hold kept once when their open, high, low, close and volume agree. Where they differ, a CsvError
 * names the first such date, the column and the two values with their files. Each file's own repeated dates are the
 * caller's to check first (with their lines).
 */
export function joinPriceFiles(files: readonly NamedRows[]): JoinedRows {
  const all: { row: PriceRow; file: number }[] = [];
  files.forEach((f, file) => {
    for (const row of f.rows) all.push({ row, file });
  });
  all.sort((a, b) => a.row.time - b.row.time || a.file - b.file);
  const rows: PriceRow[] = [];
  let merged = 0;
  for (let i = 0; i < all.length; i++) {
    const { row, file } = all[i];
    const prev = i > 0 ? all[i - 1] : undefined;
    if (prev && prev.row.time === row.time) {
      for (const [name, key] of FIELDS) {
        if (same(prev.row[key], row[key])) continue;
        const [a, b] = [files[prev.file].fileName, files[file].fileName];
        throw new CsvError(
          0,
          name,
          `${name} differs`,
          `${a} and ${b} disagree on ${barLabel(row.time)}: ${name} ${prev.row[key]} in ${a}, ${row[key]} in ${b}. ` +
            'Overlapping dates must hold the same prices; fix or leave out one of the files.',
        );
      }
      merged++;
      continue;
    }
    rows.push(row);
  }
  return { rows, merged };
}
