import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_SAMPLES_DIR } from '../src/node/folder-market-data.ts';
import { RSI_DIP } from '../src/testing/strategies.ts';
import type { RunningServer } from './server.ts';
import type { Credentials, LogLine } from './testing/http.ts';
import { basic, call, INDEX_MARKER, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const BOB: Credentials = { email: 'bob@example.com', password: 'bob-password-1' };
const CPM_SCAN = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
const CORR = { benchmark: 'SPX', stock_comparison: ['MSFT', 'DJI'], start_date: '2010-01-01', end_date: '2015-12-31' };

let server: RunningServer;
let logs: LogLine[];
let base: string;
let dbFile: string;
let dataDir: string;

beforeAll(async () => {
  const dirs = scratch();
  dbFile = dirs.dbFile;
  // A data folder with a price file the samples do not have: tasks in the worker threads must read it too.
  dataDir = join(dirs.dir, 'data');
  mkdirSync(dataDir);
  copyFileSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'), join(dataDir, 'ZZTEST.csv'));
  ({ server, logs } = await testServer({ dbFile, distDir: dirs.distDir, dataDir, bodyLimitBytes: 64 * 1024 }));
  base = server.url;
  await server.accounts.add(ANN.email, ANN.password);
  await server.accounts.add(BOB.email, BOB.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

describe('the server over HTTP on 127.0.0.1', () => {
  it('listens on loopback', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps a connection open for 65 s between requests, and says so', async () => {
    // Node's own default is 5 s: clients polling tasks would reconnect in bursts, and a proxy idling 60 s would send
    // requests on connections the server is closing.
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('answers /health and the public pages of spec 4.7 without an account', async () => {
    expect(await call(base, 'GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const auth = await call(base, 'GET', '/auth-info');
    expect(auth).toMatchObject({ status: 200, body: { scheme: 'Basic' } });
    const openapi = await call<{ paths: Record<string, Record<string, unknown>> }>(base, 'GET', '/openapi.json');
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths)).toEqual(
      expect.arrayContaining(['/backtest/start_backtest', '/backtest/status/{task_id}', '/cpm/scan/start', '/health']),
    );
    expect(openapi.body.paths['/health'].get).toMatchObject({ security: [] });
    for (const page of ['/docs', '/redoc']) {
      const html = await call(base, 'GET', page);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toContain('text/html');
      expect(html.text).toContain('/backtest/start_backtest');
    }
    const tutorial = await call<{ steps: unknown[] }>(base, 'GET', '/backtest/tutorial');
    expect(tutorial.status).toBe(200);
    expect(tutorial.body.steps.length).toBeGreaterThan(2);
  });

  it("answers 401 without credentials, with a wrong password or an unknown account, in each service's shape", async () => {
    const wrong = { ...ANN, password: 'not-the-password' };
    const nobody = { email: 'carol@example.com', password: ANN.password };
    for (const as of [undefined, wrong, nobody]) {
      const backtest = await call(base, 'GET', '/backtest/tasks', { as });
      expect(backtest).toMatchObject({ status: 401, body: { detail: expect.stringContaining('authentication') } });
      const analytics = await call(base, 'GET', '/seasonality/performance-by-month?ticker=SPX', { as });
      expect(analytics).toMatchObject({ status: 401, body: { code: 401, data: null } });
      expect((await call(base, 'POST', '/backtest/start_backtest', { as, body: RSI_DIP })).status).toBe(401);
    }
    const garbage = await call(base, 'GET', '/backtest/tasks', { headers: { Authorization: 'Basic %%%' } });
    expect(garbage.status).toBe(401);
  });

  it('validates, runs a backtest in a worker thread to SUCCESS, lists it and removes it', async () => {
    const validate = await call(base, 'POST', '/backtest/validate', { as: ANN, body: RSI_DIP });
    expect(validate).toMatchObject({ status: 200, body: { status: 'valid' } });
    const submit = await call<{ task_id: string }>(base, 'POST', '/backtest/start_backtest', {
      as: ANN,
      body: RSI_DIP,
    });
    expect(submit).toMatchObject({ status: 202, body: { message: 'Backtest task queued' } });
    const id = submit.body.task_id;
    const done = await waitForTask(base, `/backtest/status/${id}`, ANN);
    expect(done.body).toMatchObject({ task_id: id, status: 'SUCCESS', username: ANN.email, params: RSI_DIP });
    expect(done.body.result).toMatchObject({ Symbol: 'SPX', 'Total Trades': expect.any(Number) });

    const list = await call(base, 'GET', '/backtest/tasks?limit=5', { as: ANN });
    expect(list.body).toMatchObject({ limit: 5, offset: 0, tasks: [{ task_id: id, strategy_name: 'RSI dip' }] });
    // The result came back from a worker thread; its figures are in the list, the result itself is not.
    const result = done.body.result as Record<string, number>;
    const [item] = (list.body as { tasks: Record<string, unknown>[] }).tasks;
    expect(item.summary).toEqual({
      total_return_pct: result['Total Return (%)'],
      cagr_pct: result.CAGR,
      sharpe: result['Sharpe Ratio'],
      max_drawdown_pct: result['Max Drawdown'],
      trades: result['Total Trades'],
    });
    expect(item).not.toHaveProperty('result');

    expect((await call(base, 'DELETE', `/backtest/tasks/${id}`, { as: ANN })).status).toBe(204);
    expect((await call(base, 'GET', `/backtest/status/${id}`, { as: ANN })).status).toBe(404);
  });

  it('reads prices from the data folder, in the request thread and in the worker threads', async () => {
    const body = { ...RSI_DIP, symbol: 'ZZTEST' };
    const submit = await call<{ task_id: string }>(base, 'POST', '/backtest/start_backtest', { as: ANN, body });
    expect(submit.status).toBe(202);
    const done = await waitForTask(base, `/backtest/status/${submit.body.task_id}`, ANN);
    expect(done.body).toMatchObject({ status: 'SUCCESS', result: { Symbol: 'ZZTEST' } });
  });

  it('answers the indicator catalogue, the technical map and metadata', async () => {
    const list = await call<{ url: string }[]>(base, 'GET', '/backtest/indicators/list?q=vix', { as: ANN });
    expect(list.status).toBe(200);
    expect(list.body.map((i) => i.url)).toContain('VIX');
    const meta = await call(base, 'GET', '/backtest/indicators/metadata?indicator=VIX', { as: ANN });
    expect(meta).toMatchObject({ status: 200, body: { VIX: expect.any(Object) } });
    const technical = await call<unknown[]>(base, 'GET', '/backtest/indicators/technical', { as: ANN });
    expect(technical.status).toBe(200);
    expect(technical.body.length).toBeGreaterThan(0);
  });

  it('runs a CPM scan task to SUCCESS and lists it', async () => {
    const submit = await call<{ task_id: string }>(base, 'POST', '/cpm/scan/start', { as: ANN, body: CPM_SCAN });
    expect(submit.status).toBe(202);
    const done = await waitForTask(base, `/cpm/status/${submit.body.task_id}`, ANN);
    expect(done.body).toMatchObject({ status: 'SUCCESS', mode: 'scan', result: { code: 200 } });
    const list = await call(base, 'GET', '/cpm/tasks?mode=scan', { as: ANN });
    expect(list.body).toMatchObject({ tasks: [{ task_id: submit.body.task_id }], total: 1 });
    const patterns = await call(base, 'GET', '/cpm/get-predefined-patterns', { as: ANN });
    expect(patterns.body).toMatchObject({ patterns: expect.arrayContaining(['rounding_bottom']) });
  });

  it('answers the scanners and runs a scanner backtest in a worker thread', async () => {
    const signals = await call<{ data: { signals: unknown[] } }>(
      base,
      'GET',
      '/smart-stock-scanner/get-predefined-signals',
      { as: ANN },
    );
    expect(signals.body.data.signals).toHaveLength(37);
    const day = await call(base, 'GET', '/smart-stock-scanner/latest-day-all?date=2016-06-01', { as: ANN });
    expect(day.body).toMatchObject({ code: 200, data: { as_of_date: '2016-06-01' } });
    const options = await call(base, 'GET', '/smart-option-scanner/options', { as: ANN });
    expect(options.body).toMatchObject({ code: 200, data: { option_type: 'put', as_of_date: '2022-03-10' } });
    const body = {
      start_date: '2015-01-01',
      end_date: '2015-03-31',
      find_type: 'stock/etf',
      signals: ['All'],
      total_capital: 50000,
      long_short_ratio: '0.5/0.5',
      name: 'server run',
    };
    const submit = await call<{ task_id: string }>(base, 'POST', '/smart-scanner-backtest/start', { as: ANN, body });
    expect(submit.status).toBe(202);
    const done = await waitForTask(base, `/smart-scanner-backtest/status/${submit.body.task_id}`, ANN);
    expect(done.body).toMatchObject({ status: 'SUCCESS', result: { code: 200 } });
    const list = await call(base, 'GET', '/smart-scanner-backtest/tasks', { as: ANN });
    expect(list.body).toMatchObject({ tasks: [{ task_id: submit.body.task_id, name: 'server run' }], total: 1 });
  });

  it('answers seasonality, correlation, screens and reports', async () => {
    const month = await call(base, 'GET', '/seasonality/performance-by-month?ticker=SPX', { as: ANN });
    expect(month).toMatchObject({ status: 200, body: { code: 200, data: expect.any(Array) } });
    const all = await call(base, 'GET', '/seasonality?ticker=SPX&features=performance-by-week', { as: ANN });
    expect(all).toMatchObject({ status: 200, body: { code: 200 } });
    const corr = await call(base, 'POST', '/symbol_corr', { as: ANN, body: CORR });
    expect(corr).toMatchObject({ status: 200, body: { code: 211, data: { corr_matrix: expect.anything() } } });
    const beta = await call(base, 'POST', '/symbol_beta', { as: ANN, body: CORR });
    expect(beta).toMatchObject({ status: 200, body: { code: 211 } });
    const screens = await call(base, 'GET', '/screens/get-predefined-screens', { as: ANN });
    expect(screens).toMatchObject({ status: 200, body: { code: 200, data: { screens: expect.any(Array) } } });
    const types = await call(base, 'GET', '/reports/get-predefined-report-types', { as: ANN });
    expect(types).toMatchObject({ status: 200, body: { code: 200 } });
    // The data folder has no reports: the only one is computed from the S&P 500's members among the samples.
    const reports = await call<{ data: { title: string; author: string }[] }>(base, 'GET', '/reports', { as: ANN });
    expect(reports.status).toBe(200);
    expect(reports.body.data.map((r) => [r.title.split(',')[0], r.author])).toEqual([
      ['S&P 500 breadth', 'Backtest Studio (computed)'],
    ]);
  });

  it("keeps each account to its own tasks: another's is not found, not listed, not removable", async () => {
    const mine = await call<{ task_id: string }>(base, 'POST', '/backtest/start_backtest', { as: ANN, body: RSI_DIP });
    const cpm = await call<{ task_id: string }>(base, 'POST', '/cpm/scan/start', { as: ANN, body: CPM_SCAN });
    await waitForTask(base, `/backtest/status/${mine.body.task_id}`, ANN);
    expect((await call(base, 'GET', `/backtest/status/${mine.body.task_id}`, { as: BOB })).status).toBe(404);
    expect((await call(base, 'GET', `/cpm/status/${cpm.body.task_id}`, { as: BOB })).status).toBe(404);
    expect((await call(base, 'DELETE', `/backtest/tasks/${mine.body.task_id}`, { as: BOB })).status).toBe(404);
    expect((await call(base, 'GET', '/backtest/tasks', { as: BOB })).body).toMatchObject({ tasks: [], total: 0 });
    expect((await call(base, 'GET', '/cpm/tasks', { as: BOB })).body).toMatchObject({ tasks: [], total: 0 });
    expect((await call(base, 'GET', `/backtest/status/${mine.body.task_id}`, { as: ANN })).status).toBe(200);
  });

  it("answers 413 to a body over the limit, announced or streamed, in each service's shape", async () => {
    const big = JSON.stringify({ ...RSI_DIP, padding: 'x'.repeat(100 * 1024) });
    const backtest = await call(base, 'POST', '/backtest/start_backtest', { as: ANN, body: big });
    expect(backtest).toMatchObject({ status: 413, body: { detail: expect.stringContaining('64 KB') } });
    const analytics = await call(base, 'POST', '/symbol_corr', { as: ANN, body: big });
    expect(analytics).toMatchObject({ status: 413, body: { code: 400, msg: expect.stringContaining('64 KB') } });

    // Without a Content-Length (chunked), the limit applies as the body arrives.
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${base}/backtest/validate`, {
      method: 'POST',
      headers: { Authorization: basic(ANN) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ detail: expect.stringContaining('larger than the limit') });

    // A chunked body under the limit reaches the service whole.
    const json = new TextEncoder().encode(JSON.stringify(RSI_DIP));
    const halves = [json.slice(0, 40), json.slice(40)];
    const streamed = await fetch(`${base}/backtest/validate`, {
      method: 'POST',
      headers: { Authorization: basic(ANN), 'Content-Type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = halves.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(200);
    expect(await streamed.json()).toMatchObject({ status: 'valid', user_supplied: RSI_DIP });

    // A body far over the limit is refused without being read.
    const huge = await call(base, 'POST', '/symbol_corr', { as: ANN, body: 'x'.repeat(8 * 1024 * 1024) });
    expect(huge.status).toBe(413);

    // Just under the limit still reaches the service (and is a bad strategy, not a 413).
    const under = await call(base, 'POST', '/backtest/validate', { as: ANN, body: { padding: 'x'.repeat(60_000) } });
    expect(under.status).toBe(400);
  });

  it('answers 400 to a body that is not JSON', async () => {
    for (const body of ['{"symbol": "SPX",', 'not json']) {
      const backtest = await call(base, 'POST', '/backtest/start_backtest', { as: ANN, body });
      expect(backtest).toMatchObject({ status: 400, body: { detail: expect.stringContaining('not valid JSON') } });
      const validate = await call(base, 'POST', '/backtest/validate', { as: ANN, body });
      expect(validate.status).toBe(400);
      const cpm = await call(base, 'POST', '/cpm/scan/start', { as: ANN, body });
      expect(cpm).toMatchObject({ status: 400, body: { code: 400, data: null } });
      const corr = await call(base, 'POST', '/symbol_corr', { as: ANN, body });
      expect(corr).toMatchObject({ status: 400, body: { code: 400, data: null } });
    }
  });

  it('serves the built app at / without an account; an endpoint wins over a file of the same name', async () => {
    const index = await call(base, 'GET', '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.text).toContain(INDEX_MARKER);
    const asset = await call(base, 'GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await call(base, 'GET', '/health')).toMatchObject({ body: { status: 'ok' } });
    // Anything else is the API's: 401 without an account, 404 with one.
    expect((await call(base, 'GET', '/no-such-thing')).status).toBe(401);
    expect((await call(base, 'GET', '/no-such-thing', { as: ANN })).body).toMatchObject({
      code: 404,
      msg: /no such endpoint/,
      data: null,
    });
    expect((await call(base, 'GET', '/../../etc/passwd')).status).toBe(401);
  });

  it('logs one JSON line per request with the account, never the credentials', async () => {
    await call(base, 'GET', '/backtest/tasks?limit=3&offset=0', { as: ANN });
    const line = logs.filter((l) => l.msg === 'request').at(-1)!;
    expect(line.fields).toMatchObject({ method: 'GET', path: '/backtest/tasks', status: 200, user: ANN.email });
    expect(line.fields?.ms).toEqual(expect.any(Number));
    const everything = JSON.stringify(logs);
    for (const secret of [
      ANN.password,
      BOB.password,
      'Basic ',
      Buffer.from(`${ANN.email}:${ANN.password}`).toString('base64'),
    ])
      expect(everything).not.toContain(secret);
  });

  it('accepts an account the user command adds to its database while it runs', async () => {
    const run = promisify(execFile);
    const carol = { email: 'carol@example.com', password: 'carol-password-1' };
    const cli = (args: string[], input?: string) => {
      const child = run(process.execPath, ['--import', 'tsx', 'server/main.ts', 'user', ...args, '--db', dbFile], {
        cwd: join(import.meta.dirname, '..'),
      });
      if (input !== undefined) child.child.stdin!.end(input);
      return child;
    };
    const added = await cli(['add', carol.email, '--password-stdin'], `${carol.password}\n`);
    expect(added.stdout).toBe(`added ${carol.email}\n`);
    const listed = await cli(['list']);
    expect(listed.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual([ANN.email, BOB.email, carol.email, '']);
    expect(listed.stdout).not.toContain(carol.password);
    expect((await call(base, 'GET', '/backtest/tasks', { as: carol })).status).toBe(200);
  });
});
