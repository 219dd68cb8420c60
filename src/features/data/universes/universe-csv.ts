import Papa from 'papaparse';
import { MarketSymbolSchema } from '../../../contract/index.ts';

/** A universe read from a CSV file: its members in file order, each once, and the sectors the file gives. */
export interface UniverseCsv {
  symbols: string[];
  sectors: Record<string, string>;
}

export type UniverseCsvResult = { ok: true; universe: UniverseCsv } | { ok: false; problems: string[] };

/** At most this many problems are listed: a wrong file would otherwise fill the screen. */
const MAX_PROBLEMS = 8;

const SYMBOL_HEADERS = new Set(['symbol', 'ticker']);
const SECTOR_HEADERS = new Set(['sector', 'gics sector']);

/**
 * Reads a universe from a CSV with a header row: the members from a column named Symbol or Ticker (any case), their
 * sectors from an optional Sector column. Problems name the file's row (the header is row 1) and the column.
 */
export function parseUniverseCsv(text: string): UniverseCsvResult {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const header = (rows[0] ?? []).map((h) => h.trim());
  const symbolAt = header.findIndex((h) => SYMBOL_HEADERS.has(h.toLowerCase()));
  if (symbolAt < 0) {
    const found = header.length ? `its columns are ${header.join(', ')}` : 'it is empty';
    return { ok: false, problems: [`Row 1: no column named Symbol or Ticker (${found}).`] };
  }
  const sectorAt = header.findIndex((h) => SECTOR_HEADERS.has(h.toLowerCase()));
  const symbolColumn = header[symbolAt];
  const problems: string[] = [];
  const symbols: string[] = [];
  const sectors: Record<string, string> = {};
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const raw = (row[symbolAt] ?? '').trim().toUpperCase();
    if (raw === '') {
      problems.push(`Row ${line}, column ${symbolColumn}: empty.`);
      return;
    }
    const parsed = MarketSymbolSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `Row ${line}, column ${symbolColumn}: “${raw}”: ${parsed.error.issues[0]?.message ?? 'not a symbol'}.`,
      );
      return;
    }
    if (!symbols.includes(parsed.data)) symbols.push(parsed.data);
    const sector = sectorAt < 0 ? '' : (row[sectorAt] ?? '').trim();
    if (sector !== '') sectors[parsed.data] = sector;
  });
  if (problems.length > 0) {
    const more = problems.length - MAX_PROBLEMS;
    return { ok: false, problems: [...problems.slice(0, MAX_PROBLEMS), ...(more > 0 ? [`and ${more} more.`] : [])] };
  }
  if (symbols.length === 0) return { ok: false, problems: [`The file has no rows under ${symbolColumn}.`] };
  return { ok: true, universe: { symbols, sectors } };
}

/** A universe name from a file's name: its stem with the characters a name may not hold made spaces. */
export function nameFromFile(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 &._-]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 60);
}
