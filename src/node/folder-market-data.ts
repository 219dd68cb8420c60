import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { wideCloseSymbols } from '../csv/parse-wide-close-csv.ts';
import type { DataIndex, DataSource, FileRef } from '../service/data/data-source.ts';
import { SamplesIndexSchema } from '../service/data/samples-index.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import type { DatasetSymbolKind as SymbolKind } from '../contract/index.ts';
import { fileNames } from './folder-files.ts';
import { parseKindsCsv } from './kinds-csv.ts';

const gunzipAsync = promisify(gunzip);

/** The bundled samples (`public/samples`), resolved from this file. */
export const BUNDLED_SAMPLES_DIR: string = fileURLToPath(new URL('../../public/samples', import.meta.url));

const DATA_FILE_RE = /^(.+)\.csv(\.gz)?$/i;
/** A data folder's list of symbol kinds: not a price file. */
const KINDS_FILE = 'kinds.csv';

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

/** Reads a file and parses it, or throws an error that names the file. */
async function parseFile<T>(file: FileRef, parse: (text: string) => T): Promise<T> {
  const text = await file.read();
  try {
    return parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file.name}: ${message}`, { cause: error });
  }
}

/** The kinds index.json gives the bundled samples: a wide file's listed columns, then the price files (which win). */
function sampleKinds(text: string): Map<string, SymbolKind> {
  const index = SamplesIndexSchema.parse(JSON.parse(text));
  const kinds = new Map<string, SymbolKind>();
  for (const w of index.wide) for (const s of w.symbols ?? []) kinds.set(s.toUpperCase(), w.kind);
  for (const p of index.prices) kinds.set(p.symbol.toUpperCase(), p.kind);
  return kinds;
}

/**
 * A folder's symbol kinds: its `kinds.csv`, none without one. The bundled samples list theirs in index.json (one list
 * for the browser, which reads that file, and for the CLI and server).
 */
async function folderKinds(folder: string, names: readonly string[]): Promise<Map<string, SymbolKind>> {
  if (resolve(folder) === resolve(BUNDLED_SAMPLES_DIR))
    return parseFile(fileRef(join(folder, 'index.json')), sampleKinds);
  if (!names.includes(KINDS_FILE)) return new Map();
  return parseFile(fileRef(join(folder, KINDS_FILE)), parseKindsCsv);
}

/**
 * Folders of:
 * - `<SYMBOL>.csv` or `<SYMBOL>.csv.gz` price files (a stock unless `kinds.csv` says otherwise);
 * - `wide/<name>.csv` (or `.csv.gz`) wide close-only files whose every column is a symbol (`Date,EEM,TIP,...`),
 *   ETFs unless `kinds.csv` says otherwise (such files hold fund closes);
 * - `indicators/<name>.csv` value series, each with an optional `indicators/<name>.json` sidecar;
 * - `options/<name>.csv` (or `.csv.gz`) option-chain snapshots (parseOptionChainCsv), read together as one chain;
 * - `kinds.csv`: optional `symbol,kind` lines (kind `stock`, `etf` or `index`; see parseKindsCsv), the kinds of symbols whose
 *   files are here or in a later folder. The bundled samples give theirs in `index.json` instead.
 * With several folders, an earlier one wins on a name clash, and its kinds.csv over a later one's; within a folder a
 * symbol's own price file wins over a wide file's column, and an earlier wide file (by name) over a later one. The
 * option chain is that of the first folder that has one: a data folder's own chains replace the bundled made-up
 * sample rather than mix with it. A folder that does not exist is empty. Scanning reads the wide files for their
 * headers and the kinds lists; a wide file without a date column, or a bad kinds line, fails the scan, naming the file
 * (and the line).
 */
export function folderSource(folders: readonly string[]): DataSource {
  return {
    async scan(): Promise<DataIndex> {
      const index: DataIndex = { prices: new Map(), indicators: new Map() };
      const kinds = new Map<string, SymbolKind>();
      let chains: FileRef[] = [];
      for (const folder of folders) {
        const names = await fileNames(folder);
        for (const [symbol, kind] of await folderKinds(folder, names)) if (!kinds.has(symbol)) kinds.set(symbol, kind);
        const origin = resolve(folder) === resolve(BUNDLED_SAMPLES_DIR) ? 'sample' : undefined;
        addPriceFiles(index, folder, names, origin);
        await addWideColumns(index, join(folder, 'wide'), origin);
        await addIndicators(index, join(folder, 'indicators'));
        if (chains.length === 0) chains = await chainFiles(join(folder, 'options'), origin);
      }
      // A kinds list speaks of symbols, not files: it wins over the default of whichever folder has the prices.
      for (const [symbol, ref] of index.prices) {
        const kind = kinds.get(symbol);
        if (kind) index.prices.set(symbol, { ...ref, kind });
      }
      return { ...index, optionChains: chains };
    },
  };
}

/** `<SYMBOL>.csv(.gz)` files the index does not have yet (kinds.csv is not one). */
function addPriceFiles(index: DataIndex, folder: string, names: readonly string[], origin?: 'sample'): void {
  for (const name of names) {
    const symbol = DATA_FILE_RE.exec(name)?.[1].toUpperCase();
    if (symbol && name !== KINDS_FILE && !index.prices.has(symbol))
      index.prices.set(symbol, { ...fileRef(join(folder, name)), origin });
  }
}

/** The columns of each wide file (read for its header) that the index does not have yet, as ETFs. */
async function addWideColumns(index: DataIndex, wideDir: string, origin?: 'sample'): Promise<void> {
  for (const name of await fileNames(wideDir)) {
    if (!DATA_FILE_RE.test(name)) continue;
    const file = fileRef(join(wideDir, name));
    for (const symbol of await parseFile(file, wideCloseSymbols)) {
      if (!index.prices.has(symbol)) index.prices.set(symbol, { ...file, column: symbol, kind: 'etf', origin });
    }
  }
}

/** Indicator series the index does not have yet, each with its `<stem>.json` sidecar when there is one. */
async function addIndicators(index: DataIndex, dir: string): Promise<void> {
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

/** The option-chain files of an `options/` folder, by name. */
async function chainFiles(dir: string, origin?: 'sample'): Promise<FileRef[]> {
  const names = (await fileNames(dir)).filter((n) => DATA_FILE_RE.test(n));
  return names.map((n) => (origin ? { ...fileRef(join(dir, n)), origin } : fileRef(join(dir, n))));
}

/** Market data read from data folders (the CLI's and the server's). */
export class FolderMarketData extends SourceMarketData {
  constructor(folders: readonly string[]) {
    super(folderSource(folders));
  }
}
