import type { TaskStatus } from '../src/contract/index.ts';
import type { StoredTask, TaskFilter, TaskKind, TaskPage, TaskStore } from '../src/service/ports.ts';
import type { Db } from './database.ts';

interface TaskRow {
  task_id: string;
  kind: TaskKind;
  mode: string | null;
  status: TaskStatus;
  username: string;
  created_at: string;
  params: string;
  result: string | null;
  error: string | null;
}

const COLUMNS = 'task_id, kind, mode, status, username, created_at, params, result, error';

function fromRow(row: TaskRow): StoredTask {
  return {
    task_id: row.task_id,
    kind: row.kind,
    ...(row.mode !== null && { mode: row.mode }),
    status: row.status,
    params: JSON.parse(row.params) as Record<string, unknown>,
    username: row.username,
    created_at: row.created_at,
    ...(row.result !== null && { result: JSON.parse(row.result) as StoredTask['result'] }),
    ...(row.error !== null && { error: row.error }),
  };
}

function toRow(task: StoredTask): TaskRow {
  return {
    task_id: task.task_id,
    kind: task.kind ?? 'backtest',
    mode: task.mode ?? null,
    status: task.status,
    username: task.username,
    created_at: task.created_at,
    params: JSON.stringify(task.params),
    result: task.result === undefined ? null : JSON.stringify(task.result),
    error: task.error ?? null,
  };
}

/**
 * Tasks in SQLite, so they and their results survive a restart. Params and results are JSON text; the list order
 * is the order of creation (an autoincrement `seq`), newest first, like the other stores.
 */
export class SqliteTaskStore implements TaskStore {
  private readonly insert;
  private readonly select;
  private readonly replace;
  private readonly remove;
  private readonly selectUnfinished;
  private closed = false;

  constructor(private readonly db: Db) {
    this.insert = db.prepare<TaskRow>(
      `INSERT INTO tasks (${COLUMNS}) VALUES (@task_id, @kind, @mode, @status, @username, @created_at, @params, @result, @error)`,
    );
    this.select = db.prepare<[string], TaskRow>(`SELECT ${COLUMNS} FROM tasks WHERE task_id = ?`);
    this.replace = db.prepare<TaskRow>(
      `UPDATE tasks SET kind = @kind, mode = @mode, status = @status, username = @username,
         created_at = @created_at, params = @params, result = @result, error = @error
       WHERE task_id = @task_id`,
    );
    this.remove = db.prepare<[string]>('DELETE FROM tasks WHERE task_id = ?');
    this.selectUnfinished = db.prepare<[], TaskRow>(
      `SELECT ${COLUMNS} FROM tasks WHERE status IN ('PENDING', 'RUNNING') ORDER BY seq`,
    );
  }

  /**
   * Stops answering before the database closes: a call after this never settles, so a task runner still holding a
   * task (its thread stopped with the server) leaves it as it is in the database, to run again at the next start.
   */
  close(): void {
    this.closed = true;
  }

  create(task: StoredTask): Promise<void> {
    return this.op(() => {
      this.insert.run(toRow(task));
    });
  }

  get(taskId: string): Promise<StoredTask | undefined> {
    return this.op(() => {
      const row = this.select.get(taskId);
      return row && fromRow(row);
    });
  }

  update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void> {
    return this.op(() =>
      this.db.transaction(() => {
        const row = this.select.get(taskId);
        if (!row) throw new Error(`task ${taskId} does not exist`);
        this.replace.run(toRow({ ...fromRow(row), ...patch, task_id: taskId }));
      })(),
    );
  }

  list(username: string, limit: number, offset: number, filter: TaskFilter): Promise<TaskPage> {
    return this.op(() => {
      const where = ['username = @username', 'kind = @kind'];
      if (filter.status !== undefined) where.push('status = @status');
      if (filter.mode !== undefined) where.push('mode = @mode');
      const clause = where.join(' AND ');
      const params = { username, kind: filter.kind, status: filter.status, mode: filter.mode };
      const rows = this.db
        .prepare<typeof params & { limit: number; offset: number }, TaskRow>(
          `SELECT ${COLUMNS} FROM tasks WHERE ${clause} ORDER BY seq DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit, offset });
      const { total } = this.db
        .prepare<typeof params, { total: number }>(`SELECT COUNT(*) AS total FROM tasks WHERE ${clause}`)
        .get(params)!;
      return { tasks: rows.map(fromRow), total };
    });
  }

  delete(taskId: string): Promise<boolean> {
    return this.op(() => this.remove.run(taskId).changes > 0);
  }

  unfinished(): Promise<StoredTask[]> {
    return this.op(() => this.selectUnfinished.all().map(fromRow));
  }

  /** Runs a statement at once (better-sqlite3 is synchronous), or parks the caller for good once closed. */
  private op<T>(run: () => T): Promise<T> {
    return this.closed ? new Promise<T>(() => {}) : new Promise<T>((resolve) => resolve(run()));
  }
}
