import type { z } from 'zod';
import { ServiceError } from '../errors.ts';
import type { StoredTask, TaskHead } from '../ports.ts';
import { taskHead } from './task-list.ts';

/**
 * One stored task with its result read by `schema`, the result schema of the task's kind and mode: what a status
 * endpoint answers. A store gives the result back as it kept it (unparsed data, see StoredTask); only one task at a
 * time is read so (a list never reads results), so the parse (about 3 ms for a 5,000-trade backtest) is paid per
 * status read, never per listed task. A result that no longer reads is a 500 naming the task and the field.
 */
export function readTask<T>(task: StoredTask, schema: z.ZodType<T>): TaskHead & { result?: T } {
  const head = taskHead(task);
  if (task.result === undefined) return head;
  const read = schema.safeParse(task.result);
  if (read.success) return { ...head, result: read.data };
  const issue = read.error.issues[0];
  throw new ServiceError(500, {
    detail: `the stored result of task ${task.task_id} does not read as its kind's result (${issue?.path.join('.')}: ${issue?.message})`,
  });
}
