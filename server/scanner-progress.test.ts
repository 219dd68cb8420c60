import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScannerBacktestTaskSchema } from '../src/contract/index.ts';
import type { TaskJob } from '../src/service/ports.ts';
import { parseScannerBacktestRequest } from '../src/service/analytics/scanner-backtest/resolve-scanner-backtest.ts';
import { CANCELLED } from '../src/service/tasks/task-runner.ts';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';
import { STAND_IN_RESULTS } from './testing/stand-in-results.ts';
import { WorkerPool } from './worker-pool.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const STAND_IN = new URL('./testing/stand-in-worker.ts', import.meta.url);

/** Fifteen years of every pick: a few seconds in a thread, long enough to be seen running. */
const REQUEST = {
  start_date: '2010-01-01',
  end_date: '2024-12-31',
  find_type: 'stock/etf',
  signals: ['All'],
  total_capital: 50000,
  long_short_ratio: '0.5/0.5',
  name: 'progress on the server',
};

let server: RunningServer;

beforeAll(async () => {
  const dirs = scratch();
  ({ server } = await testServer({ dbFile: dirs.dbFile, distDir: dirs.distDir, workers: 2 }));
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

async function status(id: string) {
  const answer = await call(server.url, 'GET', `/smart-scanner-backtest/status/${id}`, { as: ANN });
  expect(answer.status).toBe(200);
  return ScannerBacktestTaskSchema.parse(answer.body);
}

async function submit(): Promise<string> {
  const answer = await call<{ task_id: string }>(server.url, 'POST', '/smart-scanner-backtest/start', {
    as: ANN,
    body: REQUEST,
  });
  expect(answer.status).toBe(202);
  return answer.body.task_id;
}

/** Reads the task until it is RUNNING with 0 < progress < 1 (or finished); the last answer. */
async function untilPartlyDone(id: string) {
  const deadline = Date.now() + 60_000;
  let task = await status(id);
  while (Date.now() < deadline && task.status !== 'SUCCESS' && task.status !== 'FAILED') {
    if (task.status === 'RUNNING' && task.progress !== undefined && task.progress > 0 && task.progress < 1) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
    task = await status(id);
  }
  return task;
}

describe('a scanner backtest on the server', () => {
  it("answers the worker thread's progress while it runs, then the result", async () => {
    const id = await submit();
    const partly = await untilPartlyDone(id);
    expect(partly.status).toBe('RUNNING');
    expect(partly.progress).toBeGreaterThan(0);
    expect(partly.progress).toBeLessThan(1);
    const done = await waitForTask(server.url, `/smart-scanner-backtest/status/${id}`, ANN, 60_000);
    expect(done.body).toMatchObject({ status: 'SUCCESS', result: { code: 200 } });
    expect(done.body.progress).toBeUndefined();
  });

  it('cancels a task running in a thread: FAILED with the message and no result, and the thread is freed', async () => {
    const id = await submit();
    const partly = await untilPartlyDone(id);
    expect(partly.status).toBe('RUNNING');
    const cancel = await call(server.url, 'POST', `/smart-scanner-backtest/tasks/${id}/cancel`, { as: ANN });
    expect(cancel).toMatchObject({ status: 200, body: { task_id: id, status: 'FAILED', error: CANCELLED } });
    const task = await status(id);
    expect(task).toMatchObject({ status: 'FAILED', error: CANCELLED });
    expect(task.result).toBeUndefined();
    const again = await call(server.url, 'POST', `/smart-scanner-backtest/tasks/${id}/cancel`, { as: ANN });
    expect(again).toMatchObject({ status: 409, body: { code: 409, data: null } });
    // The thread stopped the work: both threads soon take a new task again.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && server.pool.stats().busy > 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.pool.stats().busy).toBe(0);
  });
});

describe('the worker pool and progress', () => {
  let pool: WorkerPool | undefined;
  afterAll(async () => pool?.close());

  // The stand-in worker reads the action beside a real request's fields.
  const job = (action: Record<string, unknown>): TaskJob => ({
    kind: 'scanner',
    params: { ...parseScannerBacktestRequest(REQUEST), ...action },
  });

  it("passes a thread's progress messages on to the task's events", async () => {
    pool = new WorkerPool({ size: 1, entry: STAND_IN, results: STAND_IN_RESULTS });
    const heard: number[] = [];
    const answer = await pool.run(job({ action: 'progress', steps: [0.25, 0.5, 0.75], ms: 10 }), {
      progress: (fraction) => heard.push(fraction),
    });
    expect(answer).toMatchObject({ code: 200 });
    expect(heard).toEqual([0.25, 0.5, 0.75]);
  });

  it('tells the thread to stop a cancelled task, and takes a queued one out of the queue', async () => {
    pool ??= new WorkerPool({ size: 1, entry: STAND_IN, results: STAND_IN_RESULTS });
    const running = new AbortController();
    const queued = new AbortController();
    const first = pool.run(job({ action: 'progress', steps: [0.1, 0.2, 0.3, 0.4], ms: 100 }), {
      progress: (fraction) => fraction >= 0.2 && running.abort(),
      signal: running.signal,
    });
    const second = pool.run(job({ action: 'echo' }), { signal: queued.signal });
    queued.abort();
    await expect(second).rejects.toThrow('cancelled');
    await expect(first).rejects.toThrow('cancelled');
    await expect(pool.run(job({ action: 'echo' }))).resolves.toMatchObject({ code: 200 });
  });
});
