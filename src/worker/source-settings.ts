import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import { z } from 'zod';
import type { SourceName, SourceSettings } from '../contract/market-data.ts';
import { SOURCE_NAMES } from '../contract/market-data.ts';

/** One source's settings in this browser. */
export interface SavedSourceSettings {
  apiKey?: string;
  baseUrl?: string;
}

interface SettingsDb extends DBSchema {
  sources: { key: string; value: { name: string; settings: unknown } };
}

const SavedSchema = z.object({ apiKey: z.string().optional(), baseUrl: z.string().optional() });

/**
 * The in-browser connection's API keys and mirror addresses, in an IndexedDB database of their own: a key stays in
 * this browser (nothing sends it to a server, no answer repeats it, no export or share link holds it).
 */
export class SourceSettingsStore {
  readonly #db: Promise<IDBPDatabase<SettingsDb>>;

  constructor(name = 'backtest-studio-source-settings') {
    this.#db = openDB<SettingsDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore('sources', { keyPath: 'name' });
      },
    });
  }

  /** Every source's settings; a record that does not read (from another version) counts as none. */
  async all(): Promise<Map<SourceName, SavedSourceSettings>> {
    const records = await (await this.#db).getAll('sources');
    const settings = new Map<SourceName, SavedSourceSettings>();
    for (const record of records) {
      const name = SOURCE_NAMES.find((n) => n === record.name);
      const saved = SavedSchema.safeParse(record.settings);
      if (name && saved.success) settings.set(name, saved.data);
    }
    return settings;
  }

  /** Applies a change: a value sets, `null` clears, an absent field is left as it was. */
  async update(name: SourceName, change: SourceSettings): Promise<void> {
    const db = await this.#db;
    const saved = (await this.all()).get(name) ?? {};
    const next: SavedSourceSettings = { ...saved };
    if (change.api_key === null || change.api_key === '') delete next.apiKey;
    else if (change.api_key !== undefined) next.apiKey = change.api_key;
    if (change.base_url === null) delete next.baseUrl;
    else if (change.base_url !== undefined) next.baseUrl = change.base_url.replace(/\/+$/, '');
    await db.put('sources', { name, settings: next });
  }
}
