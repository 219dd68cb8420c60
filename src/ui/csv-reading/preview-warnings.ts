import type { CsvReading, LoadedCsv } from '../../contract/index.ts';

/**
 * The warnings of reading the files (each naming its file when several were joined), then those of loading the result
 * that do not repeat one of them (a joined file, loaded again, warns of the same rows without the file's name).
 */
export function previewWarnings(loaded: LoadedCsv, reading: CsvReading | undefined): string[] {
  const first = reading?.warnings ?? [];
  return [...first, ...loaded.warnings.filter((w) => !first.some((r) => r.endsWith(w)))];
}
