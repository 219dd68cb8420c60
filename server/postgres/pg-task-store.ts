import type pg from 'pg';
import { z } from 'zod';
import type {
  StoredTask,
  StoreUsage,
  TaskFilter,
  TaskHead,
  TaskOrder,
  TaskPage,
  TaskQuota,
  TaskStore,
  TaskWithResultText,
} from '../../src/service/ports.ts';
import { storeUnavailable } from '../../src/service/store-unavailable.ts';
import { atQuota } from '../../src/service/tasks/submit-guard.ts';
import { NEWEST_FIRST } from '../../src/service/ports.ts';
import { compressResult } from '../result-compression.ts';
import { firstRow, readRow, readRows, UsageRowSchema } from '../rows.ts';
import type { HeadRow as ServerRow } from '../task-rows.ts';
import {
  HeadRowSchema,
  headFromRow,
  patchColumns as serverPatchColumns,
  rowFromTask,
  SORT_COLUMN,
  taskAndResultTextFromRow,
  taskFromRow,
  TaskRowSchema,
} from '../task-rows.ts';

/** The PostgreSQL row: the server's row plus lower-cased copies of the name and symbol, which the search reads. */
interface HeadRow extends ServerRow {
  name_lower: string;
  symbol_lower: string;
}

const CountRowSchema = z.object({ n: z.number() });
const TotalRowSchema = z.object({ total: z.number() });

const COLUMNS = [
  'task_id',
  'kind',
  'mode',
  'status',
  'username',
  'created_at',
  'params',
  'error',
  'name',
  'symbol',
  'name_lower',
  'symbol_lower',
  'total_return_pct',
  'cagr_pct',
  'sharpe',
  'max_drawdown_pct',
  'trades',
  'idempotency_key',
] as const satisfies readonly (keyof HeadRow)[];

const HEAD_COLUMNS = COLUMNS.join(', ');
const WITH_RESULT = `${HEAD_COLUMNS}, (SELECT result FROM task_results r WHERE r.task_id = tasks.task_id) AS result`;
const UNFINISHED = "status IN ('PENDING', 'RUNNING')";

function toRow(task: TaskHead): HeadRow {
  const row = rowFromTask(task);
  // The other stores lower-case with JavaScript; PostgreSQL's lower() would follow the database's locale.
  return { ...row, name_lower: row.name.toLowerCase(), symbol_lower: row.symbol.toLowerCase() };
}

const values = (row: HeadRow) => COLUMNS.map((column) => row[column]);
const INSERT = `INSERT INTO tasks (${HEAD_COLUMNS}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
const SAVE_RESULT =
  'INSERT INTO task_results (task_id, result) VALUES ($1, $2) ON CONFLICT (task_id) DO UPDATE SET result = excluded.result';

const USAGE = `SELECT count(*)::integer AS tasks, coalesce(sum(octet_length(r.result)), 0)::float8 AS result_bytes
  FROM tasks t LEFT JOIN task_results r ON r.task_id = t.task_id WHERE t.username = $1`;
/**
 * The first key of the advisory lock a submit holds on its account while it checks the quota and stores its task (the
 * second is the account's hash); two-key locks are apart from the one-key lock of the schema's migration.
 */
const QUOTA_LOCK = 7_204_612;

type Patch = Partial<Omit<StoredTask, 'task_id'>>;

/** The columns a patch sets (task-rows.ts), with the lower-cased name and symbol beside those the params give. */
function patchColumns(patch: Omit<Patch, 'result'>): [keyof HeadRow, unknown][] {
  const columns: [keyof HeadRow, unknown][] = serverPatchColumns(patch);
  for (const [column, value] of [...columns])
    if ((column === 'name' || column === 'symbol') && typeof value === 'string')
      columns.push([`${column}_lower`, value.toLowerCase()]);
  return columns;
}

/**
 * Tasks in PostgreSQL, shared by every server on the database, with the semantics of SqliteTaskStore: params are
 * JSON text as submitted, results are compressed (server/result-compression.ts) in a table of their own, and a task's
 * name, symbol and summary figures have columns, so a list reads no result. Creation order is an identity `seq`.
 */
export class PgTaskStore implements TaskStore {
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  /** Stops answering: a later call never settles (see SqliteTaskStore.close), so a stopping runner writes nothing. */
  close(): void {
    this.closed = true;
  }

  create(task: StoredTask): Promise<void> {
    return this.op(() =>
      this.transaction(async (client) => {
        await client.query(INSERT, values(toRow(task)));
        if (task.result !== undefined) await client.query(SAVE_RESULT, [task.task_id, compressResult(task.result)]);
      }),
    );
  }

  createWithinQuota(task: StoredTask, quota: TaskQuota): Promise<StoreUsage | undefined> {
    return this.op(() =>
      this.transaction(async (client) => {
        // One submit of an account at a time gets past this, on every server sharing the database, until it commits;
        // the usage read after it (a new snapshot per statement) sees every task committed before.
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [QUOTA_LOCK, task.username]);
        const usage = readRow(UsageRowSchema, (await client.query(USAGE, [task.username])).rows[0]);
        if (atQuota(usage, quota)) return usage;
        await client.query(INSERT, values(toRow(task)));
        if (task.result !== undefined) await client.query(SAVE_RESULT, [task.task_id, compressResult(task.result)]);
        return undefined;
      }),
    );
  }

  get(taskId: string): Promise<StoredTask | undefined> {
    return this.op(async () => {
      const { rows } = await this.pool.query(`SELECT ${WITH_RESULT} FROM tasks WHERE task_id = $1`, [taskId]);
      const row = firstRow(TaskRowSchema, rows);
      return row && taskFromRow(row);
    });
  }

  getWithResultText(taskId: string): Promise<TaskWithResultText | undefined> {
    return this.op(async () => {
      const { rows } = await this.pool.query(`SELECT ${WITH_RESULT} FROM tasks WHERE task_id = $1`, [taskId]);
      const row = firstRow(TaskRowSchema, rows);
      return row && taskAndResultTextFromRow(row);
    });
  }

  update(taskId: string, patch: Patch): Promise<void> {
    return this.op(async () => {
      await this.write(taskId, patch, false);
    });
  }

  updateUnfinished(taskId: string, patch: Patch): Promise<boolean> {
    return this.op(() => this.write(taskId, patch, true));
  }

  list(
    username: string,
    limit: number,
    offset: number,
    filter: TaskFilter,
    order: TaskOrder = NEWEST_FIRST,
  ): Promise<TaskPage> {
    return this.op(async () => {
      const params: unknown[] = [username, filter.kind];
      const where = ['username = $1', 'kind = $2'];
      const add = (clause: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(clause(`$${params.length}`));
      };
      if (filter.status !== undefined) add((p) => `status = ${p}`, filter.status);
      if (filter.mode !== undefined) add((p) => `mode = ${p}`, filter.mode);
      const needle = filter.search?.trim().toLowerCase();
      if (needle) add((p) => `(strpos(name_lower, ${p}) > 0 OR strpos(symbol_lower, ${p}) > 0)`, needle);
      const clause = where.join(' AND ');
      const direction = order.order === 'asc' ? 'ASC' : 'DESC';
      // Tasks without the figure last whatever the direction, ties newest first: as the other stores order them.
      const orderBy =
        order.sort === 'created_at'
          ? `seq ${direction}`
          : `${SORT_COLUMN[order.sort]} ${direction} NULLS LAST, seq DESC`;
      const [count, page] = await Promise.all([
        this.pool.query(`SELECT count(*)::integer AS total FROM tasks WHERE ${clause}`, params),
        this.pool.query(
          `SELECT ${HEAD_COLUMNS} FROM tasks WHERE ${clause} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, limit, offset],
        ),
      ]);
      return {
        tasks: readRows(HeadRowSchema, page.rows).map(headFromRow),
        total: readRow(TotalRowSchema, count.rows[0]).total,
      };
    });
  }

  delete(taskId: string): Promise<boolean> {
    return this.op(
      async () => ((await this.pool.query('DELETE FROM tasks WHERE task_id = $1', [taskId])).rowCount ?? 0) > 0,
    );
  }

  unfinished(): Promise<StoredTask[]> {
    return this.op(async () => {
      const { rows } = await this.pool.query(`SELECT ${WITH_RESULT} FROM tasks WHERE ${UNFINISHED} ORDER BY seq`);
      return readRows(TaskRowSchema, rows).map(taskFromRow);
    });
  }

  findByIdempotencyKey(username: string, key: string): Promise<StoredTask | undefined> {
    return this.op(async () => {
      const { rows } = await this.pool.query(
        `SELECT ${WITH_RESULT} FROM tasks WHERE username = $1 AND idempotency_key = $2 ORDER BY seq LIMIT 1`,
        [username, key],
      );
      const row = firstRow(TaskRowSchema, rows);
      return row && taskFromRow(row);
    });
  }

  usage(username: string): Promise<StoreUsage> {
    return this.op(async () => readRow(UsageRowSchema, (await this.pool.query(USAGE, [username])).rows[0]));
  }

  pruneFinished(createdBefore: string): Promise<number> {
    return this.op(async () => {
      const { rowCount } = await this.pool.query(
        "DELETE FROM tasks WHERE status IN ('SUCCESS', 'FAILED') AND created_at < $1",
        [createdBefore],
      );
      return rowCount ?? 0;
    });
  }

  /**
   * Merges a patch into a task in one statement (one round trip: a run writes twice per task), its result with it.
   * With `onlyUnfinished`, a task already SUCCESS or FAILED, or deleted, is left as it is (false); two such writes
   * racing are applied one after the other, so only the first of two ends is written.
   */
  private async write(taskId: string, patch: Patch, onlyUnfinished: boolean): Promise<boolean> {
    const { result, ...head } = patch;
    const columns = patchColumns(head);
    const params: unknown[] = [taskId, ...columns.map(([, value]) => value)];
    // The stored result is neither read nor written again unless the patch brings one.
    const set = columns.length > 0 ? columns.map(([column], i) => `${column} = $${i + 2}`).join(', ') : 'seq = seq';
    let saveResult = '';
    if (result !== undefined) {
      params.push(compressResult(result));
      saveResult = `, saved AS (INSERT INTO task_results (task_id, result) SELECT task_id, $${params.length} FROM updated
        ON CONFLICT (task_id) DO UPDATE SET result = excluded.result)`;
    }
    const { rows } = await this.pool.query(
      `WITH updated AS (UPDATE tasks SET ${set} WHERE task_id = $1${onlyUnfinished ? ` AND ${UNFINISHED}` : ''}
         RETURNING task_id)${saveResult}
       SELECT count(*)::integer AS n FROM updated`,
      params,
    );
    if (readRow(CountRowSchema, rows[0]).n > 0) return true;
    // A task deleted while it ran is not unfinished either: nothing is written, and that is no error.
    if (onlyUnfinished) return false;
    throw new Error(`task ${taskId} does not exist`);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // The pool listens for a client's errors only while it is idle: a connection that dies while checked out (the
    // database restarting) emits 'error' on it, which unheard ends the process. The query in flight rejects anyway.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (storeUnavailable(error)) broken ??= error instanceof Error ? error : new Error(String(error));
      if (!broken) await client.query('ROLLBACK').catch(() => undefined);
      // A connection lost between two statements fails the next one with a message of no class: the loss is the cause.
      throw broken ?? error;
    } finally {
      client.off('error', onError);
      // A broken connection is dropped, not handed to the next caller.
      client.release(broken);
    }
  }

  /** Runs a query, or parks the caller for good once closed. */
  private op<T>(run: () => Promise<T>): Promise<T> {
    return this.closed ? new Promise<T>(() => {}) : run();
  }
}
