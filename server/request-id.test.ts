import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import type { Credentials, LogLine } from './testing/http.ts';
import { call, removeScratch, scratch, testServer } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
/** RFC 9562's text form of a UUID, as crypto.randomUUID writes it (version 4, variant 10xx). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers.splice(0)) await server.close();
  removeScratch();
});

/** A data folder with one good report, and the server on it. */
async function serverOnData(options: { trustProxy?: boolean } = {}) {
  const { dir, dbFile, distDir } = scratch();
  const dataDir = join(dir, 'data');
  mkdirSync(join(dataDir, 'reports', 'quantedge'), { recursive: true });
  const report = {
    title: 'A good report',
    post_content: '<p>Fine.</p>',
    author: 'Ann',
    url: 'https://example.com/good',
    publish_date: '2026-11-20',
  };
  writeFileSync(join(dataDir, 'reports', 'quantedge', 'good.json'), JSON.stringify(report));
  const { server, logs } = await testServer({ dbFile, distDir, dataDir, ...options });
  servers.push(server);
  await server.accounts.add(ANN.email, ANN.password);
  return { base: server.url, logs, dataDir };
}

/** The request log lines of one path. */
const requestLines = (logs: LogLine[], path: string) =>
  logs.filter((line) => line.msg === 'request' && line.fields?.path === path);

describe('X-Request-Id without a trusted proxy', () => {
  let base: string;
  let logs: LogLine[];
  let dataDir: string;

  beforeAll(async () => {
    ({ base, logs, dataDir } = await serverOnData());
  });

  it('gives every answer an id of its own, the one its log line carries', async () => {
    const answers = [
      await call(base, 'GET', '/health'),
      await call(base, 'GET', '/backtest/tasks'),
      await call(base, 'GET', '/backtest/tasks', { as: ANN }),
      await call(base, 'GET', '/no/such/endpoint', { as: ANN }),
    ];
    const ids = answers.map((answer) => answer.headers.get('X-Request-Id') ?? '');
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 404]);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
    const logged = logs.filter((line) => line.msg === 'request').map((line) => line.fields?.request_id);
    for (const id of ids) expect(logged).toContain(id);
  });

  it('ignores the id a client sends, sane or not', async () => {
    const answer = await call(base, 'GET', '/health', { headers: { 'X-Request-Id': 'client-chosen-1' } });
    expect(answer.headers.get('X-Request-Id')).toMatch(UUID);
  });

  it('answers a 500 with its id and no server path, and logs the id with the error and its stack', async () => {
    // A report broken after the start-up check passed: read at the request, it fails it.
    writeFileSync(join(dataDir, 'reports', 'quantedge', 'broken.json'), '{"title": "cut off');
    const answer = await call<{ code: number; msg: string; data: null }>(base, 'GET', '/reports', { as: ANN });
    expect(answer.status).toBe(500);
    const id = answer.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(UUID);
    expect(answer.body).toEqual({
      code: 500,
      data: null,
      msg: `internal error: the server's log has the details, under request id ${id}`,
    });
    expect(answer.text).not.toContain('broken.json');
    expect(answer.text).not.toContain(dataDir);
    const [line] = requestLines(logs, '/reports').filter((l) => l.fields?.request_id === id);
    expect(line.level).toBe('error');
    expect(line.fields?.status).toBe(500);
    expect(line.fields?.error).toMatch(/^internal error: reports\/quantedge\/broken\.json: not valid JSON/);
    // A stack: the error's text, then the frames it was thrown through.
    const stack = String(line.fields?.stack);
    expect(stack).toMatch(/^Error: reports\/quantedge\/broken\.json: not valid JSON/);
    expect(stack).toMatch(/\n\s+at .*folder-publications\.ts/);
  });
});

describe('X-Request-Id behind a trusted proxy', () => {
  let base: string;

  beforeAll(async () => {
    ({ base } = await serverOnData({ trustProxy: true }));
  });

  const idFor = async (sent: string) =>
    (await call(base, 'GET', '/health', { headers: { 'X-Request-Id': sent } })).headers.get('X-Request-Id');

  it('passes the proxy’s id through when it is a sane token', async () => {
    for (const sent of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'a', 'trace:4bf92f3577b34da6.a3ce_929d-0e0e'])
      expect(await idFor(sent)).toBe(sent);
    expect(await idFor('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('refuses a malformed id and makes one instead', async () => {
    for (const sent of ['two words', 'a"b', '<script>', 'x'.repeat(129), '-starts-with-a-dash', 'ünïcode']) {
      const id = await idFor(sent);
      expect(id, sent).not.toBe(sent);
      expect(id, sent).toMatch(UUID);
    }
  });
});

describe('a --data folder checked at start', () => {
  it('refuses to start on a malformed screen or report, naming each file and what is wrong', async () => {
    const { dir, dbFile, distDir } = scratch();
    const dataDir = join(dir, 'data');
    mkdirSync(join(dataDir, 'screens'), { recursive: true });
    mkdirSync(join(dataDir, 'reports', 'modeledge'), { recursive: true });
    writeFileSync(join(dataDir, 'screens', 'etf-sector-ma.json'), '[{"symbol": "XLK",');
    // Valid JSON, but the report has no title.
    writeFileSync(
      join(dataDir, 'reports', 'modeledge', 'untitled.json'),
      JSON.stringify({
        post_content: '<p>x</p>',
        author: 'A',
        url: 'https://example.com/a',
        publish_date: '2026-11-20',
      }),
    );
    const started = testServer({ dbFile, distDir, dataDir }).then(({ server }) => servers.push(server));
    const error = await started.then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`the data folder ${dataDir} has 2 screen or report file(s) the server cannot serve`);
    expect(message).toMatch(/screens\/etf-sector-ma\.json: not valid JSON/);
    expect(message).toMatch(/reports\/modeledge\/untitled\.json: .*title/);
  });
});
