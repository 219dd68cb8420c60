import type { Universe } from '../../contract/universes.ts';
import { readTable } from '../../csv/table.ts';

/** The shipped S&P 500 list (`public/universes/`), as the app's files name it. */
export const SP500_FILE = 'universes/sp500-constituents.csv';
export const SP500_NAME = 'S&P 500';
/** The day the shipped list was taken (public/universes/SOURCES.md). */
const SP500_AS_OF = '2026-08-08T00:00:00Z';

/** The S&P 500 universe of the constituents CSV: its `Symbol` column as members, `GICS Sector` as their sectors. */
export function sp500Universe(csv: string): Universe {
  const table = readTable(csv);
  const symbolAt = table.header.indexOf('Symbol');
  const sectorAt = table.header.indexOf('GICS Sector');
  if (symbolAt < 0 || sectorAt < 0) throw new Error(`${SP500_FILE} has no Symbol or GICS Sector column`);
  const symbols: string[] = [];
  const sectors: Record<string, string> = {};
  for (const row of table.rows) {
    const symbol = (row[symbolAt] ?? '').toUpperCase();
    if (!symbol || symbols.includes(symbol)) continue;
    symbols.push(symbol);
    const sector = row[sectorAt];
    if (sector) sectors[symbol] = sector;
  }
  return { name: SP500_NAME, symbols, sectors, builtin: true, updated_at: SP500_AS_OF };
}

/**
 * The universes shipped with the app, read once from its files by `readFile` (a fetch of the app's files in the
 * browser, the repository's `public/` on node); a read that fails is tried again at the next call.
 */
export function builtinUniverses(readFile: (path: string) => Promise<string>): () => Promise<readonly Universe[]> {
  let read: Promise<readonly Universe[]> | undefined;
  return () => {
    read ??= readFile(SP500_FILE).then(
      (text) => [sp500Universe(text)],
      (error: unknown) => {
        read = undefined;
        throw error;
      },
    );
    return read;
  };
}
