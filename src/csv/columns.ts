import { CsvError } from './csv-error.ts';
import { canonical } from './table.ts';

/** "date, open, high" for messages. */
export function headerList(header: readonly string[]): string {
  return header.map((h) => (h === '' ? '(unnamed)' : h)).join(', ');
}

/**
 * Index of the one column whose canonical name is `key`, or -1. Two such columns are an error, since it would be a
 * guess which one is meant.
 */
export function findColumn(header: readonly string[], key: string, display: string): number {
  let found = -1;
  for (let i = 0; i < header.length; i++) {
    if (canonical(header[i]) !== key) continue;
    if (found >= 0)
      throw CsvError.header(display, `two columns are named ${display} ("${header[found]}", "${header[i]}")`);
    found = i;
  }
  return found;
}

/** Index of a required column, or a CsvError "missing required column Close" that lists the header. */
export function requireColumn(header: readonly string[], key: string, display: string): number {
  const i = findColumn(header, key, display);
  if (i < 0)
    throw CsvError.header(display, `missing required column ${display}; the header has: ${headerList(header)}`);
  return i;
}

const ENTRY_EXIT_RE = /^(entry|exit)([1-5])$/;

/** The name an extra column is kept under: Adj Close, Entry1..5, Exit1..5 in canonical spelling, others as written. */
export function extraName(name: string): string {
  const key = canonical(name);
  if (key === 'adjclose') return 'Adj Close';
  const m = ENTRY_EXIT_RE.exec(key);
  if (m) return `${m[1] === 'entry' ? 'Entry' : 'Exit'}${m[2]}`;
  return name;
}

/** Entry1..5 / Exit1..5: CSV-mode signal columns, where a value that is not a number is an error, not a drop. */
export function isSignalColumn(name: string): boolean {
  return ENTRY_EXIT_RE.test(canonical(name));
}
