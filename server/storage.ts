import { statSync } from 'node:fs';
import type { Store } from 'hono-rate-limiter';
import pg from 'pg';
import type { TaskQueue, TaskStore } from '../src/service/ports.ts';
import type { AccountAdmin, AccountsOptions, PasswordAccounts } from './password-accounts.ts';
import { SqliteAccounts } from './accounts.ts';
import { isPostgresUrl } from './database-url.ts';
import { openDatabase } from './database.ts';
import type { Logger } from './logger.ts';
import type { RefreshRecord } from './nightly/refresh-record.ts';
import { SqliteRefreshRecord } from './nightly/refresh-record.ts';
import { PgRefreshRecord } from './nightly/pg-refresh-record.ts';
import { silentLogger } from './logger.ts';
import { PgAccounts } from './postgres/pg-accounts.ts';
import { PgLimiterStore } from './postgres/pg-limiter-store.ts';
import type { QueueHandlers } from './postgres/pg-task-queue.ts';
import { PgTaskQueue } from './postgres/pg-task-queue.ts';
import { PgTaskStore } from './postgres/pg-task-store.ts';
import { migrate } from './postgres/schema.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';

/** A queue that this process also takes work from. */
export interface WorkQueue extends TaskQueue {
  /** Takes jobs from now on, at most `concurrency` at a time. */
  work(concurrency: number, handlers: QueueHandlers): Promise<void>;
  /** Stops taking jobs; those still held after `graceMs` are given back. */
  stop(graceMs: number): Promise<void>;
}

/**
 * Where the server keeps its state, the same shape in both modes, so the rest of the server does not care which: a
 * SQLite file (one process, tasks run where they were submitted), or a PostgreSQL database shared by any number of
 * processes (tasks queued, limiter counters shared).
 */
export interface Storage {
  mode: 'sqlite' | 'postgres';
  /** The file, or the URL without its password: safe to log. */
  location: string;
  accounts: PasswordAccounts & AccountAdmin;
  tasks: TaskStore & { close(): void };
  /** PostgreSQL only: task runs go through it (absent for the `user` and `tasks` commands). */
  queue?: WorkQueue;
  /** PostgreSQL only: a rate limiter's counters, shared by every process on the database. */
  limiterStore?(name: string, windowMs: number): Store;
  /** The nightly refresh's last run (server/nightly/). */
  refreshRecord: RefreshRecord;
  /** The database's size on disk. */
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
}

export interface StorageOptions {
  /** How long a successful authentication is remembered in this process. */
  authCacheTtlMs?: number;
  accounts?: AccountsOptions;
  /** PostgreSQL: queue task runs, with this lease (see PgTaskQueue). Without it, no queue (the commands). */
  queue?: { leaseSeconds: number; pollMs?: number; retries?: number };
  log?: Logger;
}

/** A database URL with its password masked, for logs. */
export function safeDatabaseName(db: string): string {
  if (!isPostgresUrl(db)) return db;
  try {
    const url = new URL(db);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unreadable URL)';
  }
}

/**
 * How long a queued task's lease lasts unless told (BACKTEST_QUEUE_LEASE_SECONDS): the time limit of a task plus a
 * minute, so a task the pool is still allowed to finish is never taken from its process.
 */
export function defaultLeaseSeconds(taskTimeoutMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const told = env.BACKTEST_QUEUE_LEASE_SECONDS;
  if (told !== undefined) {
    const seconds = Number(told);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds >= 86_400)
      throw new Error('BACKTEST_QUEUE_LEASE_SECONDS must be a whole number of seconds from 1 to 86399');
    return seconds;
  }
  return Math.ceil(taskTimeoutMs / 1000) + 60;
}

/** Opens `--db`: a PostgreSQL URL (postgres://...) or a SQLite file; brings its schema up to date. */
export async function openStorage(db: string, options: StorageOptions = {}): Promise<Storage> {
  const accountsOptions = { ...options.accounts, cacheTtlMs: options.authCacheTtlMs ?? options.accounts?.cacheTtlMs };
  if (!isPostgresUrl(db)) {
    const sqlite = openDatabase(db);
    const tasks = new SqliteTaskStore(sqlite);
    return {
      mode: 'sqlite',
      location: db,
      accounts: new SqliteAccounts(sqlite, accountsOptions),
      tasks,
      refreshRecord: new SqliteRefreshRecord(sqlite),
      sizeBytes: async () =>
        db === ':memory:'
          ? 0
          : ['', '-wal'].reduce(
              (sum, suffix) => sum + (statSync(db + suffix, { throwIfNoEntry: false })?.size ?? 0),
              0,
            ),
      close: async () => {
        tasks.close();
        sqlite.close();
      },
    };
  }
  const log = options.log ?? silentLogger;
  const pool = new pg.Pool({ connectionString: db, max: 10, application_name: 'backtest-studio' });
  // An idle connection that breaks (the database restarted) is replaced on next use; it must not end the process.
  pool.on('error', (error) => log('error', 'database connection lost', { message: error.message }));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw new Error(`the PostgreSQL database ${safeDatabaseName(db)} cannot be used: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const tasks = new PgTaskStore(pool);
  let queue: PgTaskQueue | undefined;
  if (options.queue) {
    try {
      queue = await PgTaskQueue.open({ connectionString: db, ...options.queue, log });
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return {
    mode: 'postgres',
    location: safeDatabaseName(db),
    accounts: new PgAccounts(pool, accountsOptions),
    tasks,
    queue,
    limiterStore: (name, windowMs) => new PgLimiterStore(pool, name, windowMs),
    refreshRecord: new PgRefreshRecord(pool),
    sizeBytes: async () => {
      const { rows } = await pool.query<{ bytes: number }>(
        'SELECT pg_database_size(current_database())::float8 AS bytes',
      );
      return rows[0].bytes;
    },
    close: async () => {
      tasks.close();
      await pool.end();
    },
  };
}
