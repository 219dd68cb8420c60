import type { AnyBacktestTask } from '../../contract/index.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The strategy a sweep or walk-forward task varied: its request's `strategy` (the params themselves otherwise). */
export function taskStrategy(task: Pick<AnyBacktestTask, 'params'>): Record<string, unknown> {
  return isRecord(task.params.strategy) ? task.params.strategy : task.params;
}

/** Whether a FAILED task's error says it was cancelled (the service starts it with "cancelled"). */
export const wasCancelled = (error: string | undefined) => /^cancel/i.test(error ?? '');
