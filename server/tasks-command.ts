import type { TasksCommand } from './args.ts';
import { DEFAULT_DB_FILE } from './defaults.ts';
import { pruneExpired } from './retention/retention.ts';
import { openStorage } from './storage.ts';
import type { Clock } from '../src/service/ports.ts';
import { systemClock } from '../src/service/system-clock.ts';

/**
 * `tasks prune --retention-days N`: deletes the finished tasks (SUCCESS or FAILED) created more than N days ago, as a
 * server with `--retention-days N` does every hour, and prints how many went. A running server may share the database.
 */
export async function runTasksCommand(
  command: TasksCommand,
  io: { out: (line: string) => void; clock?: Clock },
): Promise<number> {
  // A SQLite file or a PostgreSQL database, without a queue: nothing runs here.
  const storage = await openStorage(command.dbFile ?? DEFAULT_DB_FILE);
  try {
    const pruned = await pruneExpired(storage.tasks, command.retentionDays, io.clock ?? systemClock);
    io.out(`deleted ${pruned} finished task(s) created more than ${command.retentionDays} day(s) ago`);
    return 0;
  } finally {
    await storage.close();
  }
}
