import { Agent, request } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/service/ports.ts';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import { createHttpApp } from '../http-app.ts';
import type { RunningServer } from '../server.ts';
import type { Credentials, LogLine } from '../testing/http.ts';
import { basic, call, removeScratch, scratch, testServer } from '../testing/http.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { memoryStores } from './limiter-stores.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const LIMIT = 64 * 1024;

let server: RunningServer;
let base: string;

beforeAll(async () => {
  const { dbFile, distDir } = scratch();
  ({ server } = await testServer({ dbFile, distDir, workers: 1, bodyLimitBytes: LIMIT }));
  base = server.url;
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

/** `levels` arrays inside one another, as JSON text: `[[[]]]` is three. */
function nested(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

describe('JSON nested too deep', () => {
  const deep = `{"symbol":"SPX","entry":${nested(10_000)}}`;

  it('is a 400 saying so on every backtest-service endpoint that reads JSON', async () => {
    for (const path of [
      '/backtest/start_backtest',
      '/backtest/validate',
      '/backtest/signal_study',
      '/backtest/sweep/start',
      '/backtest/walk_forward/start',
    ]) {
      const answer = await call(base, 'POST', path, { as: ANN, body: deep });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body).toMatchObject({ detail: expect.stringContaining('more than 64 levels deep') });
    }
  });

  it('is a 400 with code 400 on the analytics endpoints, as a body or as a form field', async () => {
    for (const path of ['/cpm/scan/start', '/symbol_corr', '/smart-scanner-backtest/start']) {
      const answer = await call(base, 'POST', path, { as: ANN, body: deep });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body).toMatchObject({ code: 400, msg: expect.stringContaining('64 levels'), data: null });
    }
    const form = new URLSearchParams({ benchmark: 'SPX', stock_comparison: nested(10_000) }).toString();
    const answer = await call(base, 'POST', '/symbol_corr', {
      as: ANN,
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, msg: expect.stringMatching(/stock_comparison.*64 levels/) });
  });

  it('lets 64 levels through to validation, and stops 65; brackets inside strings do not count', async () => {
    // The object is one level, its array 63 more.
    const at = await call(base, 'POST', '/backtest/validate', { as: ANN, body: `{"entry":${nested(63)}}` });
    expect(at.status).toBe(400);
    expect(at.body.detail).not.toContain('levels deep');
    const over = await call(base, 'POST', '/backtest/validate', { as: ANN, body: `{"entry":${nested(64)}}` });
    expect(over.body.detail).toContain('more than 64 levels deep');
    const named = { ...RSI_DIP, name: '['.repeat(100) };
    expect((await call(base, 'POST', '/backtest/validate', { as: ANN, body: named })).status).toBe(200);
  });
});

describe('a broken form body', () => {
  const FIELDS = { benchmark: 'SPX', stock_comparison: '["MSFT"]', start_date: '2010-01-01', end_date: '2012-12-31' };
  const CORR_FORM = [
    ...Object.entries(FIELDS).flatMap(([name, value]) => [
      '--real',
      `Content-Disposition: form-data; name="${name}"`,
      '',
      value,
    ]),
    '--real--',
    '',
  ].join('\r\n');

  async function postForm(contentType: string, body: string) {
    return call(base, 'POST', '/symbol_corr', { as: ANN, body, headers: { 'Content-Type': contentType } });
  }

  it('reaches the service when whole (the check for what follows)', async () => {
    const whole = await postForm('multipart/form-data; boundary=real', CORR_FORM);
    expect(whole).toMatchObject({ status: 200, body: { code: 211 } });
  });

  it('is a 400 naming multipart, with another boundary, cut short or without a boundary', async () => {
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=other', CORR_FORM],
      ['multipart/form-data; boundary=real', CORR_FORM.slice(0, 60)],
      ['multipart/form-data', CORR_FORM],
    ]) {
      const answer = await postForm(contentType, body);
      expect([contentType, answer.status]).toEqual([contentType, 400]);
      expect(answer.body).toMatchObject({ code: 400, msg: expect.stringContaining('multipart/form-data'), data: null });
    }
  });
});

/** Sends raw bytes on a fresh connection and collects what comes back until the server closes it. */
function rawExchange(port: number, head: string, body: Buffer): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer: false });
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.end();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer: true });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      // The server may reset the connection once it has answered: what arrived is what counts.
      if (chunks.length > 0) resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer: true });
      else reject(error);
    });
    socket.write(head);
    socket.write(body);
  });
}

describe('a body over the limit', () => {
  it('is a 413 with Connection: close, and the server closes the connection', async () => {
    const head =
      'POST /backtest/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Authorization: ${basic(ANN)}\r\nContent-Length: ${4 * LIMIT}\r\nConnection: keep-alive\r\n\r\n`;
    // Part of the body is sent, the rest never comes: the answer must not wait for it.
    const { text, closedByServer } = await rawExchange(server.port, head, Buffer.alloc(LIMIT / 2, 'x'));
    expect(text.startsWith('HTTP/1.1 413')).toBe(true);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('larger than the limit of 64 KB');
    expect(closedByServer).toBe(true);
    expect((await call(base, 'GET', '/health')).status).toBe(200);
  });

  it('is a 413 that closes the connection when the body comes in chunks', async () => {
    const head =
      'POST /backtest/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Authorization: ${basic(ANN)}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const size = 16 * 1024;
    const chunk = `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`;
    // Over the limit, and never finished.
    const { text, closedByServer } = await rawExchange(server.port, head, Buffer.from(chunk.repeat(6)));
    expect(text.startsWith('HTTP/1.1 413')).toBe(true);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closedByServer).toBe(true);
  });

  it('leaves a keep-alive client able to go on: its next request goes out on a new connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; socketClosed: Promise<void> }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: server.port, method, path, agent, headers: { Authorization: basic(ANN) } },
          (res) => {
            const socketClosed = new Promise<void>((done) => {
              if (res.socket.destroyed) done();
              else res.socket.once('close', () => done());
            });
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, socketClosed }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const refused = await send('POST', '/backtest/validate', Buffer.alloc(2 * LIMIT, 'x'));
      expect(refused.status).toBe(413);
      await refused.socketClosed;
      const next = await send('POST', '/backtest/validate', Buffer.from(JSON.stringify(RSI_DIP)));
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('a 5xx answer', () => {
  let stub: Server;
  let stubBase: string;
  const logs: LogLine[] = [];

  /** A router standing in for the service's: one handler that throws, caught as the real router catches it. */
  function stubRouter() {
    const router = new Hono<{ Variables: { account: Account } }>();
    router.onError((error, c) => c.json({ detail: `internal error: ${error.message}` }, 500));
    router.get('/backtest/boom', () => {
      throw new Error('the stub handler broke');
    });
    router.get('/cpm/unavailable', (c) => c.json({ code: 503, msg: 'the stub store is down', data: null }, 503));
    router.post('/backtest/start_backtest', (c) => c.json({ task_id: 'never' }, 202));
    return router;
  }

  /** Counters that fail for the submits, so the error is raised in the server's own middleware. */
  const brokenSubmits: LimiterStoreFactory = (name, windowMs) =>
    name !== 'submits'
      ? memoryStores(name, windowMs)
      : {
          increment: () => {
            throw new Error('the limiter store is unreachable');
          },
          decrement: () => {},
          resetKey: () => {},
        };

  beforeAll(async () => {
    const app = createHttpApp({
      service: { app: stubRouter() },
      distDir: '/nonexistent',
      bodyLimitBytes: LIMIT,
      log: (level, msg, fields) => logs.push({ level, msg, fields }),
      usernameOf: () => undefined,
      stopping: () => false,
      limiterStore: brokenSubmits,
    });
    stub = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => stub?.close(resolve));
  });

  it('is logged at level error with its message, whatever answered it', async () => {
    expect((await call(stubBase, 'GET', '/backtest/boom')).status).toBe(500);
    expect((await call(stubBase, 'GET', '/cpm/unavailable')).status).toBe(503);
    const submit = await call(stubBase, 'POST', '/backtest/start_backtest', { as: ANN, body: RSI_DIP });
    // The answer names only the request id; the log line below has the message and the stack.
    const id = submit.headers.get('X-Request-Id');
    expect(submit).toMatchObject({
      status: 500,
      body: { detail: `internal error: the server's log has the details, under request id ${id}` },
    });
    // The page of an app that is not built is a 503 too.
    expect((await call(stubBase, 'GET', '/')).status).toBe(503);

    const errors = logs.filter((l) => l.level === 'error');
    expect(errors.map((l) => [l.fields?.path, l.fields?.status, l.fields?.error])).toEqual([
      ['/backtest/boom', 500, 'internal error: the stub handler broke'],
      ['/cpm/unavailable', 503, 'the stub store is down'],
      ['/backtest/start_backtest', 500, 'internal error: the limiter store is unreachable'],
      ['/', 503, expect.stringContaining('The app is not built')],
    ]);
    // Where the server itself caught the error, the stack says where it came from.
    expect(errors[2].fields?.stack).toContain('the limiter store is unreachable');
    expect(logs.filter((l) => l.level !== 'error').map((l) => l.fields?.status)).toEqual([]);
  });
});
