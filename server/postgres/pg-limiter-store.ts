import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type pg from 'pg';
import { z } from 'zod';
import { firstRow, readRow } from '../rows.ts';

/** A counter's row: its hits in the window, and when the window ends (timestamptz reads as a Date). */
const CounterRowSchema = z.object({ hits: z.number(), reset_at: z.date() });

/** Counters whose window ended this long ago are deleted, at most once a minute per store. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A hono-rate-limiter store over the `rate_limits` table, so every server on the database counts the same hits: each
 * increment is one atomic upsert that starts a fresh window when the stored one has ended. Keys are prefixed with the
 * limiter's name, so several limiters share the table.
 */
export class PgLimiterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private lastSweep = 0;

  constructor(
    private readonly pool: pg.Pool,
    name: string,
    private readonly windowMs: number,
  ) {
    if (!Number.isInteger(windowMs) || windowMs < 1) throw new Error('a limiter window needs a whole number of ms');
    this.prefix = `${name}:`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query(
      'SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    const row = firstRow(CounterRowSchema, rows);
    return row && { totalHits: row.hits, resetTime: row.reset_at };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    this.sweep();
    const { rows } = await this.pool.query(
      `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    const row = readRow(CounterRowSchema, rows[0]);
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [
      this.prefix + key,
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limits WHERE key = $1', [this.prefix + key]);
  }

  /** Ended windows would otherwise stay in the table for every address that ever tried. */
  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void this.pool
      .query("DELETE FROM rate_limits WHERE key LIKE $1 AND reset_at < now() - interval '1 minute'", [
        `${this.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      ])
      .catch(() => undefined);
  }
}
