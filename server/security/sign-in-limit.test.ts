import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../server.ts';
import type { Answer, Credentials, LogLine } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';
import type * as passwords from '../password.ts';
import { BASIC_CHALLENGE } from './challenge.ts';
import { blockMs, slowDownMs } from './sign-in-limit.ts';

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

function statuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

describe('blockMs: the n-th block within the memory', () => {
  it('is the window, then doubles each time, up to the longest', () => {
    const minute = 60_000;
    const hour = 60 * minute;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => blockMs(n, minute, hour) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe('slowDownMs: the wait of the n-th attempt on an account past the limit', () => {
  it('is a sixtieth of the window, doubling, up to half the window', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => slowDownMs(n, 60_000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(slowDownMs(1, 6000)).toBe(100);
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

  it('checks at most 10 of 200 parallel wrong passwords for an account from one address, refusing the rest', async () => {
    scrypt.checks = 0;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => tasks(base, wrong(ANN, i), '198.51.100.10')),
    );
    expect(scrypt.checks).toBe(10);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 190 });
    for (const a of answers.filter((a) => a.status === 401))
      expect(a.headers.get('www-authenticate')).toBe(BASIC_CHALLENGE);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({
      detail: expect.stringContaining('too many failed sign-ins for this account from this address'),
    });
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit')).toBe(`"sign-in";r=0;t=${retryAfter(refused)}`);
    expect(refused.headers.get('ratelimit-policy')).toBe('"sign-in";q=10;w=60');

    // In each service's shape, and without authenticating at all (no scrypt), the right password included.
    const authenticate = vi.spyOn(server.accounts, 'authenticate');
    expect((await tasks(base, ANN, '198.51.100.10')).status).toBe(429);
    const analytics = await call(base, 'GET', '/cpm/tasks', { as: ANN, headers: from('198.51.100.10') });
    expect(analytics.status).toBe(429);
    // The analytics spec has no code for 429: code 400, as for a body over the limit.
    expect(analytics.body).toMatchObject({ code: 400, msg: expect.stringContaining('try again in'), data: null });
    expect(authenticate).not.toHaveBeenCalled();
    authenticate.mockRestore();

    // The account is not locked: from another address its password works (after a wait, as 10 guesses were made).
    expect((await tasks(base, ANN, '198.51.100.11')).status).toBe(200);
    // Public pages ask for no account and stay open.
    expect((await call(base, 'GET', '/health', { as: ANN, headers: from('198.51.100.10') })).status).toBe(200);
  });

  it('logs each failure at warn with the account and the address, and the blocks, never the password', async () => {
    const failed = logs.filter((l) => l.msg === 'sign-in failed' && l.fields?.account === ANN.email);
    expect(failed).toHaveLength(10);
    expect(failed.every((l) => l.level === 'warn')).toBe(true);
    expect(failed[0].fields).toMatchObject({ address: '198.51.100.10', path: '/backtest/tasks' });
    const blocked = logs.filter((l) => l.msg === 'sign-in blocked');
    expect(blocked[1].fields).toMatchObject({ address: '198.51.100.10', failures: 10, block: 1, seconds: 60 });
    expect(blocked).toEqual([
      {
        level: 'warn',
        msg: 'sign-in blocked',
        fields: expect.objectContaining({
          account: ANN.email,
          address: '198.51.100.10',
          failures: 10,
          block: 1,
          seconds: 60,
        }),
      },
      {
        level: 'warn',
        msg: 'sign-in blocked',
        fields: expect.not.objectContaining({ account: expect.anything() }),
      },
    ]);
    const everything = JSON.stringify(logs);
    for (let i = 0; i < 200; i++) expect(everything).not.toContain(`wrong-password-${i}"`);
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
    // Carol's right password, never used yet, is refused from that address; from another it works. (Bob's, which
    // signed in moments ago, is known to the accounts and passes: it cannot be a guess.)
    expect((await tasks(base, CAROL, address)).status).toBe(429);
    expect((await tasks(base, BOB, '192.0.2.79')).status).toBe(200);
    expect((await tasks(base, BOB, address)).status).toBe(200);
    expect((await tasks(base, CAROL, '192.0.2.78')).status).toBe(200);
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

  it('counts the same wrong password sent again: 40 identical failures end in 429, with one scrypt', async () => {
    const address = '192.0.2.120';
    const stale = wrong(CAROL, 100);
    scrypt.checks = 0;
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await tasks(base, stale, address)).status);
    expect(answers).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
    expect(scrypt.checks).toBe(1);
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
    // Sent at once, so that all ten fall in the short window however slow this machine's scrypt is right now.
    const first10 = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tasks(base, wrong(ANN, i), `198.51.100.${i}`)),
    );
    expect(first10.map((a) => a.status)).toEqual(Array<number>(10).fill(401));
    const refused = await tasks(base, ANN, '198.51.100.99');
    expect(refused.status).toBe(429);
    const first = retryAfter(refused);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(logs.find((l) => l.msg === 'sign-in failed')?.fields).toMatchObject({ address: '127.0.0.1' });

    await sleep(first * 1000 + 100);
    expect((await tasks(base, ANN, '198.51.100.99')).status).toBe(200);

    // The second block within the memory lasts two windows: 10 s here. (Ann's right password is known to the accounts
    // now, and would pass: a further guess shows the block.)
    const second10 = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tasks(base, wrong(ANN, i), '198.51.100.1')),
    );
    expect(second10.map((a) => a.status)).toEqual(Array<number>(10).fill(401));
    const again = await tasks(base, wrong(ANN, 10), '198.51.100.1');
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
