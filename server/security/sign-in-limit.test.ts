import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../server.ts';
import type { Answer, Credentials, LogLine } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';
import { blockMs } from './sign-in-limit.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const BOB: Credentials = { email: 'bob@example.com', password: 'bob-password-1' };
const CAROL: Credentials = { email: 'carol@example.com', password: 'carol-password-1' };
const wrong = (who: Credentials, n: number): Credentials => ({ ...who, password: `wrong-password-${n}` });

/** A request from `address`, as the proxy in front says (the servers here trust X-Forwarded-For). */
function from(address: string): Record<string, string> {
  return { 'X-Forwarded-For': `203.0.113.250, ${address}` };
}

function tasks(base: string, as: Credentials, address: string): Promise<Answer> {
  return call(base, 'GET', '/backtest/tasks', { as, headers: from(address) });
}

function retryAfter(answer: Answer): number {
  return Number(answer.headers.get('retry-after'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('blockMs: the n-th block within the memory', () => {
  it('is the window, then doubles each time, up to the longest', () => {
    const minute = 60_000;
    const hour = 60 * minute;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => blockMs(n, minute, hour) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe('the sign-in limit with the defaults (10 failures a minute), behind a trusted proxy', () => {
  let server: RunningServer;
  let logs: LogLine[];
  let base: string;

  beforeAll(async () => {
    const { dbFile, distDir } = scratch();
    ({ server, logs } = await testServer({ dbFile, distDir, workers: 1, trustProxy: true }));
    base = server.url;
    await server.accounts.add(ANN.email, ANN.password);
    await server.accounts.add(BOB.email, BOB.password);
    await server.accounts.add(CAROL.email, CAROL.password);
  });

  afterAll(async () => {
    await server?.close();
    removeScratch();
  });

  it('counts only failures: right passwords use up nothing', async () => {
    for (let i = 0; i < 15; i++) expect((await tasks(base, BOB, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await tasks(base, wrong(BOB, i), '198.51.100.1')).status).toBe(401);
    expect((await tasks(base, BOB, '198.51.100.1')).status).toBe(200);
  });

  it('answers 429 with Retry-After to the 11th wrong password for an account, from any address', async () => {
    // Each from another address, and the account written in other cases: the count is the account's.
    const spellings = [ANN.email, ' Ann@Example.com', 'ANN@EXAMPLE.COM'];
    for (let i = 0; i < 10; i++) {
      const as = { email: spellings[i % 3], password: `wrong-password-${i}` };
      expect((await tasks(base, as, `198.51.100.${10 + i}`)).status).toBe(401);
    }
    const eleventh = await tasks(base, wrong(ANN, 10), '198.51.100.30');
    expect(eleventh.status).toBe(429);
    expect(retryAfter(eleventh)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(60);
    expect(eleventh.body).toEqual({ detail: expect.stringContaining('too many failed sign-ins for this account') });

    // The right password is refused too, in each service's shape, and without authenticating at all (no scrypt).
    const authenticate = vi.spyOn(server.accounts, 'authenticate');
    const right = await tasks(base, ANN, '198.51.100.31');
    expect(right.status).toBe(429);
    const analytics = await call(base, 'GET', '/cpm/tasks', { as: ANN, headers: from('198.51.100.32') });
    expect(analytics.status).toBe(429);
    // The analytics spec has no code for 429: code 400, as for a body over the limit.
    expect(analytics.body).toMatchObject({ code: 400, msg: expect.stringContaining('try again in'), data: null });
    expect(retryAfter(analytics)).toBeGreaterThanOrEqual(1);
    expect(authenticate).not.toHaveBeenCalled();
    authenticate.mockRestore();

    // Public pages ask for no account and stay open; another account is not affected.
    expect((await call(base, 'GET', '/health', { as: ANN, headers: from('198.51.100.33') })).status).toBe(200);
    expect((await tasks(base, BOB, '198.51.100.34')).status).toBe(200);
  });

  it('logs each failure at warn with the account and the address, and the block, never the password', async () => {
    const failed = logs.filter((l) => l.msg === 'sign-in failed' && l.fields?.account === ANN.email);
    expect(failed).toHaveLength(10);
    expect(failed.every((l) => l.level === 'warn')).toBe(true);
    expect(failed[0].fields).toMatchObject({ address: '198.51.100.10', path: '/backtest/tasks' });
    const blocked = logs.filter((l) => l.msg === 'sign-in blocked');
    expect(blocked).toEqual([
      { level: 'warn', msg: 'sign-in blocked', fields: expect.objectContaining({ account: ANN.email, block: 1 }) },
    ]);
    const everything = JSON.stringify(logs);
    for (let i = 0; i <= 10; i++) expect(everything).not.toContain(`wrong-password-${i}`);
    expect(everything).not.toContain(ANN.password);
    expect(everything).not.toContain('Basic ');
  });

  it('limits an address across accounts: the 11th failure from it is refused, whoever it names', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      const as = { email: `nobody-${i}@example.com`, password: `guess-${i}` };
      expect((await tasks(base, as, address)).status).toBe(401);
    }
    const next = await tasks(base, { email: 'nobody-10@example.com', password: 'guess-10' }, address);
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ detail: expect.stringContaining('from this address') });
    // Bob's right password, from that address, is refused; from another it works.
    expect((await tasks(base, BOB, address)).status).toBe(429);
    expect((await tasks(base, BOB, '192.0.2.78')).status).toBe(200);
    const blocked = logs.filter((l) => l.msg === 'sign-in blocked' && l.fields?.address === address);
    expect(blocked).toHaveLength(1);
  });

  it('counts a request without a Basic header as no attempt, and a garbled one against its address', async () => {
    for (let i = 0; i < 12; i++) expect((await call(base, 'GET', '/backtest/tasks')).status).toBe(401);
    const address = '192.0.2.90';
    const garbled = (n: number) => ({ Authorization: `Basic %%%-${n}`, ...from(address) });
    for (let i = 0; i < 10; i++)
      expect((await call(base, 'GET', '/backtest/tasks', { headers: garbled(i) })).status).toBe(401);
    expect((await call(base, 'GET', '/backtest/tasks', { headers: garbled(10) })).status).toBe(429);
  });

  it('counts the same wrong password sent again from one address once: an app retrying a stale one', async () => {
    const address = '192.0.2.120';
    const stale = wrong(CAROL, 100);
    // 15 sends of one stale password, then 8 other guesses: 9 failures, under the limit of 10.
    for (let i = 0; i < 15; i++) expect((await tasks(base, stale, address)).status).toBe(401);
    for (let i = 0; i < 8; i++) expect((await tasks(base, wrong(CAROL, 101 + i), address)).status).toBe(401);
    expect((await tasks(base, CAROL, address)).status).toBe(200);
    // The tenth different guess reaches the limit: the next request is refused.
    expect((await tasks(base, wrong(CAROL, 109), address)).status).toBe(401);
    expect((await tasks(base, CAROL, address)).status).toBe(429);
  });
});

describe('the sign-in limit with a short window, without a trusted proxy', () => {
  const WINDOW_MS = 5000;
  let server: RunningServer;
  let logs: LogLine[];
  let base: string;

  beforeAll(async () => {
    const { dbFile, distDir } = scratch();
    ({ server, logs } = await testServer({ dbFile, distDir, workers: 1, limitWindowMs: WINDOW_MS }));
    base = server.url;
    await server.accounts.add(ANN.email, ANN.password);
  });

  afterAll(async () => {
    await server?.close();
    removeScratch();
  });

  it('refuses the right password while blocked, accepts it after the block, and blocks twice as long next', async () => {
    // X-Forwarded-For is not trusted here: every request is the socket's, 127.0.0.1, whatever the header says.
    for (let i = 0; i < 10; i++) expect((await tasks(base, wrong(ANN, i), `198.51.100.${i}`)).status).toBe(401);
    const refused = await tasks(base, ANN, '198.51.100.99');
    expect(refused.status).toBe(429);
    const first = retryAfter(refused);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(logs.find((l) => l.msg === 'sign-in failed')?.fields).toMatchObject({ address: '127.0.0.1' });

    await sleep(first * 1000 + 100);
    expect((await tasks(base, ANN, '198.51.100.99')).status).toBe(200);

    // The second block within the memory lasts two windows: 10 s here.
    for (let i = 0; i < 10; i++) expect((await tasks(base, wrong(ANN, i), '198.51.100.1')).status).toBe(401);
    const again = await tasks(base, ANN, '198.51.100.1');
    expect(again.status).toBe(429);
    expect(retryAfter(again)).toBeGreaterThan(WINDOW_MS / 1000);
    expect(retryAfter(again)).toBeLessThanOrEqual((2 * WINDOW_MS) / 1000);
    const blocks = logs.filter((l) => l.msg === 'sign-in blocked' && l.fields?.account === ANN.email);
    expect(blocks.map((l) => [l.fields?.block, l.fields?.seconds])).toEqual([
      [1, WINDOW_MS / 1000],
      [2, (2 * WINDOW_MS) / 1000],
    ]);
  });
});
