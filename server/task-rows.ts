import { z } from 'zod';
import type { TaskSortKey } from '../src/contract/index.ts';
import { TaskStatusSchema } from '../src/contract/index.ts';
import type { StoredTask, TaskHead, TaskKind, TaskPatch, TaskWithResultText } from '../src/service/ports.ts';
import { taskNameAndSymbol } from '../src/service/tasks/task-list.ts';
import { decompressJsonText, decompressResult } from './result-compression.ts';

/*
 * A task as a row of the server's `tasks` table, the same in SQLite and PostgreSQL: the result is in task_results
 * (compressed), and the name, symbol and summary figures have columns of their own so that a list reads no result.
 */

const TASK_KINDS = ['backtest', 'cpm', 'scanner'] as const satisfies readonly TaskKind[];

/** A row of the tasks table: everything but the result. */
export const HeadRowSchema = z.object({
  task_id: z.string(),
  kind: z.enum(TASK_KINDS),
  mode: z.string().nullable(),
  status: TaskStatusSchema,
  username: z.string(),
  created_at: z.string(),
  params: z.string(),
  error: z.string().nullable(),
  name: z.string(),
  symbol: z.string(),
  total_return_pct: z.number().nullable(),
  cagr_pct: z.number().nullable(),
  sharpe: z.number().nullable(),
  max_drawdown_pct: z.number().nullable(),
  trades: z.number().nullable(),
  idempotency_key: z.string().nullable(),
});
export type HeadRow = z.infer<typeof HeadRowSchema>;

export const ResultColumnSchema = z.object({
  /** Compressed JSON (server/result-compression.ts): a Uint8Array in SQLite, a Buffer (one too) in PostgreSQL. */
  result: z.instanceof(Uint8Array).nullable(),
});

/** A task's row with its result. */
export const TaskRowSchema = HeadRowSchema.extend(ResultColumnSchema.shape);
export type TaskRow = z.infer<typeof TaskRowSchema>;

/** The column each order reads; every figure has its own index. */
export const SORT_COLUMN: Record<TaskSortKey, string> = {
  created_at: 'seq',
  total_return_pct: 'total_return_pct',
  cagr_pct: 'cagr_pct',
  sharpe: 'sharpe',
  max_drawdown_pct: 'max_drawdown_pct',
  trades: 'trades',
};

/** A row's params: the JSON object the task was submitted with (any other JSON reads as no params). */
function paramsOf(text: string): Record<string, unknown> {
  const params: unknown = JSON.parse(text);
  return typeof params === 'object' && params !== null && !Array.isArray(params) ? { ...params } : {};
}

export function headFromRow(row: HeadRow): TaskHead {
  const { total_return_pct, cagr_pct, sharpe, max_drawdown_pct, trades } = row;
  const hasSummary =
    total_return_pct !== null && cagr_pct !== null && sharpe !== null && max_drawdown_pct !== null && trades !== null;
  return {
    task_id: row.task_id,
    kind: row.kind,
    ...(row.mode !== null && { mode: row.mode }),
    status: row.status,
    params: paramsOf(row.params),
    username: row.username,
    created_at: row.created_at,
    ...(hasSummary && { summary: { total_return_pct, cagr_pct, sharpe, max_drawdown_pct, trades } }),
    ...(row.error !== null && { error: row.error }),
    ...(row.idempotency_key !== null && { idempotency_key: row.idempotency_key }),
  };
}

export function taskFromRow(row: TaskRow): StoredTask {
  return {
    ...headFromRow(row),
    // Unparsed, as StoredTask says: the service reads it with its kind's schema (readTask), never in a list.
    ...(row.result !== null && { result: decompressResult(row.result) }),
  };
}

/** The task without its result, and the result's JSON text as stored (TaskStore.getWithResultText). */
export function taskAndResultTextFromRow(row: TaskRow): TaskWithResultText {
  return {
    task: headFromRow(row),
    ...(row.result !== null && { resultText: decompressJsonText(row.result) }),
  };
}

export function rowFromTask(task: TaskHead): HeadRow {
  const s = task.summary;
  return {
    task_id: task.task_id,
    kind: task.kind ?? 'backtest',
    mode: task.mode ?? null,
    status: task.status,
    username: task.username,
    created_at: task.created_at,
    params: JSON.stringify(task.params),
    error: task.error ?? null,
    ...taskNameAndSymbol(task.params),
    total_return_pct: s?.total_return_pct ?? null,
    cagr_pct: s?.cagr_pct ?? null,
    sharpe: s?.sharpe ?? null,
    max_drawdown_pct: s?.max_drawdown_pct ?? null,
    trades: s?.trades ?? null,
    idempotency_key: task.idempotency_key ?? null,
  };
}

/**
 * The columns a patch sets, as merging it into the stored task and storing that would: a field the patch has
 * (undefined included) replaces the stored one, the others stay. A required field given as undefined is left alone.
 * Params are written (with the name and symbol read from them) only when the patch brings them: a status write never
 * reads nor writes them again, and a CSV-mode task's params are tens of megabytes.
 */
export function patchColumns(patch: Omit<TaskPatch, 'result'>): [keyof HeadRow, HeadRow[keyof HeadRow]][] {
  const has = (key: keyof TaskPatch) => Object.hasOwn(patch, key);
  const columns: [keyof HeadRow, HeadRow[keyof HeadRow]][] = [];
  if (has('kind')) columns.push(['kind', patch.kind ?? 'backtest']);
  if (has('mode')) columns.push(['mode', patch.mode ?? null]);
  if (patch.status !== undefined) columns.push(['status', patch.status]);
  if (patch.username !== undefined) columns.push(['username', patch.username]);
  if (patch.created_at !== undefined) columns.push(['created_at', patch.created_at]);
  if (has('error')) columns.push(['error', patch.error ?? null]);
  if (has('idempotency_key')) columns.push(['idempotency_key', patch.idempotency_key ?? null]);
  if (patch.params !== undefined) {
    const row = rowFromTask({ task_id: '', status: 'PENDING', username: '', created_at: '', params: patch.params });
    for (const column of ['params', 'name', 'symbol'] as const) columns.push([column, row[column]]);
  }
  if (has('summary')) {
    const s = patch.summary;
    columns.push(['total_return_pct', s?.total_return_pct ?? null], ['cagr_pct', s?.cagr_pct ?? null]);
    columns.push(['sharpe', s?.sharpe ?? null], ['max_drawdown_pct', s?.max_drawdown_pct ?? null]);
    columns.push(['trades', s?.trades ?? null]);
  }
  return columns;
}
