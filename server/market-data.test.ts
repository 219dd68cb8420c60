import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacktestResultSchema } from '../src/contract/index.ts';
import { chartAnswer, fixtureRoutes, recordedChart } from '../src/sources/fixtures/fixture-routes.ts';
import { withSplit } from '../src/sources/fixtures/yahoo-chart-body.ts';
import { alwaysIn } from '../src/testing/strategies.ts';
import { startReplayServer, type ReplayServer } from '../src/testing/replay-server.ts';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

/*
 * A server whose yahoo source is the replay server (`--source yahoo=URL`): a refresh over HTTP, then backtests run in
 * the worker threads on what the main process stored, also after a later refresh changed it.
 */

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
let replay: ReplayServer;
let server: RunningServer;

beforeAll(async () => {
  replay = await startReplayServer({ routes: fixtureRoutes() });
  const dirs = scratch();
  ({ server } = await testServer({
    dbFile: dirs.dbFile,
    distDir: dirs.distDir,
    storeDir: dirs.dir,
    workers: 1,
    sourceMirrors: { yahoo: replay.url },
    sourcePoliteness: false,
  }));
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  await replay?.close();
  removeScratch();
});

async function refreshed(symbols: string[]) {
  const started = await call(server.url, 'POST', '/data/refresh/start', { as: ANN, body: { symbols } });
  expect(started.status, started.text).toBe(202);
  return waitForTask(server.url, `/data/refresh/status/${String(started.body.task_id)}`, ANN);
}

async function backtestReturn(): Promise<{ entry: string; ret: number; source: unknown }> {
  const started = await call(server.url, 'POST', '/backtest/start_backtest', {
    as: ANN,
    body: alwaysIn('NVDA', '2021-01-01', '2022-12-31'),
  });
  expect(started.status, started.text).toBe(202);
  const task = await waitForTask(server.url, `/backtest/status/${String(started.body.task_id)}`, ANN);
  expect(task.body.status, task.text).toBe('SUCCESS');
  const result = BacktestResultSchema.parse(task.body.result);
  return { entry: result.EntryDate[0], ret: result['Each Return'][0], source: result.Extra.data };
}

describe('market data on the server', () => {
  it('refreshes over HTTP and its task threads backtest what was stored, before and after a split', async () => {
    const chart = recordedChart('NVDA');
    const days = chart.timestamp.map((t) => new Date(t * 1000).toISOString().slice(0, 10));
    const [q] = chart.indicators.quote;
    const refresh = await refreshed(['NVDA']);
    expect(refresh.body.status).toBe('SUCCESS');

    const before = await backtestReturn();
    expect(before.entry).toBe(days[1]);
    expect(before.ret / 100).toBeCloseTo(q.close.at(-1)! / q.open[1]! - 1, 6);
    expect(before.source).toEqual({ symbol: 'NVDA', source: 'yahoo', first: days[0], last: days.at(-1), stale: false });

    // A 2:1 split on the last day halves every earlier price: the trade now buys at half the price.
    const splitAt = chart.timestamp[chart.timestamp.length - 1];
    replay.setAnswer('yahoo-chart', (request) => chartAnswer(withSplit(recordedChart('NVDA'), splitAt, 2), request));
    const again = await refreshed(['NVDA']);
    expect(again.body.result).toMatchObject({ symbols: [{ symbol: 'NVDA', reloaded: true }] });
    const after = await backtestReturn();
    expect(after.ret / 100).toBeCloseTo(q.close.at(-1)! / (q.open[1]! / 2) - 1, 6);
  }, 60_000);
});
