import { describe, expect, it } from 'vitest';
import { describeFieldErrors, ENDPOINT_LIST, fieldErrors, SweepRequestSchema } from '../contract/index.ts';
import { RSI_DIP } from '../testing/strategies.ts';
import { barsFromCloses, MemoryMarketData } from './testing/memory-market-data.ts';
import { send, testService } from './testing/harness.ts';

const closes = Array.from({ length: 200 }, (_, i) => 100 + 8 * Math.sin(i / 5));
const marketData = new MemoryMarketData({ SPX: barsFromCloses(closes) });

const strategy = RSI_DIP;

describe('the routes of the service', () => {
  it('are the endpoints of the table, each once, and nothing else', () => {
    const { app } = testService({ marketData });
    // `app.use` middleware is registered for every method (ALL); the endpoints each for their own.
    const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    const table = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...table].sort());
  });
});

describe('the inputs checked before a handler runs', () => {
  const service = testService({ marketData });

  it('names what an empty body should have been, per endpoint', async () => {
    for (const [path, expected] of [
      ['/backtest/start_backtest', 'StrategyParams'],
      ['/backtest/validate', 'StrategyParams'],
      ['/backtest/signal_study', 'StrategyParams'],
      ['/backtest/sweep/start', 'a sweep body {strategy, axes}'],
      ['/backtest/walk_forward/start', 'a walk-forward body {strategy, axes, in_sample_bars, out_of_sample_bars}'],
    ]) {
      const answer = await send(service, 'POST', path, ' ');
      expect([path, answer.status, answer.body.detail]).toEqual([
        path,
        400,
        `the request body is empty; send ${expected} as JSON`,
      ]);
    }
  });

  it('answers a JSON body that is not an object as each endpoint did', async () => {
    for (const [path, expected] of [
      ['/backtest/start_backtest', 'the body must be a JSON object of StrategyParams'],
      ['/backtest/validate', 'the body must be a JSON object of StrategyParams'],
      ['/backtest/signal_study', 'the body must be a JSON object of StrategyParams with optional horizons and min_gap'],
      // No sentence of its own: the sweep's schema says what it expected.
      ['/backtest/sweep/start', describeFieldErrors(fieldErrors(SweepRequestSchema.safeParse([1, 2]).error!))],
    ]) {
      const answer = await send(service, 'POST', path, [1, 2]);
      expect([path, answer.status, answer.body.detail]).toEqual([path, 400, expected]);
    }
  });

  it('answers a bad field in the error shape of the endpoint’s service', async () => {
    const backtest = await send(service, 'POST', '/backtest/validate', { ...strategy, symbol: 7 });
    expect(backtest.status).toBe(400);
    expect(backtest.body).toMatchObject({ errors: [{ path: 'symbol' }] });
    const analytics = await send(service, 'GET', '/cpm/tasks?limit=many');
    expect(analytics.status).toBe(400);
    expect(analytics.body).toMatchObject({ code: 400, data: null, errors: [{ path: 'limit' }] });
    const tasks = await send(service, 'GET', '/backtest/tasks?limit=many');
    expect(tasks.body).toMatchObject({ errors: [{ path: 'limit' }] });
    expect(tasks.body).not.toHaveProperty('code');
  });
});

describe('a submit with an Idempotency-Key', () => {
  it('answers 202 with a new task and 200 with the same task when repeated; the task keeps the body as sent', async () => {
    const service = testService({ marketData });
    const key = { 'Idempotency-Key': 'first-try' };
    const first = await send(service, 'POST', '/backtest/start_backtest', strategy, key);
    const again = await send(service, 'POST', '/backtest/start_backtest', strategy, key);
    const other = await send(service, 'POST', '/backtest/start_backtest', strategy);
    expect([first.status, again.status, other.status]).toEqual([202, 200, 202]);
    expect(again.body).toEqual(first.body);
    expect(other.body.task_id).not.toBe(first.body.task_id);
    await service.idle();
    const task = await send(service, 'GET', `/backtest/status/${String(first.body.task_id)}`);
    expect(task.body.params).toEqual(strategy);
  });
});
