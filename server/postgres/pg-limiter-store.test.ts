import { describe, expect, it } from 'vitest';
import { PgLimiterStore } from './pg-limiter-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

describe.skipIf(!HAS_POSTGRES)('the PostgreSQL rate-limit store', () => {
  const database = useTestDatabase('limiter');

  it('counts parallel increments from two servers atomically, each hit once', async () => {
    const one = new PgLimiterStore(database.pool, 'login', 60_000);
    const two = new PgLimiterStore(database.pool, 'login', 60_000);
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).increment('ann@example.com')),
    );
    // Forty hits, each counted once: every count from 1 to 40 is answered exactly once.
    expect(answers.map((a) => a.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // One window for all: it ends a minute after the first hit.
    const resets = new Set(answers.map((a) => a.resetTime?.getTime()));
    expect(resets.size).toBe(1);
    const reset = [...resets][0]!;
    expect(reset).toBeGreaterThanOrEqual(before + 60_000 - 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() + 60_000 + 1000);
    expect(await one.get('ann@example.com')).toEqual({ totalHits: 40, resetTime: new Date(reset) });
  });

  it('keeps limiters and keys apart, decrements, resets, and starts a new window once one ends', async () => {
    const login = new PgLimiterStore(database.pool, 'login-b', 300);
    const submit = new PgLimiterStore(database.pool, 'submit-b', 300);
    await login.increment('k');
    await login.increment('k');
    expect((await submit.increment('k')).totalHits).toBe(1);
    expect((await login.increment('other')).totalHits).toBe(1);
    await login.decrement('k');
    expect((await login.get('k'))?.totalHits).toBe(1);
    await login.resetKey('k');
    expect(await login.get('k')).toBeUndefined();
    expect((await login.increment('k')).totalHits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await login.get('k')).toBeUndefined();
    expect((await login.increment('k')).totalHits).toBe(1);
  });
});
