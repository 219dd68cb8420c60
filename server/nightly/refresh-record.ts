import { z } from 'zod';
import type { Db } from '../database.ts';
import { Query, Statement } from '../database.ts';

/**
 * The nightly refresh's row in the server's database (`nightly_refresh`; instants as ISO 8601 UTC strings, which sort
 * as they compare): since when this database has had a schedule, when the last run started and when the last finished
 * run ended. A run is claimed by a conditional write, so of several servers on one database only one claims a given
 * night's run.
 */
export interface RefreshRecord {
  /** Starts keeping the schedule from `now` unless it already is: nights before it are not missed runs. */
  open(now: string): Promise<void>;
  /**
   * Claims the run scheduled at `scheduled` (starting it at `now`): true unless a run started at or after that instant,
   * or the schedule began after it.
   */
  claim(scheduled: string, now: string): Promise<boolean>;
  /** Records the end of the claimed run and what it did (a sentence, for the operator). */
  finish(now: string, summary: string): Promise<void>;
  read(): Promise<RefreshRecordRow | undefined>;
}

export const RefreshRecordRowSchema = z.object({
  since: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  summary: z.string().nullable(),
});
export type RefreshRecordRow = z.infer<typeof RefreshRecordRowSchema>;

/** The one row's key: a name, so another schedule could get a row of its own. */
export const NIGHTLY_ROW = 'nightly';

/** The record in the SQLite file. */
export class SqliteRefreshRecord implements RefreshRecord {
  readonly #open: Statement<[string, string]>;
  readonly #claim: Statement<[string, string, string]>;
  readonly #finish: Statement<[string, string, string]>;
  readonly #read: Query<RefreshRecordRow, [string]>;

  constructor(db: Db) {
    this.#open = new Statement(db, 'INSERT OR IGNORE INTO nightly_refresh (name, since) VALUES (?, ?)');
    this.#claim = new Statement(
      db,
      'UPDATE nightly_refresh SET started_at = ? WHERE name = ? AND coalesce(started_at, since) < ?',
    );
    this.#finish = new Statement(db, 'UPDATE nightly_refresh SET ended_at = ?, summary = ? WHERE name = ?');
    this.#read = new Query(
      db,
      'SELECT since, started_at, ended_at, summary FROM nightly_refresh WHERE name = ?',
      RefreshRecordRowSchema,
    );
  }

  async open(now: string): Promise<void> {
    this.#open.run(NIGHTLY_ROW, now);
  }

  async claim(scheduled: string, now: string): Promise<boolean> {
    return Number(this.#claim.run(now, NIGHTLY_ROW, scheduled).changes) === 1;
  }

  async finish(now: string, summary: string): Promise<void> {
    this.#finish.run(now, summary, NIGHTLY_ROW);
  }

  async read(): Promise<RefreshRecordRow | undefined> {
    return this.#read.get(NIGHTLY_ROW);
  }
}
