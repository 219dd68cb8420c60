import { describe, expect, it, vi } from 'vitest';
import type * as passwords from '../password.ts';
import type { LimiterStoreFactory } from '../security/limiter-stores.ts';
import { signIn, signInApp } from '../security/test-sign-in-app.ts';
import { PgLimiterStore } from './pg-limiter-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

// Counts the scrypt checks of both server processes, passing each through.
const scrypt = vi.hoisted(() => ({ checks: 0 }));
vi.mock('../password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      scrypt.checks++;
      return original.verifyPassword(password, stored);
    },
  };
});

const ANN = { email: 'ann@example.com', password: 'ann-password-1' };

function statusCounts(answers: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

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

  describe('behind the sign-in limit of two server processes (limit 10 a minute)', () => {
    /** Two processes' sign-in paths, each with its own accounts and memory, counting in the same table. */
    async function twoNodes(prefix: string, clock?: { now: () => number }) {
      // Each test its own limiter names, so the counts of one do not carry into the next.
      const stores: LimiterStoreFactory = (name, windowMs) =>
        new PgLimiterStore(database.pool, `${prefix}-${name}`, windowMs);
      const nodes = [signInApp(stores, clock), signInApp(stores, clock)];
      for (const node of nodes) await node.accounts.add(ANN.email, ANN.password);
      scrypt.checks = 0;
      return nodes;
    }

    it('checks 10 of 200 parallel wrong passwords from one address, half sent to each', async () => {
      const nodes = await twoNodes('parallel');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signIn(nodes[i % 2].app, ANN.email, `wrong-password-${i}`, '203.0.113.9'),
        ),
      );
      // Each request counts under two keys (the address, the account from the address) in two statements: two
      // requests racing may each find one key over, so fewer than 10 may pass, never more.
      expect(scrypt.checks).toBeLessThanOrEqual(10);
      expect(scrypt.checks).toBeGreaterThanOrEqual(1);
      expect(statusCounts(answers)).toEqual({ 401: scrypt.checks, 429: 200 - scrypt.checks });
    });

    it('counts 40 identical failures across both: 429 from the 11th, scrypt once in each process', async () => {
      const nodes = await twoNodes('identical');
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++)
        statuses.push((await signIn(nodes[i % 2].app, ANN.email, 'stale-password', '203.0.113.10')).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
      expect(scrypt.checks).toBe(2);
    });

    it("keeps the owner's standing on both: signed in on one, let in at once on the other during an attack", async () => {
      let now = 0;
      const [one, two] = await twoNodes('standing', { now: () => now });
      expect((await signIn(one.app, ANN.email, ANN.password, '192.0.2.1')).status).toBe(200);
      const attack = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn([one, two][i % 2].app, ANN.email, `attack-${i}`, `198.51.100.${1 + (i % 3)}`),
        ),
      );
      // Three addresses, 10 guesses each: all checked, the account past its limit after the first 10 (slowed).
      expect(statusCounts(attack)).toEqual({ 401: 30 });
      expect(one.waits.length + two.waits.length).toBe(20);
      now += 31_000;
      const waited = two.waits.length;
      expect((await signIn(two.app, ANN.email, ANN.password, '192.0.2.1')).status).toBe(200);
      expect(two.waits).toHaveLength(waited);
      now += 31_000;
      expect((await signIn(two.app, ANN.email, ANN.password, '192.0.2.99')).status).toBe(200);
      expect(two.waits).toHaveLength(waited + 1);
    });
  });
});
