import { z } from 'zod';
import { BacktestResultSchema } from './result.ts';

export const TASK_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export function isFinished(status: TaskStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED';
}

/** ISO 8601 without zone, as spec 2.9 writes created_at. */
export const LocalTimestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);

/** A task as GET /backtest/status returns it. params are the request as submitted (never defaulted). */
export const BacktestTaskSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  params: z.record(z.string(), z.unknown()),
  username: z.string(),
  created_at: LocalTimestampSchema,
  result: BacktestResultSchema.optional(),
  /** The error text of a FAILED task. */
  error: z.string().optional(),
});
export type BacktestTask = z.infer<typeof BacktestTaskSchema>;

export const SubmitResponseSchema = z.object({ message: z.string(), task_id: z.string() });
export type SubmitResponse = z.infer<typeof SubmitResponseSchema>;

export const TaskListItemSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  strategy_name: z.string(),
  symbol: z.string(),
  frequency: z.string(),
  created_at: LocalTimestampSchema,
});
export type TaskListItem = z.infer<typeof TaskListItemSchema>;

export const TASK_LIST_DEFAULT_LIMIT = 20;
export const TASK_LIST_MAX_LIMIT = 200;

export const TaskListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(TASK_LIST_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, TASK_LIST_MAX_LIMIT)),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

export const TaskListResponseSchema = z.object({
  tasks: z.array(TaskListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;
