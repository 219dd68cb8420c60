import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../src/testing/strategies.ts';
import { openDatabase } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';
import type { Credentials } from './testing/http.ts';
import { basic, call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

afterAll(removeScratch);

describe('tasks across restarts', () => {
  it('keeps accounts, finished tasks and their results over a restart on the same database', async () => {
    const { dbFile, distDir } = scratch();
    const first = await testServer({ dbFile, distDir });
    await first.server.accounts.add(ANN.email, ANN.password);
    const submit = await call<{ task_id: string }>(first.server.url, 'POST', '/backtest/start_backtest', {
      as: ANN,
      body: RSI_DIP,
    });
    const done = await waitForTask(first.server.url, `/backtest/status/${submit.body.task_id}`, ANN);
    expect(done.body.status).toBe('SUCCESS');
    await first.server.close();
    await expect(fetch(`${first.server.url}/health`)).rejects.toThrow();

    const second = await testServer({ dbFile, distDir });
    try {
      expect(second.server.resumed).toBe(0);
      const again = await call(second.server.url, 'GET', `/backtest/status/${submit.body.task_id}`, { as: ANN });
      expect(again).toMatchObject({ status: 200, body: done.body });
    } finally {
      await second.server.close();
    }
  });

  it('runs a task found RUNNING or PENDING at start-up again', async () => {
    const { dbFile, distDir } = scratch();
    // As a server that stopped mid-task leaves them.
    const db = openDatabase(dbFile);
    const store = new SqliteTaskStore(db);
    const base = { params: RSI_DIP, username: ANN.email, created_at: '2026-11-20T14:30:00' };
    await store.create({ task_id: 'left-running', kind: 'backtest', status: 'RUNNING', ...base });
    const cpm = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
    await store.create({ ...base, task_id: 'left-pending', kind: 'cpm', mode: 'scan', status: 'PENDING', params: cpm });
    db.close();

    const { server } = await testServer({ dbFile, distDir });
    try {
      expect(server.resumed).toBe(2);
      await server.accounts.add(ANN.email, ANN.password);
      const backtest = await waitForTask(server.url, '/backtest/status/left-running', ANN);
      expect(backtest.body).toMatchObject({ status: 'SUCCESS', result: { Symbol: 'SPX' } });
      const scan = await waitForTask(server.url, '/cpm/status/left-pending', ANN);
      expect(scan.body).toMatchObject({ status: 'SUCCESS', mode: 'scan' });
    } finally {
      await server.close();
    }
  });

  it('finishes a request in flight when it stops, and takes no new ones', async () => {
    const { dbFile, distDir } = scratch();
    const { server } = await testServer({ dbFile, distDir });
    await server.accounts.add(ANN.email, ANN.password);
    // A body sent in two parts, the second only once the stop has begun.
    const json = new TextEncoder().encode(JSON.stringify(RSI_DIP));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
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
    const inFlight = fetch(`${server.url}/backtest/validate`, {
      method: 'POST',
      headers: { Authorization: basic(ANN), 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ status: 'valid' });
    await stopped;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });

  it('lets running tasks finish when it stops', async () => {
    const { dbFile, distDir } = scratch();
    const first = await testServer({ dbFile, distDir, workers: 1 });
    await first.server.accounts.add(ANN.email, ANN.password);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const submit = await call<{ task_id: string }>(first.server.url, 'POST', '/backtest/start_backtest', {
        as: ANN,
        body: RSI_DIP,
      });
      ids.push(submit.body.task_id);
    }
    await first.server.close();
    expect(first.logs.at(-1)).toMatchObject({ msg: 'server stopped', fields: { tasks_finished: true } });

    const db = openDatabase(dbFile);
    const store = new SqliteTaskStore(db);
    for (const id of ids) expect(await store.get(id)).toMatchObject({ status: 'SUCCESS' });
    db.close();
  });
});
