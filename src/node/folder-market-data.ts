import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { wideCloseSymbols } from '../csv/parse-wide-close-csv.ts';
import type { DataIndex, DataSource, FileRef } from '../service/data/data-source.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';

const gunzipAsync = promisify(gunzip);

/** The bundled samples (`public/samples`), resolved from this file. */
export const BUNDLED_SAMPLES_DIR: string = fileURLToPath(new URL('../../public/samples', import.meta.url));

const DATA_FILE_RE = /^(.+)\.csv(\.gz)?$/i;

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** File names in a folder, sorted (so `X.csv` comes before `X.csv.gz`); none when the folder does not exist. */
async function fileNames(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

function fileRef(path: string): FileRef {
  return {
    name: path,
    read: async () => {
      const bytes = await readFile(path);
      const raw = path.toLowerCase().endsWith('.gz') ? await gunzipAsync(bytes) : bytes;
      return new TextDecoder('utf-8').decode(raw);
    },
  };
}

/** The symbols of a wide close file (its header, read at scan), or an error that names the file. */
async function wideSymbols(file: FileRef): Promise<string[]> {
  const text = await file.read();
  try {
    return wideCloseSymbols(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file.name}: ${message}`, { cause: error });
  }
}

/**
 * Folders of `<SYMBOL>.csv` or `<SYMBOL>.csv.gz` price files, `wide/<name>.csv` (or `.csv.gz`) wide close-only files
 * whose every column is a symbol (`Date,EEM,TIP,...`), and `indicators/<name>.csv` value series, each with an
 * optional `indicators/<name>.json` sidecar. With several folders, an earlier one wins on a name clash; within a
 * folder a symbol's own price file wins over a wide file's column, and an earlier wide file (by name) over a later one.
 * A folder that does not exist is empty. Scanning reads the wide files for their headers; one that has no date column
 * fails the scan, naming the file.
 */
export function folderSource(folders: readonly string[]): DataSource {
  return {
    async scan(): Promise<DataIndex> {
      const index: DataIndex = { prices: new Map(), indicators: new Map() };
      for (const folder of folders) {
        for (const name of await fileNames(folder)) {
          const m = DATA_FILE_RE.exec(name);
          const symbol = m?.[1].toUpperCase();
          if (symbol && !index.prices.has(symbol)) index.prices.set(symbol, fileRef(join(folder, name)));
        }
        const wideDir = join(folder, 'wide');
        for (const name of await fileNames(wideDir)) {
          if (!DATA_FILE_RE.test(name)) continue;
          const file = fileRef(join(wideDir, name));
          for (const symbol of await wideSymbols(file)) {
            if (!index.prices.has(symbol)) index.prices.set(symbol, { ...file, column: symbol });
          }
        }
        const dir = join(folder, 'indicators');
        const names = await fileNames(dir);
        const present = new Set(names);
        for (const name of names) {
          const m = DATA_FILE_RE.exec(name);
          if (!m || index.indicators.has(m[1].toLowerCase())) continue;
          const sidecar = `${m[1]}.json`;
          index.indicators.set(m[1].toLowerCase(), {
            stem: m[1],
            csv: fileRef(join(dir, name)),
            sidecar: present.has(sidecar) ? fileRef(join(dir, sidecar)) : undefined,
          });
        }
      }
      return index;
    },
  };
}

/** Market data read from data folders (the CLI's and the server's). */
export class FolderMarketData extends SourceMarketData {
  constructor(folders: readonly string[]) {
    super(folderSource(folders));
  }
}
