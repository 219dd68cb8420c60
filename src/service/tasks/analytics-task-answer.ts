import type { TaskHead } from '../ports.ts';

/**
 * The fields the analytics service's task status answers share (spec 4.3, 4.5): params as JSON text, and the result
 * with its task_id only once the task succeeded. The task is read (readTask), its result typed by its kind.
 */
export function analyticsTaskAnswer<R extends object>(task: TaskHead & { result?: R }) {
  return {
    task_id: task.task_id,
    status: task.status,
    username: task.username,
    created_at: task.created_at,
    params: JSON.stringify(task.params),
    ...(task.status === 'SUCCESS' && task.result && { result: { ...task.result, task_id: task.task_id } }),
    ...(task.error !== undefined && { error: task.error }),
  };
}
