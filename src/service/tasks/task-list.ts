import type { TaskHead, TaskFilter, TaskOrder } from '../ports.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The strategy a task of the backtest service ran: its params for a backtest, `params.strategy` for a sweep or a
 * walk-forward. A list names and searches tasks by this strategy's name and symbol.
 */
export function taskStrategy(params: Record<string, unknown>): Record<string, unknown> {
  return isRecord(params.strategy) ? params.strategy : params;
}

/** A task's name and symbol as written (empty when absent or not text). */
export function taskNameAndSymbol(params: Record<string, unknown>): { name: string; symbol: string } {
  const s = taskStrategy(params);
  return {
    name: typeof s.name === 'string' ? s.name : '',
    symbol: typeof s.symbol === 'string' ? s.symbol : '',
  };
}

/** Whether a task passes a list filter (for the stores that filter in memory; SQLite says the same in SQL). */
export function matchesFilter(task: TaskHead, filter: TaskFilter): boolean {
  const needle = filter.search?.trim().toLowerCase();
  const { name, symbol } = taskNameAndSymbol(task.params);
  return (
    (task.kind ?? 'backtest') === filter.kind &&
    (filter.status === undefined || task.status === filter.status) &&
    (filter.mode === undefined || task.mode === filter.mode) &&
    (!needle || text(name).includes(needle) || text(symbol).includes(needle))
  );
}

/**
 * Puts tasks given newest first into the order asked. By a figure, tasks without a summary go last whatever the
 * direction, and the sort is stable, so ties stay newest first.
 */
export function orderTasks<T extends TaskHead>(newestFirst: readonly T[], order: TaskOrder): T[] {
  const { sort } = order;
  if (sort === 'created_at') return order.order === 'desc' ? [...newestFirst] : [...newestFirst].reverse();
  const sign = order.order === 'asc' ? 1 : -1;
  return [...newestFirst].sort((a, b) => {
    const x = a.summary?.[sort];
    const y = b.summary?.[sort];
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return (x - y) * sign;
  });
}

/** The task (or a patch of one) without its result, as a list gives it. */
export function taskHead<T extends { result?: unknown }>(task: T): Omit<T, 'result'> {
  const { result: _result, ...head } = task;
  return head;
}
