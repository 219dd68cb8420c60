import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue, StatementResultingChanges, StatementSync } from 'node:sqlite';
import { z } from 'zod';
import { compressJson } from './result-compression.ts';
import { readRow, readRows } from './rows.ts';

/*
 * Node's built-in SQLite (node:sqlite) rather than better-sqlite3: it needs no native build at install (better-sqlite3
 * compiled from source for minutes on a machine without a prebuilt binary), and has all the server uses: WAL,
 * prepared statements with named parameters, user functions and a busy timeout. What better-sqlite3 added on top,
 * typed statements and transaction functions, is the little below.
 */
export type Db = DatabaseSync;

/** What a statement binds: positional values, or one object of named values (`@name` in the SQL, `name` here). */
export type Bindings = SQLInputValue[] | [Record<string, SQLInputValue>];

/** A prepared statement that reads no rows (an insert, an update, a delete). */
export class Statement<P extends Bindings = SQLInputValue[]> {
  protected readonly statement: StatementSync;

  constructor(db: Db, sql: string) {
    this.statement = db.prepare(sql);
  }

  run(...params: P): StatementResultingChanges {
    return this.statement.run(...split(params));
  }
}

/** A prepared statement whose rows have the shape `R`: each row is read by `row`, the schema of that shape. */
export class Query<R, P extends Bindings = SQLInputValue[]> extends Statement<P> {
  constructor(
    db: Db,
    sql: string,
    private readonly row: z.ZodType<R>,
  ) {
    super(db, sql);
  }

  get(...params: P): R | undefined {
    const row = this.statement.get(...split(params));
    return row === undefined ? undefined : readRow(this.row, row);
  }

  all(...params: P): R[] {
    return readRows(this.row, this.statement.all(...split(params)));
  }
}

/** node:sqlite reads a first argument that is a plain object as the named values; an empty one names nothing. */
function split(params: Bindings): [Record<string, SQLInputValue>, ...SQLInputValue[]] {
  const [first] = params;
  if (params.length === 1 && isNamed(first)) return [first];
  return [{}, ...params.filter((value): value is SQLInputValue => !isNamed(value))];
}

function isNamed(
  value: SQLInputValue | Record<string, SQLInputValue> | undefined,
): value is Record<string, SQLInputValue> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

let savepoints = 0;

/**
 * Runs `body` in a transaction: committed when it returns, rolled back when it throws. Inside another transaction it
 * is a savepoint, so a store call made within a caller's transaction (a bulk load) nests. `immediate` takes the
 * database's write lock at the start rather than at the first write, so that what the body reads stays true until it
 * commits, against other processes on the same file too.
 */
export function inTransaction<T>(db: Db, body: () => T, { immediate = false } = {}): T {
  const nested = db.isTransaction;
  const savepoint = `nested_${++savepoints}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : immediate ? 'BEGIN IMMEDIATE' : 'BEGIN');
  try {
    const value = body();
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return value;
  } catch (error) {
    if (nested) db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
    else if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** The schema version a database file is at (SQLite's `user_version`). */
export function schemaVersion(db: Db): number {
  return new Query(db, 'PRAGMA user_version', z.object({ user_version: z.number() })).get()?.user_version ?? 0;
}

/** A schema step: SQL, or code for a step SQL cannot do (SQLite has no compression function). */
export type Migration = string | ((db: Db) => void);

/** Results converted per batch, so that a large table is never read into memory at once. */
const RESULT_BATCH = 200;

/**
 * Results become Brotli-compressed JSON (server/result-compression.ts) with their compressed size beside them, which
 * an account's quota adds up; a task gets the Idempotency-Key of the submit that made it, unique per account, so two
 * submits racing with one key cannot both store a task.
 */
function compressResults(db: Db): void {
  db.exec(
    `CREATE TABLE task_results_compressed (
       task_id TEXT PRIMARY KEY REFERENCES tasks (task_id) ON DELETE CASCADE,
       result BLOB NOT NULL,
       result_bytes INTEGER NOT NULL
     )`,
  );
  const batch = new Query<{ rowid: number; task_id: string; result: string }, [number, number]>(
    db,
    'SELECT rowid, task_id, result FROM task_results WHERE rowid > ? ORDER BY rowid LIMIT ?',
    z.object({ rowid: z.number(), task_id: z.string(), result: z.string() }),
  );
  const insert = new Statement<[string, Uint8Array, number]>(
    db,
    'INSERT INTO task_results_compressed (task_id, result, result_bytes) VALUES (?, ?, ?)',
  );
  for (let after = 0; ;) {
    const rows = batch.all(after, RESULT_BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const compressed = compressJson(row.result);
      insert.run(row.task_id, compressed, compressed.length);
    }
    after = rows[rows.length - 1].rowid;
  }
  db.exec(
    `DROP TABLE task_results;
     ALTER TABLE task_results_compressed RENAME TO task_results;
     ALTER TABLE tasks ADD COLUMN idempotency_key TEXT;
     CREATE UNIQUE INDEX tasks_by_idempotency_key ON tasks (username, idempotency_key)
       WHERE idempotency_key IS NOT NULL;`,
  );
}

export function runMigration(db: Db, migration: Migration): void {
  if (typeof migration === 'string') db.exec(migration);
  else migration(db);
}

/**
 * The schema, one step per version (SQLite's `user_version` says how many have run). Append a step to change it;
 * never edit one that has shipped.
 */
export const MIGRATIONS: readonly Migration[] = [
  `CREATE TABLE users (
     email TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE tasks (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     task_id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     mode TEXT,
     status TEXT NOT NULL,
     username TEXT NOT NULL,
     created_at TEXT NOT NULL,
     params TEXT NOT NULL,
     result TEXT,
     error TEXT
   );
   CREATE INDEX tasks_by_account ON tasks (username, kind, seq);
   CREATE INDEX tasks_by_status ON tasks (status);`,
  // The backtest list reads the tasks table alone: results move to a table of their own (a list never reads them,
  // nor walks past them in a row), and a task gets the name and symbol it is shown and searched by and the summary
  // figures it is shown and sorted by (null until a backtest succeeds). Tasks stored before get theirs from their
  // params and results here, once.
  `CREATE TABLE task_results (
     task_id TEXT PRIMARY KEY REFERENCES tasks (task_id) ON DELETE CASCADE,
     result TEXT NOT NULL
   );
   INSERT INTO task_results (task_id, result) SELECT task_id, result FROM tasks WHERE result IS NOT NULL;
   ALTER TABLE tasks ADD COLUMN name TEXT NOT NULL DEFAULT '';
   ALTER TABLE tasks ADD COLUMN symbol TEXT NOT NULL DEFAULT '';
   ALTER TABLE tasks ADD COLUMN total_return_pct REAL;
   ALTER TABLE tasks ADD COLUMN cagr_pct REAL;
   ALTER TABLE tasks ADD COLUMN sharpe REAL;
   ALTER TABLE tasks ADD COLUMN max_drawdown_pct REAL;
   ALTER TABLE tasks ADD COLUMN trades INTEGER;
   UPDATE tasks SET
     name = CASE json_type(params, '$.name') WHEN 'text' THEN json_extract(params, '$.name') ELSE '' END,
     symbol = CASE json_type(params, '$.symbol') WHEN 'text' THEN json_extract(params, '$.symbol') ELSE '' END;
   UPDATE tasks SET
     total_return_pct = json_extract(result, '$."Total Return (%)"'),
     cagr_pct = json_extract(result, '$.CAGR'),
     sharpe = json_extract(result, '$."Sharpe Ratio"'),
     max_drawdown_pct = json_extract(result, '$."Max Drawdown"'),
     trades = json_extract(result, '$."Total Trades"')
   WHERE kind = 'backtest' AND status = 'SUCCESS' AND json_valid(result)
     AND json_type(result, '$."Total Return (%)"') IN ('integer', 'real')
     AND json_type(result, '$.CAGR') IN ('integer', 'real')
     AND json_type(result, '$."Sharpe Ratio"') IN ('integer', 'real')
     AND json_type(result, '$."Max Drawdown"') IN ('integer', 'real')
     AND json_type(result, '$."Total Trades"') = 'integer';
   ALTER TABLE tasks DROP COLUMN result;
   CREATE INDEX tasks_by_account_status ON tasks (username, kind, status, seq);
   CREATE INDEX tasks_by_total_return ON tasks (username, kind, total_return_pct, seq);
   CREATE INDEX tasks_by_cagr ON tasks (username, kind, cagr_pct, seq);
   CREATE INDEX tasks_by_sharpe ON tasks (username, kind, sharpe, seq);
   CREATE INDEX tasks_by_max_drawdown ON tasks (username, kind, max_drawdown_pct, seq);
   CREATE INDEX tasks_by_trades ON tasks (username, kind, trades, seq);`,
  compressResults,
  // The nightly refresh's one row (server/nightly/refresh-record.ts): when its schedule began, its last run's start
  // and end, so a run missed while the server was down runs at the next start.
  `CREATE TABLE nightly_refresh (
     name TEXT PRIMARY KEY,
     since TEXT NOT NULL,
     started_at TEXT,
     ended_at TEXT,
     summary TEXT
   )`,
  // An account's quota adds up its result sizes at every submit. The size is stored after the result in its row, so
  // reading it walked each result's overflow pages (megabytes for a sweep's): this index holds the sizes alone.
  'CREATE INDEX task_results_bytes ON task_results (task_id, result_bytes)',
];

/**
 * Opens (creating the file and its folder when missing) the server's SQLite database and brings its schema up to
 * date. WAL journal, so the `user` command can write while a server reads; a writer waits up to 5 s for a lock.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000, enableForeignKeyConstraints: true });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  const version = schemaVersion(db);
  if (version > MIGRATIONS.length) {
    db.close();
    throw new Error(`${file} has schema version ${version}, newer than this server's ${MIGRATIONS.length}`);
  }
  inTransaction(db, () => {
    for (let v = version; v < MIGRATIONS.length; v++) runMigration(db, MIGRATIONS[v]);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
  });
  return db;
}
