import type { StoredUniverse, UniverseStore } from '../service/data/universe-store.ts';
import { StoredUniverseSchema, universeKey } from '../service/data/universe-store.ts';
import type { StudioDatabase } from './database.ts';

/**
 * User universes in the app's IndexedDB (`universes`), one record each under the name in upper case; a record that
 * does not parse is left out of a list and makes a get throw naming the universe.
 */
export class IdbUniverseStore implements UniverseStore {
  readonly #db: StudioDatabase;

  constructor(db: StudioDatabase) {
    this.#db = db;
  }

  async list(): Promise<StoredUniverse[]> {
    const records = await this.#db.getAll('universes');
    return records.flatMap((record) => {
      const parsed = StoredUniverseSchema.safeParse(record.universe);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async get(name: string): Promise<StoredUniverse | undefined> {
    const key = universeKey(name);
    const record = await this.#db.get('universes', key);
    if (!record) return undefined;
    const parsed = StoredUniverseSchema.safeParse(record.universe);
    if (!parsed.success) throw new Error(`the stored universe ${key} does not read: ${parsed.error.message}`);
    return parsed.data;
  }

  async put(universe: StoredUniverse): Promise<void> {
    const parsed = StoredUniverseSchema.parse(universe);
    await this.#db.put('universes', { key: universeKey(parsed.name), universe: parsed });
  }

  async delete(name: string): Promise<boolean> {
    const key = universeKey(name);
    const tx = this.#db.transaction('universes', 'readwrite');
    const had = (await tx.store.getKey(key)) !== undefined;
    if (had) await tx.store.delete(key);
    await tx.done;
    return had;
  }
}
