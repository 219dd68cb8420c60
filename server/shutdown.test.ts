import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../src/testing/strategies.ts';
import { openDatabase } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';
import type { Credentials, LogLine } from './testing/http.ts';
import { basic, call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

afterAll(removeScratch);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sweep of 3 symbols x `days` stop lengths x 2 allocations: 6 x `days` combinations. */
function sweepBody(days: number) {
  const axes = [
    { path: 'symbol', values: ['SPX', 'MSFT', 'IBM'] },
    { path: 'risk_control.days', values: { from: 1, to: days, step: 1 } },
    { path: 'capital_alloc', values: [0.5, 1] },
  ];
  return { strategy: RSI_DIP, axes };
}

/** The fields of the stop's last line. */
function stopLine(logs: readonly LogLine[]): Record<string, unknown> | undefined {
  const line = logs.at(-1);
  expect(line?.msg).toBe('server stopped');
  return line?.fields;
}

/** The tasks of the file, read with a store of their own once the server has closed it. */
async function storedTasks(dbFile: string, ids: readonly string[]) {
  const db = openDatabase(dbFile);
  try {
    const store = new SqliteTaskStore(db);
    const tasks = await Promise.all(ids.map((id) => store.get(id)));
    const unfinished = await store.unfinished();
    return { statuses: tasks.map((t) => t?.status), unfinished: unfinished.map((t) => [t.task_id, t.status]) };
  } finally {
    db.close();
  }
}

/** Waits until the task has left PENDING (it has a thread). */
async function waitUntilRunning(url: string, taskId: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const answer = await call(url, 'GET', `/backtest/status/${taskId}`, { as: ANN });
    if (answer.body.status !== 'PENDING') return;
    await pause(10);
  }
  throw new Error(`${taskId} never started`);
}

describe('stopping the server', () => {
  it('answers every request that arrived before the stop in full, and refuses the connections after it', async () => {
    const { dbFile, distDir } = scratch();
    const { server, logs } = await testServer({ dbFile, distDir });
    await server.accounts.add(ANN.email, ANN.password);
    const json = new TextEncoder().encode(JSON.stringify(RSI_DIP));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Each body in two parts, the second only once the stop has begun: all 30 are being answered when it comes.
    const held = Array.from({ length: 30 }, () => {
      let part = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          part++;
          if (part === 1) controller.enqueue(json.slice(0, 20));
          else if (part === 2) {
            await released;
            controller.enqueue(json.slice(20));
          } else controller.close();
        },
      });
      return fetch(`${server.url}/backtest/validate`, {
        method: 'POST',
        headers: { Authorization: basic(ANN), 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    });
    for (let i = 0; i < 1000 && server.activeRequests() < 30; i++) await pause(10);
    expect(server.activeRequests()).toBe(30);

    const stopped = server.close();
    // A new connection is refused (not reset) while the 30 are still being answered.
    let refusal: unknown;
    for (let i = 0; i < 100 && refusal === undefined; i++) {
      refusal = await fetch(`${server.url}/health`).then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    expect(refusal).toBeInstanceOf(TypeError);
    expect((refusal as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(server.activeRequests()).toBe(30);

    release();
    const answers = await Promise.all(held);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
      expect(await answer.json()).toMatchObject({ status: 'valid' });
    }
    await stopped;
    expect(stopLine(logs)).toEqual({ tasks_finished: true, handed_back: [] });
  });

  it('answers requests sent on new connections just before the stop, rather than resetting them', async () => {
    const { dbFile, distDir } = scratch();
    const { server, logs } = await testServer({ dbFile, distDir });
    const { port } = server;
    let stopped: Promise<void> | undefined;
    let connected = 0;
    // 30 connections, each with its request written as soon as it is open; the stop begins the moment the last one
    // is open, before the server has had a turn to take or read them.
    const answers = Array.from(
      { length: 30 },
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
            if (++connected === 30) stopped = server.close();
          });
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (text += chunk));
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
          socket.on('close', () => resolve(text));
        }),
    );
    const texts = await Promise.all(answers);
    await stopped;
    expect(texts.map((t) => t.split('\r\n')[0])).toEqual(texts.map(() => 'HTTP/1.1 200 OK'));
    expect(stopLine(logs)).toEqual({ tasks_finished: true, handed_back: [] });
  });

  it('hands back a sweep the grace was too short for, and the next start runs it once', async () => {
    const { dbFile, distDir } = scratch();
    const first = await testServer({ dbFile, distDir, workers: 1, shutdownGraceMs: 50 });
    await first.server.accounts.add(ANN.email, ANN.password);
    // 1,200 combinations on one thread: far more than the grace.
    const sweep = await call<{ task_id: string }>(first.server.url, 'POST', '/backtest/sweep/start', {
      as: ANN,
      body: sweepBody(200),
    });
    expect(sweep.status).toBe(202);
    const sweepId = sweep.body.task_id;
    const backtests: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submit = await call<{ task_id: string }>(first.server.url, 'POST', '/backtest/start_backtest', {
        as: ANN,
        body: RSI_DIP,
      });
      backtests.push(submit.body.task_id);
    }
    await waitUntilRunning(first.server.url, sweepId);
    await first.server.close();

    const fields = stopLine(first.logs);
    expect(fields?.tasks_finished).toBe(false);
    const handedBack = fields?.handed_back as string[];
    expect(handedBack).toContain(sweepId);
    const line = first.logs.find((l) => l.msg === 'tasks handed back');
    expect(line?.fields).toMatchObject({ task_ids: handedBack, unwritten_ids: [] });
    // What was handed back is PENDING; the backtests either finished in the grace or were handed back too.
    const all = [sweepId, ...backtests];
    const stored = await storedTasks(dbFile, all);
    expect(stored.unfinished).toEqual(all.filter((id) => handedBack.includes(id)).map((id) => [id, 'PENDING']));
    expect(stored.statuses).toEqual(all.map((id) => (handedBack.includes(id) ? 'PENDING' : 'SUCCESS')));

    const second = await testServer({ dbFile, distDir, workers: 2, shutdownGraceMs: 60_000 });
    try {
      expect(second.server.resumed).toBe(handedBack.length);
      const done = await waitForTask(second.server.url, `/backtest/status/${sweepId}`, ANN, 120_000);
      expect(done.body).toMatchObject({ status: 'SUCCESS', task_type: 'sweep' });
      expect((done.body.result as { cells: unknown[] }).cells).toHaveLength(3 * 200 * 2);
    } finally {
      await second.server.close();
    }
    expect(stopLine(second.logs)).toEqual({ tasks_finished: true, handed_back: [] });
    // Run once: one run ends a task once, and the second server scheduled each handed-back task once (resumed).
    const after = await storedTasks(dbFile, all);
    expect(after).toEqual({ statuses: all.map(() => 'SUCCESS'), unfinished: [] });
  });

  it('lets a sweep and the backtests behind it finish within a long enough grace, and says so', async () => {
    const { dbFile, distDir } = scratch();
    const { server, logs } = await testServer({ dbFile, distDir, workers: 1, shutdownGraceMs: 120_000 });
    await server.accounts.add(ANN.email, ANN.password);
    const sweep = await call<{ task_id: string }>(server.url, 'POST', '/backtest/sweep/start', {
      as: ANN,
      body: sweepBody(20),
    });
    const ids = [sweep.body.task_id];
    for (let i = 0; i < 3; i++) {
      const submit = await call<{ task_id: string }>(server.url, 'POST', '/backtest/start_backtest', {
        as: ANN,
        body: RSI_DIP,
      });
      ids.push(submit.body.task_id);
    }
    await waitUntilRunning(server.url, sweep.body.task_id);
    await server.close();
    expect(stopLine(logs)).toEqual({ tasks_finished: true, handed_back: [] });
    expect(logs.some((l) => l.msg === 'tasks handed back')).toBe(false);
    expect(await storedTasks(dbFile, ids)).toEqual({ statuses: ids.map(() => 'SUCCESS'), unfinished: [] });
  });
});
