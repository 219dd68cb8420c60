import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { barsFromCloses, MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { testService } from '../service/testing/harness.ts';
import { serveLocally } from '../testing/local-http-server.ts';
import type { LocalServer } from '../testing/local-http-server.ts';
import { TEST_ACCOUNT, TEST_ACCOUNT_HEADER, testAccounts } from '../testing/server-account.ts';
import { RSI_DIP } from '../testing/strategies.ts';
import { AnalyticsClient } from './analytics-client.ts';
import { AnalyticsError, ApiError } from './api-error.ts';
import { BacktestClient } from './backtest-client.ts';
import type { Credentials } from './credentials.ts';
import type { FetchTransportOptions } from './http-transport.ts';
import { backoffDelay, fetchTransport, randomKey, retryable, TransportError } from './http-transport.ts';

/*
 * The fetch transport against a real HTTP server on 127.0.0.1: the service of the specs (createService) with one
 * account behind Basic auth, and a few injected faults (an answer of a given status, or no answer at all).
 */

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
}

interface Fault {
  path: string;
  times: number;
  /** `lost`: the service answers, then the answer is lost on the way back (a 502 from a proxy). */
  reply: number | 'hang' | 'lost';
  retryAfter?: string;
  body?: unknown;
}

const spx = barsFromCloses(Array.from({ length: 300 }, (_, i) => 100 + 10 * Math.sin(i / 7)));
const service = testService({ marketData: new MemoryMarketData({ SPX: spx }), accounts: testAccounts() });
const seen: Seen[] = [];
const faults: Fault[] = [];
let server: LocalServer;
const errors: Error[] = [];

beforeAll(async () => {
  server = await serveLocally(async (request) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    });
    const fault = faults.find((f) => f.path === url.pathname && f.times > 0);
    if (!fault) return service.app.fetch(request);
    fault.times--;
    if (fault.reply === 'hang') return new Promise<Response>(() => {});
    if (fault.reply === 'lost') {
      await (await service.app.fetch(request)).text();
      return new Response('Bad Gateway', { status: 502 });
    }
    return new Response(JSON.stringify(fault.body ?? { detail: 'the task store is unavailable' }), {
      status: fault.reply,
      headers: { 'Content-Type': 'application/json', ...(fault.retryAfter && { 'Retry-After': fault.retryAfter }) },
    });
  });
});
afterAll(async () => {
  // Whatever failed on the way, no message may carry the account.
  const secrets = [TEST_ACCOUNT.email, TEST_ACCOUNT.password, TEST_ACCOUNT_HEADER.slice(6)];
  expect(errors.length).toBeGreaterThan(5);
  for (const error of errors) for (const secret of secrets) expect(error.message).not.toContain(secret);
  await server.close();
});
beforeEach(() => {
  seen.length = 0;
  faults.length = 0;
});

function transport(options: Partial<FetchTransportOptions> = {}) {
  const delays: number[] = [];
  const t = fetchTransport({
    baseUrl: server.url,
    credentials: () => TEST_ACCOUNT,
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
    backoffMs: 100,
    ...options,
  });
  return { transport: t, delays };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  errors.push(error as ApiError);
  return error as ApiError;
}

describe('fetchTransport over HTTP', () => {
  it('sends the account as Basic auth and JSON bodies with their content type', async () => {
    const client = new BacktestClient(transport().transport);
    const checked = await client.validate(RSI_DIP);
    expect(checked.status).toBe('valid');
    expect(checked.user_supplied).toEqual(RSI_DIP);
    const list = await client.tasks(1, 0);
    expect(list).toEqual({ tasks: [], total: 0, limit: 1, offset: 0 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/backtest/validate',
        authorization: TEST_ACCOUNT_HEADER,
        contentType: 'application/json',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      },
      {
        method: 'GET',
        path: '/backtest/tasks?limit=1&offset=0',
        authorization: TEST_ACCOUNT_HEADER,
        contentType: null,
        idempotencyKey: null,
      },
    ]);
  });

  it('on a 401 asks for a sign-in and sends the request again with the new account', async () => {
    const asked: boolean[] = [];
    const wrong: Credentials = { email: 'ana@example.com', password: 'old' };
    const answers = [wrong, TEST_ACCOUNT];
    const client = new BacktestClient(
      transport({
        credentials: () => null,
        onUnauthorized: async ({ refused }) => {
          asked.push(refused);
          return answers.shift() ?? null;
        },
      }).transport,
    );
    expect((await client.tasks(5, 0)).total).toBe(0);
    // First prompt, then "refused" after the wrong password, then the right one goes through.
    expect(asked).toEqual([false, true]);
    expect(seen.map((s) => s.authorization)).toEqual([
      null,
      `Basic ${Buffer.from('ana@example.com:old').toString('base64')}`,
      TEST_ACCOUNT_HEADER,
    ]);
  });

  it('uses an account signed in while the request was on its way, without asking again', async () => {
    let current: Credentials | null = { email: 'ana@example.com', password: 'stale' };
    let asked = 0;
    const t = transport({
      credentials: () => current,
      onUnauthorized: async () => {
        asked++;
        return null;
      },
    }).transport;
    const pending = new BacktestClient(t).tasks(1, 0);
    // The dialog of another request saved the right account meanwhile.
    current = TEST_ACCOUNT;
    expect((await pending).total).toBe(0);
    expect(asked).toBe(0);
    expect(seen.map((s) => s.authorization)).toEqual([
      `Basic ${Buffer.from('ana@example.com:stale').toString('base64')}`,
      TEST_ACCOUNT_HEADER,
    ]);
  });

  it('gives the 401 as the answer when the user cancels the sign-in', async () => {
    const client = new BacktestClient(
      transport({ credentials: () => null, onUnauthorized: async () => null }).transport,
    );
    const error = await failure(client.tasks(5, 0));
    expect(error.status).toBe(401);
    expect(error.detail).toBe('authentication required: send HTTP Basic credentials of an account');
    expect(seen).toHaveLength(1);
  });

  it('signs in on the analytics envelope’s 401 too, and leaves a 403 (subscription) to the screen', async () => {
    let asked = 0;
    const t = transport({
      credentials: () => null,
      onUnauthorized: async () => {
        asked++;
        return TEST_ACCOUNT;
      },
    }).transport;
    const analytics = new AnalyticsClient(t);
    expect((await analytics.holidays()).length).toBeGreaterThan(3);
    expect(asked).toBe(1);

    faults.push({
      path: '/seasonality/get-predefined-holidays',
      times: 1,
      reply: 403,
      body: { code: 403, msg: 'subscription not authorized', data: null },
    });
    const error = await failure(
      new AnalyticsClient(transport({ onUnauthorized: async () => null }).transport).holidays(),
    );
    expect(error).toBeInstanceOf(AnalyticsError);
    expect(error).toMatchObject({ status: 403, code: 403, detail: 'subscription not authorized' });
  });

  it('retries a 503 with growing, jittered waits, then returns the answer that came', async () => {
    faults.push({ path: '/backtest/tasks', times: 2, reply: 503 });
    const { transport: t, delays } = transport();
    expect((await new BacktestClient(t).tasks(3, 0)).limit).toBe(3);
    expect(seen).toHaveLength(3);
    // random() = 0.5: half of each ceiling plus a quarter; ceilings 100 ms then 200 ms.
    expect(delays).toEqual([75, 150]);
  });

  it('gives up after the last retry with the server’s own message', async () => {
    faults.push({ path: '/backtest/tasks', times: 9, reply: 502 });
    const { transport: t, delays } = transport({ retries: 2 });
    const error = await failure(new BacktestClient(t).tasks(3, 0));
    expect(error.status).toBe(502);
    expect(error.detail).toBe('the task store is unavailable');
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([75, 150]);
  });

  it('waits as long as Retry-After says', async () => {
    faults.push({ path: '/health', times: 1, reply: 503, retryAfter: '2' });
    const { transport: t, delays } = transport();
    expect(await new BacktestClient(t).health()).toEqual({ status: 'ok' });
    expect(delays).toEqual([2000]);
  });

  it('sends a submit again after a 503 (not queued) but never after a 500 (maybe queued)', async () => {
    faults.push({ path: '/backtest/start_backtest', times: 1, reply: 503 });
    const client = new BacktestClient(transport().transport);
    expect((await client.submit(RSI_DIP)).task_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.map((s) => s.path)).toEqual(['/backtest/start_backtest', '/backtest/start_backtest']);

    seen.length = 0;
    faults.push({ path: '/backtest/start_backtest', times: 1, reply: 500 });
    const error = await failure(client.submit(RSI_DIP));
    expect(error.status).toBe(500);
    expect(seen).toHaveLength(1);
    await service.backtests.idle();
  });

  it('sends a submit whose answer was lost again with the same key, and gets the task the first try queued', async () => {
    const client = new BacktestClient(transport().transport);
    const before = (await client.tasks(100, 0)).total;
    seen.length = 0;
    faults.push({ path: '/backtest/start_backtest', times: 2, reply: 'lost' });
    const { task_id } = await client.submit(RSI_DIP);
    expect(seen).toHaveLength(3);
    const keys = new Set(seen.map((s) => s.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    // Three tries, one task: the one the answer names.
    const after = await client.tasks(100, 0);
    expect(after.total).toBe(before + 1);
    expect(after.tasks[0].task_id).toBe(task_id);
    // The next submit is another request, with a key of its own.
    seen.length = 0;
    await client.submit(RSI_DIP);
    expect(keys.has(seen[0].idempotencyKey)).toBe(false);
    expect((await client.tasks(100, 0)).total).toBe(before + 2);
    await service.backtests.idle();
  });

  it('stops waiting after the timeout and says so', async () => {
    faults.push({ path: '/health', times: 1, reply: 'hang' });
    const client = new BacktestClient(transport({ timeoutMs: 300 }).transport);
    const error = await failure(client.health());
    expect(error).toBeInstanceOf(TransportError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(`the server did not answer within 0.3 s (GET /health on ${server.url})`);
  });

  it('names an unreachable server (network or CORS), retrying reads and submits alike', async () => {
    const closed = await serveLocally(() => new Response('{}'));
    await closed.close();
    const { transport: t, delays } = transport({ baseUrl: closed.url, retries: 2 });
    const client = new BacktestClient(t);
    const read = await failure(client.tasks(1, 0));
    expect(read).toBeInstanceOf(TransportError);
    expect(read.status).toBe(0);
    expect(read.message).toBe(
      `could not reach the server at ${closed.url}: the network is down, the address is wrong, or the server does ` +
        'not allow requests from this page (CORS)',
    );
    expect(delays).toEqual([75, 150]);
    delays.length = 0;
    await failure(client.submit(RSI_DIP));
    expect(delays).toEqual([75, 150]);
  });

  it('reads 4xx bodies in the service’s shapes', async () => {
    const client = new BacktestClient(transport().transport);
    const error = await failure(client.validate({ ...RSI_DIP, risk_control: 'x/y' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.map((e) => e.path)).toContain('risk_control');
    const missing = await failure(client.task('nope'));
    expect(missing).toMatchObject({ status: 404, detail: 'no task with task_id nope' });
  });
});

describe('retry policy', () => {
  it('retries reads on 500/502/503/504 and POSTs (which carry an Idempotency-Key) on 502/503/504', () => {
    expect([500, 502, 503, 504, 400, 401, 404].map((s) => retryable('GET', s))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([500, 502, 503, 504, 400, 409].map((s) => retryable('POST', s))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(retryable('DELETE', 502)).toBe(false);
  });

  it('makes keys in the UUID shape on a page without crypto.randomUUID (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('doubles the ceiling each time, caps it at 30 s, and keeps at least half of it', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 500, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 500, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, 500, () => 1)).toBe(30_000);
    expect(backoffDelay(0, 500, () => 0, 120_000)).toBe(30_000);
  });
});
