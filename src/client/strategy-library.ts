import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import { z } from 'zod';
import type { StrategyParamsRequest } from '../contract/index.ts';
import { isStrategyRequest, StrategyParamsInputSchema } from '../contract/index.ts';

/*
 * The strategy library: strategies the user keeps under a name, in IndexedDB on this device. Its own database, so
 * neither the worker's ('backtest-studio') nor the catalogue cache's schema has to change for it, and it is the same
 * whichever connection (browser or server) is in use: a saved strategy is the user's, not a service's.
 */
export const LIBRARY_DATABASE = 'backtest-studio-library';

/** A strategy kept in the library, its request as the builder sent it. */
export interface SavedStrategy {
  id: string;
  name: string;
  tags: string[];
  note: string;
  request: StrategyParamsRequest;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
}

/**
 * A kept record that no longer reads as a strategy (written by an older version, or the service's rules changed):
 * listed with what is wrong, so the user sees it and can delete it, instead of it vanishing.
 */
export interface DamagedSavedStrategy extends Omit<SavedStrategy, 'request'> {
  problem: string;
}

export type LibraryEntry = SavedStrategy | DamagedSavedStrategy;

export const isDamaged = (entry: LibraryEntry): entry is DamagedSavedStrategy => 'problem' in entry;

export interface NewSavedStrategy {
  name: string;
  tags?: string[];
  note?: string;
  request: StrategyParamsRequest;
}

export type SavedStrategyPatch = Partial<Pick<SavedStrategy, 'name' | 'tags' | 'note' | 'request'>>;

/** Asked for a strategy the library does not have (deleted in another tab, or a stale link). */
export class SavedStrategyNotFoundError extends Error {
  constructor(readonly id: string) {
    super('This saved strategy is no longer in the library; it may have been deleted.');
  }
}

/** Asked to open a record that no longer reads as a strategy. */
export class DamagedSavedStrategyError extends Error {
  constructor(readonly entry: DamagedSavedStrategy) {
    super(`The saved strategy “${entry.name}” cannot be opened: ${entry.problem}`);
  }
}

interface LibrarySchema extends DBSchema {
  strategies: { key: string; value: StoredRecord };
}

/** What is written: the request as it was, unchecked, so a record read later is checked against the rules of then. */
type StoredRecord = Omit<SavedStrategy, 'request'> & { request: unknown };

const MetaSchema = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * The request as kept: no CSV rows (they are data, possibly megabytes, not part of the strategy), and named as the
 * library names it, so a strategy renamed here opens in the builder (and runs, and shows in the task list) under its
 * library name.
 */
function keptRequest(request: StrategyParamsRequest, name: string): StrategyParamsRequest {
  const kept: StrategyParamsRequest = { ...request, name };
  delete kept.csv_data;
  delete kept.csv_mode;
  return kept;
}

/** Trimmed, empty ones dropped, each tag once whatever its case (the first spelling wins). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new Error('A saved strategy needs a name.');
  return trimmed;
}

/** The first thing wrong with a stored record, in words, or its parsed form. */
function readRecord(value: unknown): LibraryEntry {
  const meta = MetaSchema.safeParse(value);
  const raw: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  if (!meta.success) {
    return {
      id: typeof raw.id === 'string' ? raw.id : String(raw.id),
      name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : '(unnamed)',
      tags: [],
      note: '',
      created_at: typeof raw.created_at === 'string' ? raw.created_at : '',
      updated_at: typeof raw.updated_at === 'string' ? raw.updated_at : '',
      problem: `the record is incomplete (${meta.error.issues[0]?.path.join('.') || 'record'}: ${meta.error.issues[0]?.message ?? 'unreadable'}).`,
    };
  }
  // The request as stored (not the parsed output, which normalises blocks): it is what the builder reads back.
  if (isStrategyRequest(raw.request)) return { ...meta.data, request: raw.request };
  const issue = StrategyParamsInputSchema.safeParse(raw.request).error?.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ...meta.data, problem: `its strategy no longer passes the service's rules (${where}${issue?.message}).` };
}

const newestFirst = (a: LibraryEntry, b: LibraryEntry) =>
  b.updated_at.localeCompare(a.updated_at) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/** A random id; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface StrategyLibraryOptions {
  databaseName?: string;
  /** The clock, for tests. */
  now?: () => Date;
}

/** The library in the database `databaseName`; the app uses the default one through the functions below. */
export function createStrategyLibrary({
  databaseName = LIBRARY_DATABASE,
  now = () => new Date(),
}: StrategyLibraryOptions = {}) {
  let database: Promise<IDBPDatabase<LibrarySchema>> | undefined;
  const open = () =>
    (database ??= openDB<LibrarySchema>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('strategies', { keyPath: 'id' });
      },
    }));

  async function find(id: string): Promise<SavedStrategy> {
    const record = await (await open()).get('strategies', id);
    if (record === undefined) throw new SavedStrategyNotFoundError(id);
    const entry = readRecord(record);
    if (isDamaged(entry)) throw new DamagedSavedStrategyError(entry);
    return entry;
  }

  async function put(strategy: SavedStrategy): Promise<SavedStrategy> {
    await (await open()).put('strategies', strategy);
    return strategy;
  }

  async function save({ name, tags = [], note = '', request }: NewSavedStrategy): Promise<SavedStrategy> {
    const at = now().toISOString();
    const kept = requiredName(name);
    return put({
      id: newId(),
      name: kept,
      tags: normaliseTags(tags),
      note: note.trim(),
      request: keptRequest(request, kept),
      created_at: at,
      updated_at: at,
    });
  }

  return {
    /** Every saved strategy, the most recently changed first; damaged records included, with their problem. */
    async list(): Promise<LibraryEntry[]> {
      const records = await (await open()).getAll('strategies');
      return records.map(readRecord).sort(newestFirst);
    },

    /** The strategy, undefined when there is none; a damaged record throws a DamagedSavedStrategyError. */
    async get(id: string): Promise<SavedStrategy | undefined> {
      try {
        return await find(id);
      } catch (error) {
        if (error instanceof SavedStrategyNotFoundError) return undefined;
        throw error;
      }
    },

    save,

    async update(id: string, patch: SavedStrategyPatch): Promise<SavedStrategy> {
      const current = await find(id);
      const name = patch.name !== undefined ? requiredName(patch.name) : current.name;
      return put({
        ...current,
        name,
        ...(patch.tags !== undefined && { tags: normaliseTags(patch.tags) }),
        ...(patch.note !== undefined && { note: patch.note.trim() }),
        request: keptRequest(patch.request ?? current.request, name),
        updated_at: now().toISOString(),
      });
    },

    /** A new entry with the same strategy, tags and note, named "<name> (copy)". */
    async duplicate(id: string): Promise<SavedStrategy> {
      const { name, tags, note, request } = await find(id);
      return save({ name: `${name} (copy)`, tags, note, request });
    },

    /** Deleting what is not there is not an error: the wanted state is reached. */
    async remove(id: string): Promise<void> {
      await (await open()).delete('strategies', id);
    },
  };
}

export type StrategyLibrary = ReturnType<typeof createStrategyLibrary>;

/** The app's library (created on first use, so importing this module opens nothing). */
let appLibrary: StrategyLibrary | undefined;
const library = () => (appLibrary ??= createStrategyLibrary());

export const listSavedStrategies = (): Promise<LibraryEntry[]> => library().list();
export const getSavedStrategy = (id: string): Promise<SavedStrategy | undefined> => library().get(id);
export const saveStrategy = (strategy: NewSavedStrategy): Promise<SavedStrategy> => library().save(strategy);
export const updateSavedStrategy = (id: string, patch: SavedStrategyPatch): Promise<SavedStrategy> =>
  library().update(id, patch);
export const duplicateSavedStrategy = (id: string): Promise<SavedStrategy> => library().duplicate(id);
export const deleteSavedStrategy = (id: string): Promise<void> => library().remove(id);
