import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '../src/contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../src/node/folder-market-data.ts';
import { measureOverfitting } from '../src/service/research/sweep-overfitting.ts';
import { SweepSliceRunner } from '../src/service/research/sweep-slice.ts';
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

describe('a sweep’s overfitting block on the server', () => {
  it('is the one the cells’ return summaries give when measured in this thread', async () => {
    // a failing symbol among them: its cells have no summary, packed or not
    const axes = [
      { path: 'symbol', values: ['SPX', 'NO_SUCH_SYMBOL', 'MSFT'] },
      { path: 'risk_control.days', values: { from: 5, to: 40, step: 5 } },
    ];
    const submitted = await call<{ task_id: string }>(server.url, 'POST', '/backtest/sweep/start', {
      as: ANN,
      body: { strategy: RSI_DIP, axes, min_trades: 0 },
    });
    expect(submitted.status).toBe(202);
    const done = await waitForTask(server.url, `/backtest/status/${submitted.body.task_id}`, ANN, 60_000);
    expect(done.body).toMatchObject({ status: 'SUCCESS', task_type: 'sweep' });
    const result = done.body.result as SweepResult;
    const today = new Date().toISOString().slice(0, 10);
    const alone = await new SweepSliceRunner(new FolderMarketData([BUNDLED_SAMPLES_DIR])).run({
      strategy: RSI_DIP,
      axes: result.axes,
      from: 0,
      to: 24,
      today,
      returns: true,
    });
    expect(alone.filter((c) => c.returns !== undefined)).toHaveLength(16);
    expect(alone.slice(8, 16).every((c) => c.error !== undefined && c.returns === undefined)).toBe(true);
    const here = measureOverfitting(alone, 0);
    expect(result.cells).toEqual(here.cells);
    expect(result.overfitting).toEqual(here.overfitting);
    expect(result.overfitting?.trials).toBe(16);
    expect(result.overfitting?.pbo_cells).toBe(16);
  });
});
