import type { Account, StoredTask, TaskKind, TaskStore } from '../ports.ts';

/**
 * The account's task of this kind, or undefined. Another account's task, or one of another service, is answered
 * like a missing one, so ids cannot be probed.
 */
export async function ownTask(
  store: TaskStore,
  taskId: string,
  account: Account,
  kind: TaskKind,
): Promise<StoredTask | undefined> {
  const task = await store.get(taskId);
  if (!task || task.username !== account.username || (task.kind ?? 'backtest') !== kind) return undefined;
  return task;
}
