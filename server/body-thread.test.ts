import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../src/node/folder-market-data.ts';
import { LocalAccount } from '../src/service/local-account.ts';
import { MemoryTaskStore } from '../src/service/memory-task-store.ts';
import type { Service } from '../src/service/router.ts';
import { createService } from '../src/service/router.ts';
import { sequentialIds, steppingClock } from '../src/service/testing/harness.ts';
import { RSI_DIP } from '../src/testing/strategies.ts';
import { BodyThread } from './body-thread.ts';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { basic, call, removeScratch, scratch, testServer } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

/** A service over the bundled samples; with `reader` its bodies are read there. */
function serviceWith(reader?: BodyThread): Service {
  return createService({
    marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]),
    tasks: new MemoryTaskStore(),
    accounts: new LocalAccount(),
    clock: steppingClock(),
    ids: sequentialIds(),
    ...(reader && { bodyReader: reader }),
  });
}

async function post(service: Service, path: string, body: string, type = 'application/json') {
  const response = await service.app.request(path, { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('bodies read on the body thread', () => {
  // Every body goes to the thread here, however small, so each answer below is compared with the router's own.
  const thread = new BodyThread({ minBytes: 0 });
  const onThread = serviceWith(thread);
  const here = serviceWith();
  afterAll(() => thread.close());

  const strategy = JSON.stringify(RSI_DIP);
  const cases: { name: string; path: string; body: string; type?: string; status: number }[] = [
    { name: 'a valid strategy', path: '/backtest/validate', body: strategy, status: 200 },
    { name: 'a strategy after a byte-order mark', path: '/backtest/validate', body: `\uFEFF${strategy}`, status: 200 },
    { name: 'text that is not JSON', path: '/backtest/validate', body: '{"name": ', status: 400 },
    { name: 'a body of spaces', path: '/backtest/validate', body: '   ', status: 400 },
    {
      name: 'JSON nested 100 deep',
      path: '/backtest/validate',
      body: `${'['.repeat(100)}${']'.repeat(100)}`,
      status: 400,
    },
    { name: 'an array, not an object', path: '/backtest/validate', body: '[1, 2]', status: 400 },
    {
      name: 'a field its schema refuses',
      path: '/backtest/validate',
      body: JSON.stringify({ ...RSI_DIP, risk_control: 'tight' }),
      status: 400,
    },
    { name: 'an analytics body its schema refuses', path: '/cpm/scan/start', body: '{"symbol": 7}', status: 400 },
    { name: 'an analytics body that is not JSON', path: '/cpm/scan/start', body: 'symbol=', status: 400 },
    {
      name: 'an analytics form (read by the router)',
      path: '/cpm/scan/start',
      body: 'symbol=SPX&corr_per=abc',
      type: 'application/x-www-form-urlencoded',
      status: 400,
    },
  ];

  for (const { name, path, body, type, status } of cases)
    it(`answers ${name} as the router does`, async () => {
      const expected = await post(here, path, body, type);
      expect(expected.status).toBe(status);
      expect(await post(onThread, path, body, type)).toEqual(expected);
    });

  it('reads a 200,000-row body on its thread while this thread goes on', async () => {
    const body = csvBody(200_000, 19000101);
    const request = new Request('http://127.0.0.1/backtest/start_backtest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    });
    const order: string[] = [];
    const reader = new BodyThread();
    afterAll(() => reader.close());
    const reading = reader.read('POST /backtest/start_backtest', request);
    // Read on this thread, the reading would end (and its await go on) before this thread's next turn.
    setImmediate(() => order.push('next turn'));
    const outcome = await reading;
    order.push('read');
    expect(order).toEqual(['next turn', 'read']);
    expect(outcome).toMatchObject({
      refused: {
        service: 'backtest',
        status: 400,
        body: { errors: [expect.objectContaining({ path: 'csv_data.199999.Date' })] },
      },
    });
  }, 120_000);

  it('says which field is wrong in the service envelope of the path', async () => {
    const backtest = await post(onThread, '/backtest/validate', '[1, 2]');
    expect(backtest.body).toMatchObject({ detail: expect.stringContaining('JSON object of StrategyParams') });
    const analytics = await post(onThread, '/cpm/scan/start', '{"symbol": 7}');
    expect(analytics.body).toMatchObject({
      code: 400,
      data: null,
      errors: expect.arrayContaining([expect.objectContaining({ path: 'symbol' })]),
    });
  });
});

/** `rows` daily CSV-mode rows from 1900 on, as JSON text; the last row's Date is `lastDate` when given. */
function csvBody(rows: number, lastDate?: unknown): string {
  const first = Date.UTC(1900, 0, 1);
  const csv_data = Array.from({ length: rows }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 20);
    const date =
      i === rows - 1 && lastDate !== undefined ? lastDate : new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    return { Date: date, Open: close, High: close + 1, Low: close - 1, Close: close, Volume: 1000 };
  });
  return JSON.stringify({ ...RSI_DIP, symbol: 'CSV', csv_mode: true, csv_data });
}

/** POSTs a body over its own connection; resolves with the status once the answer has arrived. */
function postBody(base: string, path: string, body: string, sent: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: 'POST', headers: { Authorization: basic(ANN), 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body, sent);
  });
}

describe('a large CSV-mode body on the server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const dirs = scratch();
    ({ server } = await testServer({ dbFile: dirs.dbFile, distDir: dirs.distDir, bodyLimitBytes: 100 * 1024 * 1024 }));
    await server.accounts.add(ANN.email, ANN.password);
  });

  afterAll(async () => {
    await server?.close();
    removeScratch();
  });

  it('answers GET /health while a 200,000-row body is in', async () => {
    // The last row's Date is a number: the answer is a 400 as soon as the body is read.
    const body = csvBody(200_000, 19000101);
    const order: string[] = [];
    let health: Promise<void> | undefined;
    const big = postBody(server.url, '/backtest/start_backtest', body, () => {
      health = call(server.url, 'GET', '/health').then((answer) => {
        order.push(`health ${answer.status}`);
      });
    }).then((status) => {
      order.push(`csv ${status}`);
    });
    await big;
    await health;
    expect(order).toEqual(['health 200', 'csv 400']);
  }, 120_000);

  it('queues a 200,000-row CSV-mode backtest read on the body thread', async () => {
    const status = await postBody(server.url, '/backtest/start_backtest', csvBody(200_000), () => undefined);
    expect(status).toBe(202);
    const listed = await call<{ total: number }>(server.url, 'GET', '/backtest/tasks?limit=1', { as: ANN });
    expect(listed.body.total).toBe(1);
  }, 120_000);
});
