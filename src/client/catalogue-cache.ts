import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { CatalogueItem } from '../contract/index.ts';
import { CatalogueItemSchema } from '../contract/index.ts';
import type { BacktestClient } from './backtest-client.ts';

/** The indicator catalogue as fetched, and when. */
export interface CatalogueSnapshot {
  items: CatalogueItem[];
  /** Epoch ms of the fetch from the service. */
  fetchedAt: number;
}

/** Where one connection keeps its catalogue between visits. */
export interface CatalogueStore {
  read(): Promise<CatalogueSnapshot | null>;
  write(snapshot: CatalogueSnapshot): Promise<void>;
}

/*
 * A small database of its own on the main thread, so the worker's database ('backtest-studio') keeps its schema. One
 * record per server, keyed by its base URL: the unfiltered list is 22,000 entries (3 MB), fetched once and kept.
 */
export const CACHE_DATABASE = 'backtest-studio-cache';

interface CacheSchema extends DBSchema {
  catalogues: { key: string; value: { key: string; items: unknown; fetchedAt: number } };
}

const databases = new Map<string, Promise<IDBPDatabase<CacheSchema>>>();

function open(name: string): Promise<IDBPDatabase<CacheSchema>> {
  let db = databases.get(name);
  if (!db) {
    db = openDB<CacheSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('catalogues', { keyPath: 'key' });
      },
    });
    databases.set(name, db);
  }
  return db;
}

const ItemsSchema = CatalogueItemSchema.array();

/**
 * The catalogue of the server at `key` in IndexedDB. A cache that cannot be opened (private windows) or holds an
 * older shape reads as empty, and a write that fails is dropped: the catalogue is then fetched again next visit.
 */
export function indexedDbCatalogueStore(key: string, databaseName = CACHE_DATABASE): CatalogueStore {
  return {
    async read() {
      try {
        const record = await (await open(databaseName)).get('catalogues', key);
        if (!record) return null;
        const items = ItemsSchema.safeParse(record.items);
        return items.success ? { items: items.data, fetchedAt: record.fetchedAt } : null;
      } catch {
        return null;
      }
    },
    async write(snapshot) {
      try {
        await (await open(databaseName)).put('catalogues', { key, ...snapshot });
      } catch {
        // Not kept: the next visit fetches it again.
      }
    },
  };
}

/** The cached catalogue when there is one (unless `refresh`), else a fresh fetch, which is then kept. */
export async function loadCatalogue(
  backtest: BacktestClient,
  store: CatalogueStore | undefined,
  { refresh = false, now = Date.now }: { refresh?: boolean; now?: () => number } = {},
): Promise<CatalogueSnapshot> {
  if (store && !refresh) {
    const cached = await store.read();
    if (cached) return cached;
  }
  const snapshot = { items: await backtest.catalogue(), fetchedAt: now() };
  await store?.write(snapshot);
  return snapshot;
}
