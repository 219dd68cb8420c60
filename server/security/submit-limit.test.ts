import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { RunningServer } from '../server.ts';
import type { Answer, Credentials } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';
import { isSubmit } from './submit-limit.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const BOB: Credentials = { email: 'bob@example.com', password: 'bob-password-1' };
const CPM_SCAN = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
const LIMIT = 3;

/** The endpoints that queue a task, read off docs/semantics.md and the specs (not off the code under test). */
const SUBMITS = [
  '/backtest/start_backtest',
  '/backtest/sweep/start',
  '/backtest/walk_forward/start',
  '/cpm/backtest/start',
  '/cpm/scan/start',
  '/smart-scanner-backtest/start',
  // a refresh fetches from the sources' hosts: limited like the other submits
  '/data/refresh/start',
];

/** The item of one policy in a RateLimit field, which lists the items of every policy the answer is under. */
function item(answer: Answer, field: string, policy: string): string | undefined {
  return answer.headers
    .get(field)
    ?.split(/,\s*/)
    .find((entry) => entry.startsWith(`"${policy}";`));
}

let server: RunningServer;
let base: string;

beforeAll(async () => {
  const { dbFile, distDir } = scratch();
  ({ server } = await testServer({ dbFile, distDir, workers: 1, submitLimit: LIMIT }));
  base = server.url;
  await server.accounts.add(ANN.email, ANN.password);
  await server.accounts.add(BOB.email, BOB.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

describe('isSubmit', () => {
  it("picks out exactly the router's POST endpoints that queue a task", () => {
    const posts = server.service.app.routes.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(new Set(posts.filter((path) => isSubmit('POST', path)))).toEqual(new Set(SUBMITS));
    expect(isSubmit('GET', '/backtest/start_backtest')).toBe(false);
  });
});

describe('the submit limit per account', () => {
  it('answers 429 with Retry-After past the limit, for every kind of submit, in its shape', async () => {
    let lastReset = 60;
    for (let i = 0; i < LIMIT; i++) {
      const submit = await call(base, 'POST', '/backtest/start_backtest', { as: ANN, body: RSI_DIP });
      expect(submit.status).toBe(202);
      // The draft's fields: 3 a minute, so 2, 1, then 0 left, the window ending within the minute it began.
      expect(item(submit, 'ratelimit-policy', 'submit')).toBe(`"submit";q=${LIMIT};w=60`);
      const [, remaining, reset] = /^"submit";r=(\d+);t=(\d+)$/.exec(item(submit, 'ratelimit', 'submit') ?? '') ?? [];
      expect(Number(remaining)).toBe(LIMIT - 1 - i);
      expect(Number(reset)).toBeGreaterThanOrEqual(1);
      expect(Number(reset)).toBeLessThanOrEqual(lastReset);
      lastReset = Number(reset);
    }
    const over = await call(base, 'POST', '/backtest/start_backtest', { as: ANN, body: RSI_DIP });
    expect(item(over, 'ratelimit', 'submit')).toBe(`"submit";r=0;t=${over.headers.get('retry-after')}`);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ detail: expect.stringContaining(`at most ${LIMIT} a minute`) });
    const seconds = Number(over.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);

    const cpm = await call(base, 'POST', '/cpm/scan/start', { as: ANN, body: CPM_SCAN });
    expect(cpm.status).toBe(429);
    expect(cpm.body).toMatchObject({ code: 400, msg: expect.stringContaining('too many submits'), data: null });
    expect(Number(cpm.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('leaves other requests of the account alone, and other accounts', async () => {
    expect((await call(base, 'POST', '/backtest/validate', { as: ANN, body: RSI_DIP })).status).toBe(200);
    expect((await call(base, 'GET', '/backtest/tasks', { as: ANN })).status).toBe(200);
    const bob = await call(base, 'POST', '/cpm/scan/start', { as: BOB, body: CPM_SCAN });
    expect(bob.status).toBe(202);
    expect(item(bob, 'ratelimit', 'submit')).toMatch(new RegExp(`^"submit";r=${LIMIT - 1};t=\\d+$`));
    // Not a submit: no submit policy.
    const list = await call(base, 'GET', '/backtest/tasks', { as: BOB });
    expect(item(list, 'ratelimit', 'submit')).toBeUndefined();
  });

  it("does not let someone without the password spend an account's allowance", async () => {
    const carol = { email: 'carol@example.com', password: 'carol-password-1' };
    await server.accounts.add(carol.email, carol.password);
    for (let i = 0; i < LIMIT + 2; i++) {
      const refused = await call(base, 'POST', '/cpm/scan/start', {
        as: { ...carol, password: `wrong-${i}` },
        body: CPM_SCAN,
      });
      expect(refused.status).toBe(401);
    }
    for (let i = 0; i < LIMIT; i++)
      expect((await call(base, 'POST', '/cpm/scan/start', { as: carol, body: CPM_SCAN })).status).toBe(202);
  });
});
