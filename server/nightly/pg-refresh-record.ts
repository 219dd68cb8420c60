import type pg from 'pg';
import { firstRow } from '../rows.ts';
import type { RefreshRecord, RefreshRecordRow } from './refresh-record.ts';
import { NIGHTLY_ROW, RefreshRecordRowSchema } from './refresh-record.ts';

/**
 * The record in PostgreSQL, shared by every server on the database. Two servers claiming the same night at once: the
 * second UPDATE waits for the first's row lock, then reads the started_at it wrote and matches no row.
 */
export class PgRefreshRecord implements RefreshRecord {
  constructor(private readonly pool: pg.Pool) {}

  async open(now: string): Promise<void> {
    await this.pool.query('INSERT INTO nightly_refresh (name, since) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      NIGHTLY_ROW,
      now,
    ]);
  }

  async claim(scheduled: string, now: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE nightly_refresh SET started_at = $1 WHERE name = $2 AND coalesce(started_at, since) < $3',
      [now, NIGHTLY_ROW, scheduled],
    );
    return rowCount === 1;
  }

  async finish(now: string, summary: string): Promise<void> {
    await this.pool.query('UPDATE nightly_refresh SET ended_at = $1, summary = $2 WHERE name = $3', [
      now,
      summary,
      NIGHTLY_ROW,
    ]);
  }

  async read(): Promise<RefreshRecordRow | undefined> {
    const { rows } = await this.pool.query(
      'SELECT since, started_at, ended_at, summary FROM nightly_refresh WHERE name = $1',
      [NIGHTLY_ROW],
    );
    return firstRow(RefreshRecordRowSchema, rows);
  }
}
