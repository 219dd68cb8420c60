import { useSyncExternalStore } from 'react';
import type { LoadedCsv } from './library-client.ts';

/**
 * The CSV the user dropped (on the builder or the Data screen) and has not yet kept: loaded in the worker, used by the
 * builder in CSV mode. One at a time; it lives as long as the page (never in a share link or IndexedDB).
 */
let current: LoadedCsv | null = null;
const listeners = new Set<() => void>();

export function setDroppedCsv(csv: LoadedCsv | null): void {
  current = csv;
  for (const listener of listeners) listener();
}

export function getDroppedCsv(): LoadedCsv | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDroppedCsv(): LoadedCsv | null {
  return useSyncExternalStore(subscribe, getDroppedCsv, getDroppedCsv);
}
