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

/** What a task of the backtest service is: one backtest, a parameter sweep, or a walk-forward (our extensions). */
export const BACKTEST_TASK_TYPES = ['backtest', 'sweep', 'walk_forward'] as const;
export const BacktestTaskTypeSchema = z.enum(BACKTEST_TASK_TYPES);
export type BacktestTaskType = z.infer<typeof BacktestTaskTypeSchema>;

/** A task as GET /backtest/status returns it. params are the request as submitted (never defaulted). */
export const BacktestTaskSchema = z.object({
  task_id: z.string(),
  task_type: z.literal('backtest').default('backtest'),
  status: TaskStatusSchema,
  params: z.record(z.string(), z.unknown()),
  username: z.string(),
  created_at: LocalTimestampSchema,
  result: BacktestResultSchema.optional(),
  /** The error text of a FAILED task. */
  error: z.string().optional(),
  /** The fraction done (0..1) while RUNNING, for the tasks that report it. */
  progress: z.number().min(0).max(1).optional(),
});
export type BacktestTask = z.infer<typeof BacktestTaskSchema>;

export const SubmitResponseSchema = z.object({ message: z.string(), task_id: z.string() });
export type SubmitResponse = z.infer<typeof SubmitResponseSchema>;

/** A finished backtest's headline figures, stored apart from its result so that a list never parses results. */
export const TaskSummarySchema = z.object({
  total_return_pct: z.number(),
  cagr_pct: z.number(),
  sharpe: z.number(),
  max_drawdown_pct: z.number(),
  trades: z.number().int(),
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;

export const TaskListItemSchema = z.object({
  task_id: z.string(),
  task_type: BacktestTaskTypeSchema.default('backtest'),
  status: TaskStatusSchema,
  strategy_name: z.string(),
  symbol: z.string(),
  frequency: z.string(),
  created_at: LocalTimestampSchema,
  /** Null until the task has succeeded (and for a server that does not send it). */
  summary: TaskSummarySchema.nullable().default(null),
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

/** What the backtest task list can be ordered by: when it was created, or one of the summary's figures. */
export const TASK_SORT_KEYS = [
  'created_at',
  'total_return_pct',
  'cagr_pct',
  'sharpe',
  'max_drawdown_pct',
  'trades',
] as const;
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];

/**
 * Our extension of the backtest list's query: a status filter, a search of name and symbol, and an order. Tasks
 * without a summary (not finished, or failed) come last in any order by a figure.
 */
export const BacktestTaskListQuerySchema = TaskListQuerySchema.extend({
  status: TaskStatusSchema.optional(),
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  sort: z.enum(TASK_SORT_KEYS, { error: `sort must be one of ${TASK_SORT_KEYS.join(', ')}` }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
});
export type BacktestTaskListQuery = z.infer<typeof BacktestTaskListQuerySchema>;

export const TaskListResponseSchema = z.object({
  tasks: z.array(TaskListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;
