import { statSync } from 'node:fs';

/**
 * A folder's stamp (inode and modification time), or `none` when it is not there. A store writes by renaming a
 * temporary file in and deletes by unlinking, and both change the folder's modification time, in this process or any
 * other. Read synchronously: one stat of one folder costs microseconds, while an asynchronous one waits a turn of the
 * event loop, which is what a submit under load cannot afford.
 */
function folderStamp(folder: string): { stamp: string; mtimeMs: number } {
  try {
    const info = statSync(folder);
    return { stamp: `${info.ino}:${info.mtimeMs}`, mtimeMs: info.mtimeMs };
  } catch {
    // Missing (its creation changes the stamp) or unreadable (the read fails, and a failed read is not kept).
    return { stamp: 'none', mtimeMs: Number.NaN };
  }
}

export interface FolderMemoOptions {
  /** A kept value is read again after this long even if the folder looks the same (a file rewritten in place). */
  maxAgeMs?: number;
  /**
   * A folder changed this recently is not trusted to show the next change: file times move in clock ticks of a few
   * milliseconds, so a second change within the same tick would leave the stamp as it was.
   */
  settleMs?: number;
  now?: () => number;
}

/**
 * What a store read from a folder (its listing), kept while the folder is unchanged, so every submit's check of the
 * stored symbols and universes reads no file. The store forgets it at its own writes; another process's writes change
 * the folder's stamp. A read that fails is not kept.
 */
export class FolderMemo<T> {
  readonly #folder: string;
  readonly #read: () => Promise<T>;
  readonly #maxAgeMs: number;
  readonly #settleMs: number;
  readonly #now: () => number;
  #kept: { stamp: string; at: number; value: Promise<T> } | undefined;

  constructor(folder: string, read: () => Promise<T>, options: FolderMemoOptions = {}) {
    this.#folder = folder;
    this.#read = read;
    this.#maxAgeMs = options.maxAgeMs ?? 2_000;
    this.#settleMs = options.settleMs ?? 100;
    this.#now = options.now ?? Date.now;
  }

  get(): Promise<T> {
    const { stamp, mtimeMs } = folderStamp(this.#folder);
    const now = this.#now();
    const kept = this.#kept;
    if (kept && kept.stamp === stamp && now - kept.at < this.#maxAgeMs) return kept.value;
    const value = this.#read();
    // A folder changed within the last tick may change again without a new stamp: read again next time.
    const settled = stamp === 'none' || now - mtimeMs >= this.#settleMs;
    this.#kept = settled ? { stamp, at: now, value } : undefined;
    value.catch(() => {
      if (this.#kept?.value === value) this.#kept = undefined;
    });
    return value;
  }

  /** This store wrote to the folder: the next get reads it. */
  forget(): void {
    this.#kept = undefined;
  }
}
