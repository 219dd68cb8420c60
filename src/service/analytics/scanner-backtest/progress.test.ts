import { describe, expect, it } from 'vitest';
import { CancelResponseSchema, ScannerBacktestTaskSchema } from '../../../contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../../node/folder-market-data.ts';
import { MemoryTaskStore } from '../../memory-task-store.ts';
import type { Account, Accounts } from '../../ports.ts';
import type { Service } from '../../router.ts';
import { send, testService } from '../../testing/harness.ts';
import { CANCELLED } from '../../tasks/task-runner.ts';
import { parseScannerBacktestRequest } from './resolve-scanner-backtest.ts';
import { scannerBacktestJob } from './run-scanner-backtest.ts';

/*
 * Progress and cancel of scanner backtests in the service's own thread (the browser's case), over the bundled data:
 * the job yields to the event loop while it works, so status requests and a cancel are answered while it runs.
 */

const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

/** Fifteen years of every pick: long enough to be seen running. */
const REQUEST = {
  start_date: '2010-01-01',
  end_date: '2024-12-31',
  find_type: 'stock/etf',
  signals: ['All'],
  total_capital: 50000,
  long_short_ratio: '0.5/0.5',
  name: 'progress run',
};

/** Two accounts told apart by their Authorization header ("ann" by default). */
const twoAccounts: Accounts = {
  authenticate: async (authorization): Promise<Account | null> =>
    authorization === 'bob' ? { username: 'bob@example.com' } : { username: 'ann@example.com' },
};

function service(): Service {
  return testService({ marketData, tasks: new MemoryTaskStore(), accounts: twoAccounts });
}

async function status(s: Service, id: string, as = 'ann') {
  const answer = await send(s, 'GET', `/smart-scanner-backtest/status/${id}`, undefined, { Authorization: as });
  expect(answer.status).toBe(200);
  return ScannerBacktestTaskSchema.parse(answer.body);
}

/** One quarter: quick, for the answers that need a task but not a long one. */
const SHORT = { ...REQUEST, start_date: '2015-01-01', end_date: '2015-03-31' };

async function submit(s: Service, body: Record<string, unknown> = REQUEST): Promise<string> {
  const answer = await send<{ task_id: string }>(s, 'POST', '/smart-scanner-backtest/start', body);
  expect(answer.status).toBe(202);
  return answer.body.task_id;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a scanner backtest in progress', () => {
  it('reports progress between 0 and 1 while it runs, and its result is that of the job run alone', async () => {
    const s = service();
    const id = await submit(s);
    const seen: number[] = [];
    let task = await status(s, id);
    for (let i = 0; i < 4000 && task.status !== 'SUCCESS' && task.status !== 'FAILED'; i++) {
      if (task.status === 'RUNNING' && task.progress !== undefined) seen.push(task.progress);
      else expect(task.progress).toBeUndefined();
      await pause();
      task = await status(s, id);
    }
    expect(task.status).toBe('SUCCESS');
    expect(task.progress).toBeUndefined();
    // Answered while it ran, and moving forward.
    expect(seen.some((p) => p > 0 && p < 1)).toBe(true);
    for (const p of seen) expect(p >= 0 && p <= 1).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // The same request run straight through, without anyone listening.
    const alone = await scannerBacktestJob(parseScannerBacktestRequest(REQUEST), marketData);
    expect(alone.code).toBe(200);
    // Through JSON, as the store keeps it (a -0 return reads 0).
    expect(task.result).toEqual({ ...JSON.parse(JSON.stringify(alone)), task_id: id });
  });

  it('is stopped by a cancel: FAILED with the message and no result; a second cancel is a 409', async () => {
    const s = service();
    const id = await submit(s);
    let task = await status(s, id);
    for (let i = 0; i < 4000 && !(task.status === 'RUNNING' && (task.progress ?? 0) > 0); i++) {
      await pause();
      task = await status(s, id);
    }
    expect(task.status).toBe('RUNNING');
    const cancel = await send(s, 'POST', `/smart-scanner-backtest/tasks/${id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(CancelResponseSchema.parse(cancel.body)).toEqual({ task_id: id, status: 'FAILED', error: CANCELLED });
    await s.idle();
    task = await status(s, id);
    expect(task).toMatchObject({ status: 'FAILED', error: CANCELLED });
    expect(task.result).toBeUndefined();
    expect(task.progress).toBeUndefined();
    const again = await send(s, 'POST', `/smart-scanner-backtest/tasks/${id}/cancel`);
    expect(again).toMatchObject({ status: 409, body: { code: 409, data: null } });
    expect(String(again.body.msg)).toMatch(/already finished \(FAILED\)/);
  });

  it('answers 409 for a finished task, and 404 for an unknown id or another account’s task', async () => {
    const s = service();
    const id = await submit(s, SHORT);
    await s.idle();
    expect((await status(s, id)).status).toBe('SUCCESS');
    const finished = await send(s, 'POST', `/smart-scanner-backtest/tasks/${id}/cancel`);
    expect(finished).toMatchObject({ status: 409, body: { code: 409, data: null } });
    expect(String(finished.body.msg)).toMatch(/already finished \(SUCCESS\)/);

    const unknown = await send(s, 'POST', '/smart-scanner-backtest/tasks/no-such-task/cancel');
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, data: null } });

    const running = await submit(s, SHORT);
    const bobs = await send(s, 'POST', `/smart-scanner-backtest/tasks/${running}/cancel`, undefined, {
      Authorization: 'bob',
    });
    expect(bobs).toMatchObject({ status: 404, body: { code: 404, data: null } });
    await s.idle();
    expect((await status(s, running)).status).toBe('SUCCESS');
  });
});
