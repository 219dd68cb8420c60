import type pg from 'pg';

/**
 * The PostgreSQL schema, one step per version; `schema_migrations` records the versions that have run. Append a step
 * to change it; never edit one that has shipped. The same tables as the SQLite file (server/database.ts), with the
 * lower-cased name and symbol kept beside them, so a search means what it means in the other stores whatever the
 * database's locale, and the limiter's counters.
 */
export const PG_MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     email text PRIMARY KEY,
     password_hash text NOT NULL,
     created_at text NOT NULL
   );
   CREATE TABLE tasks (
     seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     task_id text NOT NULL UNIQUE,
     kind text NOT NULL,
     mode text,
     status text NOT NULL,
     username text NOT NULL,
     created_at text NOT NULL,
     params text NOT NULL,
     error text,
     name text NOT NULL,
     symbol text NOT NULL,
     name_lower text NOT NULL,
     symbol_lower text NOT NULL,
     total_return_pct double precision,
     cagr_pct double precision,
     sharpe double precision,
     max_drawdown_pct double precision,
     trades integer,
     idempotency_key text,
     -- When the row was stored, by the database's clock: a PENDING task long without a job had its submit cut short.
     stored_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE task_results (
     task_id text PRIMARY KEY REFERENCES tasks (task_id) ON DELETE CASCADE,
     result bytea NOT NULL
   );
   CREATE INDEX tasks_by_account ON tasks (username, kind, seq);
   CREATE INDEX tasks_by_account_status ON tasks (username, kind, status, seq);
   CREATE INDEX tasks_unfinished ON tasks (seq) WHERE status IN ('PENDING', 'RUNNING');
   CREATE UNIQUE INDEX tasks_by_idempotency_key ON tasks (username, idempotency_key) WHERE idempotency_key IS NOT NULL;
   CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     hits integer NOT NULL,
     reset_at timestamptz NOT NULL
   );`,
  // The nightly refresh's one row (server/nightly/refresh-record.ts), shared by every server on the database.
  `CREATE TABLE nightly_refresh (
     name text PRIMARY KEY,
     since text NOT NULL,
     started_at text,
     ended_at text,
     summary text
   );`,
];

/** Any number, the same for every process: the one that holds this lock migrates, the others wait for it. */
const MIGRATION_LOCK = 7_204_611;

/** Brings the schema up to date; safe when several servers start on one database at once. */
export async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL)',
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const version = rows[0].version ?? 0;
    if (version > PG_MIGRATIONS.length)
      throw new Error(`the database has schema version ${version}, newer than this server's ${PG_MIGRATIONS.length}`);
    for (let v = version; v < PG_MIGRATIONS.length; v++) {
      await client.query('BEGIN');
      try {
        await client.query(PG_MIGRATIONS[v]);
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [v + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
