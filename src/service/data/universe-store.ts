import { z } from 'zod';

/** A user universe as a store keeps it (a built-in one is read from the app's files, never stored). */
export const StoredUniverseSchema = z.object({
  name: z.string().min(1),
  symbols: z.array(z.string()),
  sectors: z.record(z.string(), z.string()).optional(),
  updated_at: z.string(),
});
export type StoredUniverse = z.infer<typeof StoredUniverseSchema>;

/** A universe's key in a store: names are compared without case ("my list" and "My List" are one universe). */
export function universeKey(name: string): string {
  return name.trim().toUpperCase();
}

/**
 * Where user universes are kept: files on a server or the CLI (`DIR/universes/`), IndexedDB in the browser, memory in
 * tests. `put` replaces a universe whole and atomically; names are looked up without case.
 */
export interface UniverseStore {
  list(): Promise<StoredUniverse[]>;
  get(name: string): Promise<StoredUniverse | undefined>;
  put(universe: StoredUniverse): Promise<void>;
  delete(name: string): Promise<boolean>;
}

/** User universes in memory (tests, the CLI without --data); it answers copies. */
export class MemoryUniverseStore implements UniverseStore {
  readonly #universes = new Map<string, StoredUniverse>();

  list(): Promise<StoredUniverse[]> {
    return Promise.resolve([...this.#universes.values()].map((u) => structuredClone(u)));
  }

  get(name: string): Promise<StoredUniverse | undefined> {
    const universe = this.#universes.get(universeKey(name));
    return Promise.resolve(universe && structuredClone(universe));
  }

  put(universe: StoredUniverse): Promise<void> {
    this.#universes.set(universeKey(universe.name), structuredClone(StoredUniverseSchema.parse(universe)));
    return Promise.resolve();
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.#universes.delete(universeKey(name)));
  }
}
