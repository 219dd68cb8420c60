import type { IDBPTransaction, StoreNames } from 'idb';
import { TaskSummarySchema } from '../contract/index.ts';
import type { StoredTask } from '../service/ports.ts';
import { BacktestHeadlineSchema, backtestSummary } from '../service/tasks/backtest-summary.ts';
import type { StoredTaskRecord, StudioSchema } from './database.ts';

/** The summary of a version-1 succeeded backtest, when its result (as stored: unparsed) has the headline figures. */
function summaryOf(record: StoredTaskRecord, stored: unknown): StoredTask['summary'] {
  if ((record.kind ?? 'backtest') !== 'backtest' || record.status !== 'SUCCESS') return undefined;
  const result = BacktestHeadlineSchema.safeParse(stored);
  if (!result.success) return undefined;
  const parsed = TaskSummarySchema.safeParse(backtestSummary(result.data));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The step to version 2, once: every task's result moves to its own record and a succeeded backtest gets the
 * summary of its result, so the tasks kept before list with their figures.
 */
export async function moveResultsOut(
  transaction: IDBPTransaction<StudioSchema, StoreNames<StudioSchema>[], 'versionchange'>,
): Promise<void> {
  const results = transaction.objectStore('task_results');
  let cursor = await transaction.objectStore('tasks').openCursor();
  while (cursor) {
    // Version 1 kept the result in the task record.
    const record = cursor.value;
    if ('result' in record && record.result !== undefined) {
      const { result, ...head } = record;
      const summary = summaryOf(head, result);
      await results.put({ task_id: record.task_id, result });
      await cursor.update({ ...head, ...(summary && { summary }) });
    }
    cursor = await cursor.continue();
  }
}
