import { open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isMissing, messageOf, readIfThere, storedFiles, writeFileAtomically } from './store-files.ts';
import { FolderMemo } from './folder-memo.ts';
import type { StoredSeries, StoredSeriesHead, SymbolStore } from '../service/data/market-source-port.ts';
import { ChangeListeners, storeKey } from '../service/data/refresh/series-head.ts';
import {
  ColumnsRecordSchema,
  decodeSeries,
  encodeSeries,
  fromHeadRecord,
  HeadRecordSchema,
  issueSentence,
} from '../service/data/refresh/series-record.ts';
import type { HeadRecord } from '../service/data/refresh/series-record.ts';

/** A file of the store that could not be read, by its path, and why. */
export interface FileProblem {
  file: string;
  error: string;
}

const SAFE = /^[A-Z0-9_-]$/;
const utf8 = new TextEncoder();

/**
 * A symbol as a file name: upper-case letters, digits, `_` and `-` as they are, every other character as %HH of its
 * UTF-8 bytes (`^VIX` -> `%5EVIX`, `BRK.B` -> `BRK%2EB`), so no symbol names a hidden file, a path or `..`.
 */
export function symbolFileName(symbol: string): string {
  let name = '';
  for (const char of symbol) {
    if (SAFE.test(char)) name += char;
    else for (const byte of utf8.encode(char)) name += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `${name}.json`;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`its ${what} is not valid JSON (${messageOf(error)})`, { cause: error });
  }
}

function parseHead(line: string): HeadRecord {
  const parsed = HeadRecordSchema.safeParse(parseJson(line, 'first line'));
  if (!parsed.success) throw new Error(`its first line is not a series head: ${issueSentence(parsed.error)}`);
  return parsed.data;
}

/** The file's first line; the head is written first so a list reads a few kilobytes, not twenty years of bars. */
async function readFirstLine(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(16_384);
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      const end = chunk.subarray(0, bytesRead).indexOf(10);
      if (end >= 0) {
        chunks.push(Buffer.from(chunk.subarray(0, end)));
        break;
      }
      chunks.push(Buffer.from(chunk.subarray(0, bytesRead)));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await handle.close();
  }
}

interface CachedHead {
  /** inode, modification time and size: a put renames a new file in, so the inode alone tells a rewrite. */
  stamp: string;
  head: StoredSeriesHead;
}

/**
 * Fetched series kept as files, one a symbol: `DIR/fetched/<symbolFileName>`, whose first line is the head (JSON) and
 * second the rows in columns. A put writes a temporary file in the same folder, syncs it and renames it over the old
 * one, so a reader (this process or another) sees the old file or the new, and a failed put leaves the old one
 * byte-identical. A list reads only the heads of files it has not seen as they are now (by inode, mtime and size),
 * so a file another process wrote is read again; a file that does not read is left out and listed in `problems()`.
 * While the folder is unchanged (FolderMemo) a list reads nothing at all.
 */
export class FileSymbolStore implements SymbolStore {
  readonly folder: string;
  readonly #heads = new Map<string, CachedHead>();
  readonly #changes = new ChangeListeners();
  readonly #listing: FolderMemo<StoredSeriesHead[]>;
  #problems: FileProblem[] = [];

  constructor(dir: string) {
    this.folder = join(dir, 'fetched');
    this.#listing = new FolderMemo(this.folder, () => this.#readHeads());
  }

  /** The files the last list left out, with why. */
  problems(): FileProblem[] {
    return this.#problems.map((p) => ({ ...p }));
  }

  async list(): Promise<StoredSeriesHead[]> {
    return (await this.#listing.get()).map((head) => structuredClone(head));
  }

  async #readHeads(): Promise<StoredSeriesHead[]> {
    const files = await storedFiles(this.folder);
    const problems: FileProblem[] = [];
    const heads = await Promise.all(
      files.map(async (name) => {
        const path = join(this.folder, name);
        try {
          return await this.#head(name, path);
        } catch (error) {
          this.#heads.delete(name);
          // removed between the listing and the read: not a problem
          if (!isMissing(error)) problems.push({ file: path, error: `${path}: ${messageOf(error)}` });
          return undefined;
        }
      }),
    );
    for (const name of this.#heads.keys()) if (!files.includes(name)) this.#heads.delete(name);
    this.#problems = problems;
    return heads.filter((h) => h !== undefined).sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  async #head(name: string, path: string): Promise<StoredSeriesHead> {
    const info = await stat(path);
    const stamp = `${info.ino}:${info.mtimeMs}:${info.size}`;
    const cached = this.#heads.get(name);
    if (cached?.stamp === stamp) return cached.head;
    const head = fromHeadRecord(parseHead(await readFirstLine(path)));
    this.#heads.set(name, { stamp, head });
    return head;
  }

  /** The file's inode, modification time and size: a put by any process renames a new file in, changing them. */
  async revision(symbol: string): Promise<string | undefined> {
    try {
      const info = await stat(this.#path(storeKey(symbol)));
      return `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The symbol's series, undefined when there is no file; a file that does not read throws naming it. */
  async get(symbol: string): Promise<StoredSeries | undefined> {
    const key = storeKey(symbol);
    const path = this.#path(key);
    const text = await readIfThere(path);
    if (text === undefined) return undefined;
    try {
      const split = text.indexOf('\n');
      if (split < 0) throw new Error('it has no rows line');
      const head = parseHead(text.slice(0, split));
      if (head.symbol !== key) throw new Error(`it holds ${head.symbol}, not ${key}`);
      const columns = ColumnsRecordSchema.safeParse(parseJson(text.slice(split + 1), 'second line'));
      if (!columns.success) throw new Error(`its rows do not read: ${issueSentence(columns.error)}`);
      return decodeSeries(head, columns.data);
    } catch (error) {
      throw new Error(`${path}: ${messageOf(error)}`, { cause: error });
    }
  }

  async put(series: StoredSeries): Promise<void> {
    const symbol = storeKey(series.symbol);
    if (!symbol) throw new Error('a stored series needs a symbol');
    const { head, columns } = encodeSeries({ ...series, symbol });
    const text = `${JSON.stringify(head)}\n${JSON.stringify(columns)}\n`;
    try {
      await writeFileAtomically(this.folder, symbolFileName(symbol), text);
    } finally {
      this.#listing.forget();
    }
    this.#changes.emit(symbol);
  }

  async delete(symbol: string): Promise<boolean> {
    const key = storeKey(symbol);
    try {
      await unlink(this.#path(key));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    } finally {
      this.#listing.forget();
    }
    this.#changes.emit(key);
    return true;
  }

  onChange(listener: (symbol: string) => void): () => void {
    return this.#changes.add(listener);
  }

  #path(symbol: string): string {
    return join(this.folder, symbolFileName(symbol));
  }
}
