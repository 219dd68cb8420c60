import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestTask, TaskListResponse } from '../contract/index.ts';
import { LOCAL_USERNAME } from '../service/local-account.ts';
import type { StoredTask } from '../service/ports.ts';
import type { FetchText } from './browser-source.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { dispatch } from './dispatch.ts';
import { IdbTaskStore } from './idb-task-store.ts';
import { RSI_DIP as rsi } from '../testing/strategies.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const fetchText: FetchText = (path) => readFile(join(PUBLIC_DIR, path), 'utf8');
let databases = 0;
const freshName = () => `worker-parts-${++databases}-${Date.now()}`;

function stored(taskId: string, status: StoredTask['status'], params: Record<string, unknown> = rsi): StoredTask {
  return { task_id: taskId, status, params, username: LOCAL_USERNAME, created_at: '2026-11-20T14:30:00' };
}

async function status(parts: WorkerParts, taskId: string): Promise<BacktestTask> {
  const answer = await dispatch(parts, { type: 'http', method: 'GET', path: `/backtest/status/${taskId}` });
  expect(answer.status).toBe(200);
  return answer.body as BacktestTask;
}

/** What backtest.worker.ts does on start: open the database, create the parts, resume unfinished tasks. */
async function startWorker(name: string): Promise<{ parts: WorkerParts; resumed: number; close: () => void }> {
  const db = await openStudioDatabase(name);
  const parts = createWorkerParts(db, fetchText);
  const resumed = await parts.service.backtests.resumeUnfinished();
  return { parts, resumed, close: () => db.close() };
}

describe('the worker parts across a reload', () => {
  it('runs again a task left RUNNING (and one left PENDING) when the page closed', async () => {
    const name = freshName();
    // The first page: the task had started when the page closed.
    const first = await startWorker(name);
    expect(first.resumed).toBe(0);
    const store = new IdbTaskStore(await openStudioDatabase(name));
    await store.create(stored('was-running', 'RUNNING'));
    await store.create(stored('was-pending', 'PENDING', { ...rsi, name: 'Pending one' }));
    await store.create(stored('failed', 'FAILED'));
    await store.update('failed', { error: 'kept as it was' });
    first.close();

    // The reload: new parts on the same database.
    const second = await startWorker(name);
    expect(second.resumed).toBe(2);
    await second.parts.service.backtests.idle();

    const resumed = await status(second.parts, 'was-running');
    expect(resumed.status).toBe('SUCCESS');
    expect(resumed.params).toEqual(rsi);
    expect(resumed.result!.Symbol).toBe('SPX');
    expect(resumed.result!['Total Trades']).toBeGreaterThan(0);
    expect((await status(second.parts, 'was-pending')).status).toBe('SUCCESS');
    expect(await status(second.parts, 'failed')).toMatchObject({ status: 'FAILED', error: 'kept as it was' });
    second.close();

    // Nothing is left to resume on the next load.
    const third = await startWorker(name);
    expect(third.resumed).toBe(0);
    third.close();
  });

  it('a resumed task that cannot run ends FAILED with the reason, not RUNNING for ever', async () => {
    const name = freshName();
    const store = new IdbTaskStore(await openStudioDatabase(name));
    await store.create(stored('no-data', 'RUNNING', { ...rsi, symbol: 'GONE' }));
    const worker = await startWorker(name);
    expect(worker.resumed).toBe(1);
    await worker.parts.service.backtests.idle();
    const task = await status(worker.parts, 'no-data');
    expect(task.status).toBe('FAILED');
    expect(task.error).toMatch(/GONE/);
    worker.close();
  });

  it('a task submitted and finished before the reload is listed and readable after it', async () => {
    const name = freshName();
    const first = await startWorker(name);
    const submitted = await dispatch(first.parts, {
      type: 'http',
      method: 'POST',
      path: '/backtest/start_backtest',
      body: JSON.stringify(rsi),
    });
    const { task_id } = submitted.body as { task_id: string };
    await first.parts.service.backtests.idle();
    const before = await status(first.parts, task_id);
    first.close();

    const second = await startWorker(name);
    expect(await status(second.parts, task_id)).toEqual(before);
    const list = await dispatch(second.parts, { type: 'http', method: 'GET', path: '/backtest/tasks' });
    expect((list.body as TaskListResponse).tasks.map((t) => t.task_id)).toEqual([task_id]);
    second.close();
  });
});
