import type { Universe, UniversePut, UniverseSummary } from '../../contract/universes.ts';
import { ServiceError } from '../errors.ts';
import type { StoredUniverse, UniverseStore } from './universe-store.ts';
import { universeKey } from './universe-store.ts';

function userUniverse(stored: StoredUniverse): Universe {
  return { ...stored, builtin: false };
}

function summary(universe: Universe): UniverseSummary {
  const { name, symbols, builtin, updated_at } = universe;
  return { name, members: symbols.length, builtin, updated_at };
}

/** The universes a host offers: the built-in ones (read-only) and the user's, kept in its store. */
export class UniverseCatalog {
  readonly #store: UniverseStore;
  readonly #builtins: () => Promise<readonly Universe[]>;
  readonly #now: () => Date;

  constructor(options: { store: UniverseStore; builtins: () => Promise<readonly Universe[]>; now: () => Date }) {
    this.#store = options.store;
    this.#builtins = options.builtins;
    this.#now = options.now;
  }

  /** Built-in universes first, then the user's by name. */
  async list(): Promise<UniverseSummary[]> {
    const builtins = await this.#builtins();
    const users = (await this.#store.list()).sort((a, b) => a.name.localeCompare(b.name));
    return [...builtins.map(summary), ...users.map((u) => summary(userUniverse(u)))];
  }

  async get(name: string): Promise<Universe | undefined> {
    const builtin = await this.#builtin(name);
    if (builtin) return builtin;
    const stored = await this.#store.get(name);
    return stored && userUniverse(stored);
  }

  /** Creates or replaces a user universe; a built-in one's name is refused with a 409. */
  async put(name: string, body: UniversePut): Promise<Universe> {
    await this.#refuseBuiltin(name, 'replaced');
    const stored: StoredUniverse = { name, symbols: body.symbols, updated_at: this.#now().toISOString() };
    if (body.sectors && Object.keys(body.sectors).length > 0) stored.sectors = body.sectors;
    await this.#store.put(stored);
    return userUniverse(stored);
  }

  /** Whether a user universe was removed; a built-in one's name is refused with a 409. */
  async delete(name: string): Promise<boolean> {
    await this.#refuseBuiltin(name, 'deleted');
    return this.#store.delete(name);
  }

  async #builtin(name: string): Promise<Universe | undefined> {
    const key = universeKey(name);
    return (await this.#builtins()).find((u) => universeKey(u.name) === key);
  }

  async #refuseBuiltin(name: string, what: string): Promise<void> {
    const builtin = await this.#builtin(name);
    if (!builtin) return;
    const message = `${builtin.name} is a built-in universe and cannot be ${what}; save your list under another name`;
    throw new ServiceError(409, { detail: message, errors: [{ path: 'name', message }] });
  }
}
