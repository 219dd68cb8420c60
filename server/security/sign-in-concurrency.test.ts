import { describe, expect, it, vi } from 'vitest';
import type * as passwords from '../password.ts';
import { memoryStores } from './limiter-stores.ts';
import { signIn, signInApp } from './test-sign-in-app.ts';

// Counts the scrypt checks, passing each through.
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
const CHALLENGE = 'Basic realm="Backtest Studio", charset="UTF-8"';

function statusCounts(answers: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

async function annOnly() {
  const guarded = signInApp(memoryStores);
  await guarded.accounts.add(ANN.email, ANN.password);
  scrypt.checks = 0;
  return guarded;
}

describe('the sign-in limit under parallel guesses (memory stores, limit 10 a minute)', () => {
  it('checks 10 of 200 parallel wrong passwords from one address and refuses the other 190 with 429', async () => {
    const { app } = await annOnly();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(app, ANN.email, `wrong-password-${i}`, '203.0.113.9')),
    );
    expect(scrypt.checks).toBe(10);
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 190 });
    for (const a of answers.filter((a) => a.status === 401)) expect(a.headers.get('WWW-Authenticate')).toBe(CHALLENGE);
    for (const a of answers.filter((a) => a.status === 429)) {
      expect(Number(a.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(a.headers.get('WWW-Authenticate')).toBeNull();
    }
  });

  it("lets 20 parallel first requests with the right password all in (a browser's first page load)", async () => {
    const { app } = await annOnly();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(app, ANN.email, ANN.password, '203.0.113.11')),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20 });
  });

  it('counts 40 identical wrong requests: 10 answered 401 (one scrypt), then 429', async () => {
    const { app } = await annOnly();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(app, ANN.email, 'stale-password', '203.0.113.10')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
    // The first is checked; the next nine are the same refused header, answered from the accounts' memory.
    expect(scrypt.checks).toBe(1);
  });

  it('slows guesses spread over many addresses instead of refusing them', async () => {
    const { app, waits, logs } = await annOnly();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(app, ANN.email, `spread-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(statusCounts(answers)).toEqual({ 401: 30 });
    // Attempts 11 to 30 on the account wait 1, 2, 4, 8, 16 s, then half the minute each.
    expect(waits.sort((a, b) => a - b)).toEqual([1000, 2000, 4000, 8000, 16000, ...Array<number>(15).fill(30_000)]);
    expect(logs.filter((l) => l.msg === 'sign-in slowed')).toHaveLength(20);
    expect(logs.filter((l) => l.msg === 'sign-in blocked')).toEqual([]);
  });

  it('lets the owner in at once from an address they signed in from, during an attack from others', async () => {
    let now = 0;
    const guarded = signInApp(memoryStores, { now: () => now });
    await guarded.accounts.add(ANN.email, ANN.password);
    const { app, waits } = guarded;
    expect((await signIn(app, ANN.email, ANN.password, '192.0.2.1')).status).toBe(200);
    // The accounts forget the authentication (their cache lasts 30 s); the address keeps its standing.
    now += 31_000;

    const attack = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(app, ANN.email, `attack-${i}`, '203.0.113.66')),
    );
    expect(statusCounts(attack)).toEqual({ 401: 10, 429: 40 });
    const spread = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signIn(app, ANN.email, `spread-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(statusCounts(spread)).toEqual({ 401: 5 });
    expect(waits).toHaveLength(5);

    const owner = await signIn(app, ANN.email, ANN.password, '192.0.2.1');
    expect(owner.status).toBe(200);
    expect(waits).toHaveLength(5);
    now += 31_000;
    // From a new address the owner waits, and is let in. The account's attempts this minute: 10 from the attack that
    // got past the address's limit, 5 spread, the owner's (taken off again, as it was right), then this one: the 16th,
    // 6 past the limit: 32 s, capped at half the minute.
    const elsewhere = await signIn(app, ANN.email, ANN.password, '192.0.2.200');
    expect(elsewhere.status).toBe(200);
    expect(waits).toHaveLength(6);
    expect(waits[5]).toBe(30_000);
  });
});

describe('the sign-in RateLimit fields (draft-ietf-httpapi-ratelimit-headers)', () => {
  it('say the policy, and what is left of the most used key with the seconds to its reset', async () => {
    const { app } = await annOnly();
    let last = new Response();
    for (let i = 0; i < 3; i++) last = await signIn(app, ANN.email, `wrong-${i}`, '203.0.113.20');
    expect(last.headers.get('RateLimit-Policy')).toBe('"sign-in";q=10;w=60');
    // 10 a minute, 3 used: 7 left, the window ending within the minute from now (it began a moment ago).
    expect(last.headers.get('RateLimit')).toMatch(/^"sign-in";r=7;t=(5\d|60)$/);

    // A right password uses up nothing: from a fresh address, all 10 are left.
    const right = await signIn(app, ANN.email, ANN.password, '203.0.113.21');
    expect(right.status).toBe(200);
    expect(right.headers.get('RateLimit')).toMatch(/^"sign-in";r=10;t=(5\d|60)$/);

    for (let i = 3; i < 10; i++) await signIn(app, ANN.email, `wrong-${i}`, '203.0.113.20');
    const refused = await signIn(app, ANN.email, 'wrong-10', '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('RateLimit')).toBe(`"sign-in";r=0;t=${refused.headers.get('Retry-After')}`);
  });
});
