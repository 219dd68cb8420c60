import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredUniverse, UniverseStore } from '../service/data/universe-store.ts';
import { StoredUniverseSchema, universeKey } from '../service/data/universe-store.ts';
import { isMissing, messageOf, readIfThere, storedFiles, writeFileAtomically } from './store-files.ts';
import { symbolFileName } from './file-symbol-store.ts';
import { FolderMemo } from './folder-memo.ts';

/**
 * User universes kept as files, one a universe: `DIR/universes/<name>.json`, the name in upper case with every
 * character other than A-Z, 0-9, `_` and `-` written `%HH` (`My list` is `MY%20LIST.json`), written atomically. A file
 * that does not read is left out of a list; reading its universe fails naming the file. While the folder is unchanged
 * (FolderMemo) a list reads nothing.
 */
export class FileUniverseStore implements UniverseStore {
  readonly folder: string;
  readonly #listing: FolderMemo<StoredUniverse[]>;

  constructor(dir: string) {
    this.folder = join(dir, 'universes');
    this.#listing = new FolderMemo(this.folder, () => this.#readAll());
  }

  async list(): Promise<StoredUniverse[]> {
    return (await this.#listing.get()).map((universe) => structuredClone(universe));
  }

  async #readAll(): Promise<StoredUniverse[]> {
    const files = await storedFiles(this.folder);
    const read = await Promise.all(files.map((name) => this.#read(join(this.folder, name)).catch(() => undefined)));
    return read.filter((u) => u !== undefined);
  }

  get(name: string): Promise<StoredUniverse | undefined> {
    return this.#read(this.#path(name));
  }

  async put(universe: StoredUniverse): Promise<void> {
    const parsed = StoredUniverseSchema.parse(universe);
    try {
      await writeFileAtomically(this.folder, fileName(parsed.name), `${JSON.stringify(parsed)}\n`);
    } finally {
      this.#listing.forget();
    }
  }

  async delete(name: string): Promise<boolean> {
    try {
      await unlink(this.#path(name));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    } finally {
      this.#listing.forget();
    }
  }

  async #read(path: string): Promise<StoredUniverse | undefined> {
    const text = await readIfThere(path);
    if (text === undefined) return undefined;
    try {
      return StoredUniverseSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new Error(`${path}: it is not a universe (${messageOf(error)})`, { cause: error });
    }
  }

  #path(name: string): string {
    return join(this.folder, fileName(name));
  }
}

function fileName(name: string): string {
  return symbolFileName(universeKey(name));
}
