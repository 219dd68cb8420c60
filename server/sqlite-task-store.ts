import type { SQLInputValue } from 'node:sqlite';
import type {
  StoredTask,
  TaskFilter,
  TaskOrder,
  TaskPage,
  TaskQuota,
  StoreUsage,
  TaskStore,
  TaskWithResultText,
} from '../src/service/ports.ts';
import { atQuota } from '../src/service/tasks/submit-guard.ts';
import { NEWEST_FIRST } from '../src/service/ports.ts';
import type { Db } from './database.ts';
import { z } from 'zod';
import { inTransaction, Query, Statement } from './database.ts';
import type { HeadRow, TaskRow } from './task-rows.ts';
import {
  HeadRowSchema,
  headFromRow,
  patchColumns,
  rowFromTask,
  SORT_COLUMN,
  taskAndResultTextFromRow,
  taskFromRow,
  TaskRowSchema,
} from './task-rows.ts';
import { compressResult } from './result-compression.ts';
import { UsageRowSchema } from './rows.ts';

const TotalRowSchema = z.object({ total: z.number() });
const SeqRowSchema = z.object({ seq: z.number() });

const HEAD_COLUMNS =
  'task_id, kind, mode, status, username, created_at, params, error, name, symbol, ' +
  'total_return_pct, cagr_pct, sharpe, max_drawdown_pct, trades, idempotency_key';
const WITH_RESULT = `${HEAD_COLUMNS}, (SELECT result FROM task_results r WHERE r.task_id = tasks.task_id) AS result`;

/** The tasks a stopping server may still hand back. */
const UNFINISHED = "status IN ('PENDING', 'RUNNING')";

/** The named values of a statement: a list query's (username, kind, and the filters given) or an update's columns. */
type NamedValues = Record<string, SQLInputValue>;

/** `text` contains the lower-cased needle, as the other stores' search says it. */
function searchClause(column: string): string {
  // LIKE is native and folds ASCII case; only a text with other characters needs the JavaScript lower-casing.
  return `(${column} LIKE @pattern ESCAPE '\\' OR (${column} GLOB '*[^ -~]*' AND instr(task_lower(${column}), @needle) > 0))`;
}

/**
 * An account's task count and stored result bytes, read at every submit. The sizes come from their own index (the
 * planner, without statistics, would take the primary key's and walk each result's overflow pages to its size).
 */
export const USAGE_SQL = `SELECT COUNT(*) AS tasks, COALESCE(SUM(r.result_bytes), 0) AS result_bytes
  FROM tasks LEFT JOIN task_results r INDEXED BY task_results_bytes ON r.task_id = tasks.task_id
  WHERE tasks.username = ?`;

/**
 * Tasks in SQLite, so they and their results survive a restart. Params are JSON text, results compressed JSON with
 * their stored size beside them (an account's quota adds those up); results are in a table of their own, and a task's
 * name, symbol and summary figures have their own columns, so a list reads no result and no JSON but the params of
 * the page it answers.
 * Creation order is an autoincrement `seq`: newest first by default, and between equal figures.
 */
export class SqliteTaskStore implements TaskStore {
  private readonly insert;
  private readonly insertResult;
  private readonly select;
  private readonly remove;
  private readonly removeResult;
  private readonly selectUnfinished;
  private readonly selectByKey;
  private readonly selectUsage;
  private readonly removeFinishedResults;
  private readonly removeFinished;
  private readonly rowsBySeq;
  private readonly counts = new Map<string, Query<{ total: number }, [NamedValues]>>();
  private readonly pages = new Map<string, Query<{ seq: number }, [NamedValues]>>();
  /** The UPDATE of each set of columns a patch names (a few: a status, a status and an error, an end with figures). */
  private readonly updates = new Map<string, Statement<[NamedValues]>>();
  private closed = false;

  constructor(private readonly db: Db) {
    // SQLite's lower() knows only ASCII; this is the same lower-casing as the other stores' search.
    db.function('task_lower', { deterministic: true }, (value: unknown) => String(value).toLowerCase());
    this.insert = new Statement<[HeadRow]>(
      db,
      `INSERT INTO tasks (${HEAD_COLUMNS}) VALUES (@task_id, @kind, @mode, @status, @username, @created_at, @params,
         @error, @name, @symbol, @total_return_pct, @cagr_pct, @sharpe, @max_drawdown_pct, @trades,
         @idempotency_key)`,
    );
    this.insertResult = new Statement<[string, Uint8Array, number]>(
      db,
      `INSERT INTO task_results (task_id, result, result_bytes) VALUES (?, ?, ?)
       ON CONFLICT (task_id) DO UPDATE SET result = excluded.result, result_bytes = excluded.result_bytes`,
    );
    this.select = new Query<TaskRow, [string]>(db, `SELECT ${WITH_RESULT} FROM tasks WHERE task_id = ?`, TaskRowSchema);
    this.remove = new Statement<[string]>(db, 'DELETE FROM tasks WHERE task_id = ?');
    this.removeResult = new Statement<[string]>(db, 'DELETE FROM task_results WHERE task_id = ?');
    this.selectUnfinished = new Query<TaskRow, []>(
      db,
      `SELECT ${WITH_RESULT} FROM tasks WHERE status IN ('PENDING', 'RUNNING') ORDER BY seq`,
      TaskRowSchema,
    );
    // The partial unique index (server/database.ts) answers it: `idempotency_key = ?` implies it is not null.
    this.selectByKey = new Query<TaskRow, [string, string]>(
      db,
      `SELECT ${WITH_RESULT} FROM tasks WHERE username = ? AND idempotency_key = ?`,
      TaskRowSchema,
    );
    this.selectUsage = new Query<StoreUsage, [string]>(db, USAGE_SQL, UsageRowSchema);
    this.rowsBySeq = new Query<HeadRow & { seq: number }, [string]>(
      db,
      `SELECT seq, ${HEAD_COLUMNS} FROM tasks WHERE seq IN (SELECT value FROM json_each(?))`,
      HeadRowSchema.extend(SeqRowSchema.shape),
    );
    const finishedBefore = "status IN ('SUCCESS', 'FAILED') AND created_at < ?";
    this.removeFinishedResults = new Statement<[string]>(
      db,
      `DELETE FROM task_results WHERE task_id IN (SELECT task_id FROM tasks WHERE ${finishedBefore})`,
    );
    this.removeFinished = new Statement<[string]>(db, `DELETE FROM tasks WHERE ${finishedBefore}`);
  }

  /**
   * Stops answering before the database closes: a call after this never settles, so a task runner still holding a
   * task (its thread stopped with the server) leaves it as it is in the database, to run again at the next start.
   */
  close(): void {
    this.closed = true;
  }

  create(task: StoredTask): Promise<void> {
    return this.op(() =>
      inTransaction(this.db, () => {
        this.insert.run(rowFromTask(task));
        if (task.result !== undefined) this.writeResult(task.task_id, task.result);
      }),
    );
  }

  createWithinQuota(task: StoredTask, quota: TaskQuota): Promise<StoreUsage | undefined> {
    return this.op(() =>
      inTransaction(
        this.db,
        () => {
          const usage = this.selectUsage.get(task.username)!;
          if (atQuota(usage, quota)) return usage;
          this.insert.run(rowFromTask(task));
          if (task.result !== undefined) this.writeResult(task.task_id, task.result);
          return undefined;
        },
        // A second server process on the same file waits for the lock rather than reading the same usage.
        { immediate: true },
      ),
    );
  }

  get(taskId: string): Promise<StoredTask | undefined> {
    return this.op(() => {
      const row = this.select.get(taskId);
      return row && taskFromRow(row);
    });
  }

  getWithResultText(taskId: string): Promise<TaskWithResultText | undefined> {
    return this.op(() => {
      const row = this.select.get(taskId);
      return row && taskAndResultTextFromRow(row);
    });
  }

  update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void> {
    return this.op(() => {
      if (!this.write(taskId, patch, false)) throw new Error(`task ${taskId} does not exist`);
    });
  }

  /**
   * The patch, only while the task is PENDING or RUNNING: a stopping server puts its unfinished tasks back to PENDING
   * with it, and a task that ended meanwhile keeps its end.
   */
  updateUnfinished(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<boolean> {
    return this.op(() => this.write(taskId, patch, true));
  }

  list(
    username: string,
    limit: number,
    offset: number,
    filter: TaskFilter,
    order: TaskOrder = NEWEST_FIRST,
  ): Promise<TaskPage> {
    return this.op(() => {
      const where = ['username = @username', 'kind = @kind'];
      const needle = filter.search?.trim().toLowerCase();
      const params: NamedValues = { username, kind: filter.kind };
      if (filter.status !== undefined) {
        where.push('status = @status');
        params.status = filter.status;
      }
      if (filter.mode !== undefined) {
        where.push('mode = @mode');
        params.mode = filter.mode;
      }
      if (needle) {
        where.push(`(${searchClause('name')} OR ${searchClause('symbol')})`);
        params.needle = needle;
        params.pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      }
      const clause = where.join(' AND ');
      const total = this.count(clause, params);
      const rows =
        order.sort === 'created_at'
          ? this.page(clause, `seq ${order.order === 'asc' ? 'ASC' : 'DESC'}`, params, limit, offset)
          : this.byFigure(clause, SORT_COLUMN[order.sort], order.order, params, limit, offset);
      return { tasks: rows.map(headFromRow), total };
    });
  }

  delete(taskId: string): Promise<boolean> {
    return this.op(() =>
      inTransaction(this.db, () => {
        this.removeResult.run(taskId);
        return this.remove.run(taskId).changes > 0;
      }),
    );
  }

  unfinished(): Promise<StoredTask[]> {
    return this.op(() => this.selectUnfinished.all().map(taskFromRow));
  }

  findByIdempotencyKey(username: string, key: string): Promise<StoredTask | undefined> {
    return this.op(() => {
      const row = this.selectByKey.get(username, key);
      return row && taskFromRow(row);
    });
  }

  usage(username: string): Promise<StoreUsage> {
    return this.op(() => this.selectUsage.get(username)!);
  }

  pruneFinished(createdBefore: string): Promise<number> {
    return this.op(() =>
      inTransaction(this.db, () => {
        this.removeFinishedResults.run(createdBefore);
        return Number(this.removeFinished.run(createdBefore).changes);
      }),
    );
  }

  /**
   * Sets the columns the patch names (patchColumns), and the result when it brings one, in one transaction; whether a
   * task matched. The stored params and result are neither read nor written unless the patch brings them.
   */
  private write(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>, onlyUnfinished: boolean): boolean {
    const { result, ...head } = patch;
    const columns = patchColumns(head);
    const set = columns.length > 0 ? columns.map(([column]) => `${column} = @${column}`).join(', ') : 'seq = seq';
    const sql = `UPDATE tasks SET ${set} WHERE task_id = @task_id${onlyUnfinished ? ` AND ${UNFINISHED}` : ''}`;
    let statement = this.updates.get(sql);
    if (!statement) {
      statement = new Statement<[NamedValues]>(this.db, sql);
      this.updates.set(sql, statement);
    }
    const named: NamedValues = { task_id: taskId, ...Object.fromEntries(columns) };
    return inTransaction(this.db, () => {
      if (Number(statement.run(named).changes) === 0) return false;
      if (result !== undefined) this.writeResult(taskId, result);
      return true;
    });
  }

  private writeResult(taskId: string, result: unknown): void {
    const compressed = compressResult(result);
    this.insertResult.run(taskId, compressed, compressed.length);
  }

  /**
   * A page by a figure: the tasks that have it, then those that do not, newest first. Two queries rather than one
   * `ORDER BY column IS NULL`, so that each walks the figure's index instead of sorting every task.
   */
  private byFigure(
    clause: string,
    column: string,
    direction: 'asc' | 'desc',
    params: NamedValues,
    limit: number,
    offset: number,
  ): HeadRow[] {
    const withFigure = this.count(`${clause} AND ${column} IS NOT NULL`, params);
    const rows =
      offset < withFigure
        ? this.page(
            `${clause} AND ${column} IS NOT NULL`,
            `${column} ${direction === 'asc' ? 'ASC' : 'DESC'}, seq DESC`,
            params,
            limit,
            offset,
          )
        : [];
    if (rows.length === limit) return rows;
    const rest = this.page(
      `${clause} AND ${column} IS NULL`,
      'seq DESC',
      params,
      limit - rows.length,
      Math.max(0, offset - withFigure),
    );
    return [...rows, ...rest];
  }

  private count(clause: string, params: NamedValues): number {
    const sql = `SELECT COUNT(*) AS total FROM tasks WHERE ${clause}`;
    return this.prepared(this.counts, sql, TotalRowSchema).get(params)?.total ?? 0;
  }

  /**
   * The page's rows in two steps: their seqs, which an index alone answers (however far the offset, whatever ties
   * it sorts), then those rows alone.
   */
  private page(clause: string, orderBy: string, params: NamedValues, limit: number, offset: number): HeadRow[] {
    const sql = `SELECT seq FROM tasks WHERE ${clause} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`;
    const seqs = this.prepared(this.pages, sql, SeqRowSchema)
      .all({ ...params, limit, offset })
      .map((r) => r.seq);
    if (seqs.length === 0) return [];
    const rows = this.rowsBySeq.all(JSON.stringify(seqs));
    const bySeq = new Map(rows.map((row) => [row.seq, row]));
    return seqs.map((seq) => bySeq.get(seq)!);
  }

  /** The few shapes of list query, each prepared once. */
  private prepared<R>(
    cache: Map<string, Query<R, [NamedValues]>>,
    sql: string,
    row: z.ZodType<R>,
  ): Query<R, [NamedValues]> {
    let query = cache.get(sql);
    if (!query) {
      query = new Query<R, [NamedValues]>(this.db, sql, row);
      cache.set(sql, query);
    }
    return query;
  }

  /** Runs a statement at once (node:sqlite is synchronous), or parks the caller for good once closed. */
  private op<T>(run: () => T): Promise<T> {
    return this.closed ? new Promise<T>(() => {}) : new Promise<T>((resolve) => resolve(run()));
  }
}
