import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { DatasetKind, DatasetSymbolKind } from '../contract/index.ts';
import type { TaskHead } from '../service/ports.ts';
import { moveResultsOut } from './task-results-upgrade.ts';

/**
 * A CSV the user kept in the data library: the text as dropped, parsed again on first use. Records kept before there
 * were option chains and symbol kinds read the same: a price record without `symbolKind` is a stock.
 */
export interface StoredDataset {
  /** The key: a ticker for prices and indicators, a name for an option chain. */
  symbol: string;
  kind: DatasetKind;
  /** Price datasets only. */
  symbolKind?: DatasetSymbolKind;
  origin: string;
  text: string;
  rows: number;
  /** The first and last date (of an option chain: snapshot dates). */
  first: string;
  last: string;
  savedAt: number;
}

/**
 * A task without its result, which has a record of its own (`task_results`), so that listing tasks never reads
 * results. `seq` orders tasks newest first where created_at (whole seconds) ties.
 */
export type StoredTaskRecord = TaskHead & { seq: number };

export interface StoredResultRecord {
  task_id: string;
  /** As IndexedDB gives it back: unparsed (see StoredTask). */
  result: unknown;
}

/**
 * A fetched series kept by IdbSymbolStore: its head and its rows in columns in two stores, so that a list reads only
 * heads. Both as IndexedDB gives them back: unparsed (the store parses them).
 */
export interface FetchedHeadRecord {
  symbol: string;
  head: unknown;
  /** New at every put (IdbSymbolStore.revision): another tab's write changes it. */
  written?: string;
}
export interface FetchedRowsRecord {
  symbol: string;
  columns: unknown;
}

/** A user universe kept by IdbUniverseStore, under its name in upper case; unparsed as IndexedDB gives it back. */
export interface UniverseRecord {
  key: string;
  universe: unknown;
}

/** A fetched snapshot kept by IdbSnapshotStore under `KIND:SYMBOL`; unparsed as IndexedDB gives it back. */
export interface SnapshotRecord {
  key: string;
  kind: 'fundamentals' | 'options';
  snapshot: unknown;
}

export interface StudioSchema extends DBSchema {
  tasks: { key: string; value: StoredTaskRecord };
  task_results: { key: string; value: StoredResultRecord };
  datasets: { key: string; value: StoredDataset };
  fetched_heads: { key: string; value: FetchedHeadRecord };
  fetched_rows: { key: string; value: FetchedRowsRecord };
  universes: { key: string; value: UniverseRecord };
  snapshots: { key: string; value: SnapshotRecord; indexes: { kind: string } };
}

export type StudioDatabase = IDBPDatabase<StudioSchema>;

export const DATABASE_NAME = 'backtest-studio';

/**
 * Version 1 kept results in the task records; version 2 keeps them apart and a summary in the task; version 3 adds the
 * fetched series; version 4 the user's universes; version 5 the fetched snapshots (option chains, fundamentals).
 */
export const DATABASE_VERSION = 5;

export function openStudioDatabase(name: string = DATABASE_NAME): Promise<StudioDatabase> {
  return openDB<StudioSchema>(name, DATABASE_VERSION, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        db.createObjectStore('tasks', { keyPath: 'task_id' });
        db.createObjectStore('datasets', { keyPath: 'symbol' });
      }
      if (oldVersion < 2) {
        db.createObjectStore('task_results', { keyPath: 'task_id' });
        // Only IndexedDB requests are awaited here, so the upgrade transaction stays open until it is done.
        if (oldVersion >= 1) await moveResultsOut(transaction);
      }
      if (oldVersion < 3) {
        db.createObjectStore('fetched_heads', { keyPath: 'symbol' });
        db.createObjectStore('fetched_rows', { keyPath: 'symbol' });
      }
      if (oldVersion < 4) db.createObjectStore('universes', { keyPath: 'key' });
      if (oldVersion < 5) db.createObjectStore('snapshots', { keyPath: 'key' }).createIndex('kind', 'kind');
    },
  });
}
