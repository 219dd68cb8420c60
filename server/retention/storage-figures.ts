import type { Storage } from '../storage.ts';

/** What the start-up log says of the stored state. */
export interface StorageFigures {
  db_bytes: number;
  accounts: number;
  tasks: number;
  result_bytes: number;
}

/**
 * The database's size on disk and what its accounts store, added up from each account's usage (the quota's own
 * figures): one query per account, once at start. Tasks left by a removed account are in the size, not the counts.
 */
export async function storageFigures(
  storage: Pick<Storage, 'accounts' | 'tasks' | 'sizeBytes'>,
): Promise<StorageFigures> {
  const accounts = await storage.accounts.list();
  const figures: StorageFigures = {
    db_bytes: await storage.sizeBytes(),
    accounts: accounts.length,
    tasks: 0,
    result_bytes: 0,
  };
  for (const { email } of accounts) {
    const usage = await storage.tasks.usage(email);
    figures.tasks += usage.tasks;
    figures.result_bytes += usage.result_bytes;
  }
  return figures;
}
