import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '../src/contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../src/node/folder-market-data.ts';
import { SweepSliceRunner } from '../src/service/research/sweep-slice.ts';
import { combinationValues } from '../src/service/research/sweep-plan.ts';
import { RSI_DIP } from '../src/testing/strategies.ts';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

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

describe('a sweep on the server', () => {
  it('hands its slices to the worker threads and answers the cells a single thread computes', async () => {
    const axes = [
      { path: 'symbol', values: ['SPX', 'MSFT', 'IBM'] },
      { path: 'risk_control.days', values: { from: 5, to: 60, step: 5 } },
      { path: 'capital_alloc', values: [0.5, 1] },
    ];
    const submitted = await call<{ task_id: string }>(server.url, 'POST', '/backtest/sweep/start', {
      as: ANN,
      body: { strategy: RSI_DIP, axes },
    });
    expect(submitted.status).toBe(202);
    const done = await waitForTask(server.url, `/backtest/status/${submitted.body.task_id}`, ANN, 60_000);
    expect(done.body).toMatchObject({ status: 'SUCCESS', task_type: 'sweep' });
    const result = done.body.result as SweepResult;
    expect(result.cells).toHaveLength(3 * 12 * 2);
    // The same slice run here, in this thread, in one piece.
    const today = new Date().toISOString().slice(0, 10);
    const alone = await new SweepSliceRunner(new FolderMarketData([BUNDLED_SAMPLES_DIR])).run({
      strategy: RSI_DIP,
      axes: result.axes,
      from: 0,
      to: 72,
      today,
    });
    expect(result.cells).toEqual(alone);
    expect(alone.map((c) => c.values)).toEqual(alone.map((_, i) => combinationValues(result.axes, i)));
    expect(alone.filter((c) => c.error !== undefined)).toEqual([]);
  });
});
