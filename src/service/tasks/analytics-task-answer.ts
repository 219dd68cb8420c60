import type { StoredTask } from '../ports.ts';

/**
 * The fields the analytics service's task status answers share (spec 4.3, 4.5): params as JSON text, and the result
 * with its task_id only once the task succeeded. `R` is the kind's result shape.
 */
export function analyticsTaskAnswer<R extends object>(task: StoredTask) {
  return {
    task_id: task.task_id,
    status: task.status,
    username: task.username,
    created_at: task.created_at,
    params: JSON.stringify(task.params),
    ...(task.status === 'SUCCESS' && task.result && { result: { ...(task.result as R), task_id: task.task_id } }),
    ...(task.error !== undefined && { error: task.error }),
  };
}
