import type { IDBPTransaction } from 'idb';
import type { BacktestResult } from '../contract/index.ts';
import { TaskSummarySchema } from '../contract/index.ts';
import type { StoredTask } from '../service/ports.ts';
import { backtestSummary } from '../service/tasks/backtest-summary.ts';
import type { StoredTaskRecord, StudioSchema } from './database.ts';

/** A task record as version 1 of the database kept it: with its result. */
type VersionOneRecord = StoredTaskRecord & { result?: StoredTask['result'] };

/** The summary of a version-1 succeeded backtest, when its result has the five figures. */
function summaryOf(record: VersionOneRecord): StoredTask['summary'] {
  if ((record.kind ?? 'backtest') !== 'backtest' || record.status !== 'SUCCESS' || !record.result) return undefined;
  const parsed = TaskSummarySchema.safeParse(backtestSummary(record.result as BacktestResult));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The step to version 2, once: every task's result moves to its own record and a succeeded backtest gets the
 * summary of its result, so the tasks kept before list with their figures.
 */
export async function moveResultsOut(
  transaction: IDBPTransaction<StudioSchema, ('tasks' | 'task_results' | 'datasets')[], 'versionchange'>,
): Promise<void> {
  const results = transaction.objectStore('task_results');
  let cursor = await transaction.objectStore('tasks').openCursor();
  while (cursor) {
    const record = cursor.value as VersionOneRecord;
    if (record.result !== undefined) {
      const { result, ...head } = record;
      const summary = summaryOf(record);
      await results.put({ task_id: record.task_id, result });
      await cursor.update({ ...head, ...(summary && { summary }) });
    }
    cursor = await cursor.continue();
  }
}
