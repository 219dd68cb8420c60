import { describe, expect, it } from 'vitest';
import { createTestConnection } from '../testing/test-connection.ts';
import { ApiError } from './api-error.ts';
import { BacktestClient, workerTransport } from './backtest-client.ts';
import { fixedTransport as fixed } from './test-transport.ts';
import { RSI_DIP as rsi } from '../testing/strategies.ts';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('BacktestClient', () => {
  it('a malformed 2xx answer is a 502 ApiError naming the request', async () => {
    const client = new BacktestClient(fixed({ status: 200, body: { status: 42 } }));
    const error = await rejection(client.health());
    expect(error.status).toBe(502);
    expect(error.detail).toMatch(/^the service's answer to GET \/health is not in the expected shape: /);

    const tasks = new BacktestClient(fixed({ status: 200, body: { tasks: 'none' } }));
    expect((await rejection(tasks.tasks(10, 0))).status).toBe(502);
    const task = new BacktestClient(fixed({ status: 200, body: null }));
    expect((await rejection(task.task('abc'))).detail).toMatch(/GET \/backtest\/status\/abc/);
  });

  it('a non-2xx answer is an ApiError read from the body', async () => {
    const client = new BacktestClient(
      fixed({ status: 400, body: { detail: 'bad', errors: [{ path: 'symbol', message: 'symbol is required' }] } }),
    );
    const error = await rejection(client.validate(rsi));
    expect(error).toMatchObject({ status: 400, detail: 'bad', fieldErrors: [{ path: 'symbol' }] });
  });

  it('parses a good answer and builds the paths and query strings', async () => {
    const transport = fixed({ status: 200, body: [] });
    const client = new BacktestClient(transport);
    expect(await client.catalogue({ q: 'put call', type: 'other', symbol: '' })).toEqual([]);
    expect(await client.catalogue()).toEqual([]);
    await client.metadata('a/b c').catch(() => undefined);
    expect(transport.asked.map(([m, p]) => `${m} ${p}`)).toEqual([
      'GET /backtest/indicators/list?q=put+call&type=other',
      'GET /backtest/indicators/list',
      // Every query is written as a form (URLSearchParams) now: a space is "+", which the services read as a space.
      'GET /backtest/indicators/metadata?indicator=a%2Fb+c',
    ]);
  });

  it('deleteTask expects 204', async () => {
    await new BacktestClient(fixed({ status: 204, body: null })).deleteTask('x');
    const error = await rejection(
      new BacktestClient(fixed({ status: 404, body: { detail: 'no task' } })).deleteTask('x'),
    );
    expect(error).toMatchObject({ status: 404, detail: 'no task' });
  });

  it('workerTransport sends the body as JSON text in an http message', async () => {
    const sent: unknown[] = [];
    const transport = workerTransport({
      send: async (request) => {
        sent.push(request);
        return { status: 200, body: null };
      },
    });
    await transport.request('POST', '/backtest/validate', { a: 1 });
    await transport.request('GET', '/health');
    expect(sent).toEqual([
      { type: 'http', method: 'POST', path: '/backtest/validate', body: '{"a":1}' },
      { type: 'http', method: 'GET', path: '/health', body: undefined },
    ]);
  });

  it('against the in-browser service: health, validate, submit, task, list, delete', async () => {
    const connection = await createTestConnection();
    const { backtest } = connection;
    expect(await backtest.health()).toEqual({ status: 'ok' });
    expect((await backtest.validate(rsi)).warnings).toBeInstanceOf(Array);
    const { task_id } = await backtest.submit(rsi);
    await connection.parts.service.backtests.idle();
    expect((await backtest.task(task_id)).status).toBe('SUCCESS');
    expect((await backtest.tasks(10, 0)).tasks.map((t) => t.task_id)).toEqual([task_id]);
    await backtest.deleteTask(task_id);
    expect((await rejection(backtest.task(task_id))).status).toBe(404);
    expect((await backtest.catalogue({ q: 'vix' })).map((c) => c.url)).toEqual(['VIX']);
    const validation = await rejection(backtest.validate({ ...rsi, risk_control: 'x/y/z' }));
    expect(validation.status).toBe(400);
    expect(validation.fieldErrors.map((e) => e.path)).toContain('risk_control');
  });
});
