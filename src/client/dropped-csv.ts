import { useSyncExternalStore } from 'react';
import { forgetCsvMode, keepCsvMode } from './kept-csv-mode.ts';
import type { KeptCsvMode } from './kept-csv-mode.ts';
import type { LoadedCsv } from './library-client.ts';

/** A CSV in use by the builder: loaded in the worker, with what its reading said (shown in the builder's banner). */
export type DroppedCsv = LoadedCsv & { readingNotes?: readonly string[] };

/**
 * The CSV the user dropped (on the builder or the Data screen) and has not yet kept: loaded in the worker, used by the
 * builder in CSV mode. One at a time. Never in a share link; kept in IndexedDB (kept-csv-mode) when started with the
 * file, so a reload starts CSV mode again.
 */
let current: DroppedCsv | null = null;
const listeners = new Set<() => void>();

/**
 * Starts CSV mode on a loaded file (`kept`: the file to start it again from after a reload), or ends it (null), which
 * also forgets the kept file.
 */
export function setDroppedCsv(csv: DroppedCsv | null, kept?: KeptCsvMode): void {
  current = csv;
  if (csv === null) {
    void forgetCsvMode();
    globalThis.sessionStorage?.removeItem(CSV_MODE_FILE);
  } else if (kept) {
    // The file's name outlives the page even where IndexedDB refuses the file: a reload can then say CSV mode ended.
    globalThis.sessionStorage?.setItem(CSV_MODE_FILE, kept.fileName);
    void keepCsvMode(kept);
  }
  for (const listener of listeners) listener();
}

/** The sessionStorage key holding the name of the file CSV mode runs on. */
export const CSV_MODE_FILE = 'bts-csv-mode-file';

export function getDroppedCsv(): DroppedCsv | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDroppedCsv(): DroppedCsv | null {
  return useSyncExternalStore(subscribe, getDroppedCsv, getDroppedCsv);
}
