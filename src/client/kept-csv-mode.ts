import { openDB } from 'idb';
import type { DBSchema } from 'idb';
import { z } from 'zod';

/** What CSV mode needs to start again after a reload: the file as the worker loaded it, and how it was read. */
export interface KeptCsvMode {
  fileName: string;
  /** The text the worker loaded (already written plainly when the file needed reading specially). */
  text: string;
  resample?: 'Hourly';
  /** How the file was read and its warnings, shown again with it. */
  notes: string[];
}

const KeptSchema = z.object({
  fileName: z.string(),
  text: z.string(),
  resample: z.literal('Hourly').optional(),
  notes: z.array(z.string()),
});

interface CsvModeDb extends DBSchema {
  'csv-mode': { key: string; value: unknown };
}

const DATABASE = 'backtest-studio-csv-mode';
const KEY = 'current';

/**
 * One record in an IndexedDB database of its own, so a reload does not end CSV mode. Without IndexedDB (a private
 * window that refuses it) nothing is kept and CSV mode lasts as long as the page, as it always did.
 */
async function withDb<T>(use: (db: Awaited<ReturnType<typeof open>>) => Promise<T>): Promise<T | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  let db: Awaited<ReturnType<typeof open>> | undefined;
  try {
    db = await open();
    return await use(db);
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

function open() {
  return openDB<CsvModeDb>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('csv-mode');
    },
  });
}

/** True when the file was kept (a very large file or a private window may be refused). */
export async function keepCsvMode(kept: KeptCsvMode): Promise<boolean> {
  return (await withDb(async (db) => (await db.put('csv-mode', kept, KEY), true))) ?? false;
}

/** The CSV mode of the last visit, or undefined (none, or a record of another version, which is dropped). */
export async function keptCsvMode(): Promise<KeptCsvMode | undefined> {
  const record = await withDb((db) => db.get('csv-mode', KEY));
  if (record === undefined) return undefined;
  const kept = KeptSchema.safeParse(record);
  if (!kept.success) await forgetCsvMode();
  return kept.success ? kept.data : undefined;
}

export async function forgetCsvMode(): Promise<void> {
  await withDb((db) => db.delete('csv-mode', KEY));
}
