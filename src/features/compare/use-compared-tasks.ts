import { useQueries } from '@tanstack/react-query';
import { useConnection } from '../../client/connection.tsx';
import { backtestTaskQuery, pollInterval } from '../../client/queries.ts';
import type { BacktestResult, BacktestTask } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';

/** A run that can be compared: a SUCCESS task and its result. */
export interface ComparedRun {
  task: BacktestTask;
  result: BacktestResult;
}

/** Where the compare page stands: every task loaded and finished, or the first reason it cannot show them yet. */
export type ComparedTasks =
  | { state: 'loading' }
  | { state: 'missing'; taskIds: string[]; message: string }
  | { state: 'unfinished'; tasks: BacktestTask[] }
  | { state: 'ready'; runs: ComparedRun[] };

/**
 * The tasks by id, each as the task page fetches it (same cache): a running one is polled until it finishes, so the
 * page fills in by itself.
 */
export function useComparedTasks(taskIds: readonly string[]): ComparedTasks {
  const connection = useConnection();
  const { backtest } = connection;
  const queries = useQueries({
    queries: taskIds.map((taskId) => ({
      ...backtestTaskQuery(backtest, taskId),
      refetchInterval: (query: { state: { status: string; data?: BacktestTask } }) =>
        query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
          ? false
          : pollInterval(connection),
      retry: false,
    })),
  });
  const failed = queries.flatMap((q, i) => (q.isError ? [{ id: taskIds[i], error: q.error }] : []));
  if (failed.length > 0)
    return { state: 'missing', taskIds: failed.map((f) => f.id), message: failed[0].error.message };
  if (queries.some((q) => q.isPending)) return { state: 'loading' };
  const tasks = queries.flatMap((q) => (q.data ? [q.data] : []));
  const runs = tasks.flatMap((task) =>
    task.status === 'SUCCESS' && task.result ? [{ task, result: task.result }] : [],
  );
  if (runs.length < tasks.length)
    return { state: 'unfinished', tasks: tasks.filter((t) => !runs.some((r) => r.task === t)) };
  return { state: 'ready', runs };
}
