import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { DatasetKind } from '../contract/index.ts';
import type { StoredTask, SymbolKind } from '../service/ports.ts';

/**
 * A CSV the user kept in the data library: the text as dropped, parsed again on first use. Records kept before there
 * were option chains and symbol kinds read the same: a price record without `symbolKind` is a stock.
 */
export interface StoredDataset {
  /** The key: a ticker for prices and indicators, a name for an option chain. */
  symbol: string;
  kind: DatasetKind;
  /** Price datasets only. */
  symbolKind?: SymbolKind;
  origin: string;
  text: string;
  rows: number;
  /** The first and last date (of an option chain: snapshot dates). */
  first: string;
  last: string;
  savedAt: number;
}

/** `seq` orders tasks newest first where created_at (whole seconds) ties. */
export type StoredTaskRecord = StoredTask & { seq: number };

export interface StudioSchema extends DBSchema {
  tasks: { key: string; value: StoredTaskRecord };
  datasets: { key: string; value: StoredDataset };
}

export type StudioDatabase = IDBPDatabase<StudioSchema>;

export const DATABASE_NAME = 'backtest-studio';

export function openStudioDatabase(name: string = DATABASE_NAME): Promise<StudioDatabase> {
  return openDB<StudioSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('tasks', { keyPath: 'task_id' });
      db.createObjectStore('datasets', { keyPath: 'symbol' });
    },
  });
}
