import type { z } from 'zod';
import type {
  BacktestResult,
  BacktestTaskType,
  CpmMode,
  CpmResult,
  ScannerBacktestResult,
  SweepResult,
  WalkForwardResult,
} from '../../contract/index.ts';
import {
  BacktestResultSchema,
  CpmResultSchema,
  ScannerBacktestResultSchema,
  SweepResultSchema,
  WalkForwardResultSchema,
} from '../../contract/index.ts';
import { ServiceError } from '../errors.ts';
import type { StoredTask, TaskHead, TaskKind } from '../ports.ts';
import { taskHead } from './task-list.ts';

/** A task of one kind and mode with its result read by that mode's schema. */
type Parsed<K extends TaskKind, M, R> = Omit<TaskHead, 'kind' | 'mode'> & { kind: K; mode: M; result?: R };

/**
 * A stored task read: a union by kind, and by mode where the result's shape depends on it, so code that reads a
 * result gets its type from `kind` and `mode` and never casts it.
 */
export type ParsedTask =
  | Parsed<'backtest', 'backtest', BacktestResult>
  | Parsed<'backtest', 'sweep', SweepResult>
  | Parsed<'backtest', 'walk_forward', WalkForwardResult>
  | Parsed<'cpm', CpmMode, CpmResult>
  | Parsed<'scanner', undefined, ScannerBacktestResult>;

/** A read task of one kind. */
export type ParsedTaskOf<K extends TaskKind> = Extract<ParsedTask, { kind: K }>;

/** A backtest-service task's type from the mode it is stored with (a plain backtest has none). */
export function backtestTaskType(mode: string | undefined): BacktestTaskType {
  return mode === 'sweep' || mode === 'walk_forward' ? mode : 'backtest';
}

/** A CPM task's mode as stored: `backtest`, else a scan. */
export function cpmTaskMode(mode: string | undefined): CpmMode {
  return mode === 'backtest' ? 'backtest' : 'scan';
}

/** The stored result read by `schema`; a result that no longer reads is a 500 naming the task and the field. */
function resultOf<T>(task: StoredTask, schema: z.ZodType<T>): { result?: T } {
  if (task.result === undefined) return {};
  const read = schema.safeParse(task.result);
  if (read.success) return { result: read.data };
  const issue = read.error.issues[0];
  throw new ServiceError(500, {
    detail: `the stored result of task ${task.task_id} does not read as its kind's result (${issue?.path.join('.')}: ${issue?.message})`,
  });
}

/**
 * One stored task with its result read by the schema of its kind and mode: what a status endpoint answers, and the
 * one place a stored result becomes typed. A store gives the result back as it kept it (unparsed data, see
 * StoredTask); only one task at a time is read so (a list never reads results), so the parse (about 3 ms for a
 * 5,000-trade backtest) is paid per status read, never per listed task.
 */
export function readTask(task: StoredTask): ParsedTask {
  const head = taskHead(task);
  switch (task.kind ?? 'backtest') {
    case 'cpm':
      return { ...head, kind: 'cpm', mode: cpmTaskMode(task.mode), ...resultOf(task, CpmResultSchema) };
    case 'scanner':
      return { ...head, kind: 'scanner', mode: undefined, ...resultOf(task, ScannerBacktestResultSchema) };
    case 'backtest': {
      const mode = backtestTaskType(task.mode);
      if (mode === 'sweep') return { ...head, kind: 'backtest', mode, ...resultOf(task, SweepResultSchema) };
      if (mode === 'walk_forward')
        return { ...head, kind: 'backtest', mode, ...resultOf(task, WalkForwardResultSchema) };
      return { ...head, kind: 'backtest', mode, ...resultOf(task, BacktestResultSchema) };
    }
  }
}

const isKind = <K extends TaskKind>(task: ParsedTask, kind: K): task is ParsedTaskOf<K> => task.kind === kind;

/** A stored task of `kind` read (readTask), or undefined when it is of another kind. */
export function readTaskOf<K extends TaskKind>(task: StoredTask, kind: K): ParsedTaskOf<K> | undefined {
  const read = readTask(task);
  return isKind(read, kind) ? read : undefined;
}
