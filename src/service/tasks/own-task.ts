import type { Account, StoredTask, TaskKind, TaskStore } from '../ports.ts';

const isOwn = (task: StoredTask, account: Account, kind: TaskKind) =>
  task.username === account.username && (task.kind ?? 'backtest') === kind;

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
  return task && isOwn(task, account, kind) ? task : undefined;
}

/**
 * The account's task of this kind as ownTask finds it, for a status answer: from a store that keeps results as JSON
 * text, the task without its result and the result's text (spliced into the answer, withResultText); from any other,
 * the task with its result.
 */
export async function ownTaskForAnswer(
  store: TaskStore,
  taskId: string,
  account: Account,
  kind: TaskKind,
): Promise<{ task: StoredTask; resultText?: string } | undefined> {
  if (!store.getWithResultText) {
    const task = await ownTask(store, taskId, account, kind);
    return task && { task };
  }
  const found = await store.getWithResultText(taskId);
  return found && isOwn(found.task, account, kind) ? found : undefined;
}
