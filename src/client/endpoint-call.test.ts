import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Health, ResponseOf, SubmitResponse } from '../contract/index.ts';
import { RSI_DIP as rsi } from '../testing/strategies.ts';
import type { AnalyticsClient } from './analytics-client.ts';
import { AnalyticsError, ApiError } from './api-error.ts';
import type { BacktestClient } from './backtest-client.ts';
import type { EndpointCall } from './endpoint-call.ts';
import { endpointCaller, endpointPath, requestPath } from './endpoint-call.ts';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { fixedTransport } from './test-transport.ts';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
}

describe('the typed call: types read from the endpoint table', () => {
  it('gives each endpoint its own answer type', () => {
    expectTypeOf<ResponseOf<'GET /health'>>().toEqualTypeOf<Health>();
    expectTypeOf<ResponseOf<'POST /backtest/start_backtest'>>().toEqualTypeOf<SubmitResponse>();
    expectTypeOf<ResponseOf<'DELETE /backtest/tasks/:task_id'>>().toEqualTypeOf<null>();
    const call: EndpointCall = endpointCaller(fixedTransport({ status: 200, body: null }));
    expectTypeOf(() => call('GET /health')).returns.resolves.toEqualTypeOf<Health>();
    expectTypeOf(() =>
      call('GET /backtest/status/:task_id', { params: { task_id: 'a' } }),
    ).returns.resolves.toEqualTypeOf<ResponseOf<'GET /backtest/status/:task_id'>>();
    expectTypeOf(() =>
      call('GET /backtest/tasks', { query: { limit: 10, sort: 'sharpe' } }),
    ).returns.resolves.toHaveProperty('tasks');
  });

  it('hands back from the clients what the table answers', () => {
    expectTypeOf<Awaited<ReturnType<BacktestClient['submit']>>>().toEqualTypeOf<
      ResponseOf<'POST /backtest/start_backtest'>
    >();
    expectTypeOf<Awaited<ReturnType<BacktestClient['anyTask']>>>().toEqualTypeOf<
      ResponseOf<'GET /backtest/status/:task_id'>
    >();
    expectTypeOf<Awaited<ReturnType<BacktestClient['task']>>['task_type']>().toEqualTypeOf<'backtest'>();
    expectTypeOf<Awaited<ReturnType<AnalyticsClient['cpmNow']>>>().toEqualTypeOf<ResponseOf<'POST /cpm/scan'>>();
    expectTypeOf<Awaited<ReturnType<AnalyticsClient['seasonality']>>>().toEqualTypeOf<
      ResponseOf<'GET /seasonality'>['data']
    >();
  });

  it('does not compile a request or a read the table does not allow', () => {
    const call = endpointCaller(fixedTransport({ status: 200, body: null }));
    // Never run: each line is checked by the compiler only.
    const unrun = async () => {
      // @ts-expect-error: a body field of the wrong type
      await call('POST /backtest/validate', { body: { ...rsi, symbol: 42 } });
      // @ts-expect-error: a body without the fields the endpoint requires
      await call('POST /backtest/sweep/start', { body: { strategy: rsi } });
      // @ts-expect-error: no body at all where one is required
      await call('POST /backtest/start_backtest');
      // @ts-expect-error: a body to an endpoint that takes none
      await call('GET /health', { body: {} });
      // @ts-expect-error: the path parameter left out
      await call('GET /backtest/status/:task_id');
      // @ts-expect-error: the path parameter under another name
      await call('GET /backtest/status/:task_id', { params: { id: 'a' } });
      // @ts-expect-error: a query field of the wrong type
      await call('GET /backtest/tasks', { query: { limit: 'ten' } });
      // @ts-expect-error: an endpoint the table does not have
      await call('GET /backtest/nothing');
      // @ts-expect-error: the method is part of the key
      await call('POST /health');
      const health = await call('GET /health');
      // @ts-expect-error: a field the answer does not have
      void health.version;
      const removed = await call('DELETE /backtest/tasks/:task_id', { params: { task_id: 'a' } });
      // @ts-expect-error: a 204 answers no body
      void removed.task_id;
    };
    expectTypeOf(unrun).toBeFunction();
  });

  it('keys a query by the endpoint and its request, typed by the table', () => {
    const options = endpointQueryOptions('GET /cpm/status/:task_id', { params: { task_id: 't1' } }, async () => 1);
    expect(options.queryKey).toEqual(['GET /cpm/status/:task_id', { params: { task_id: 't1' } }]);
    expect(options.enabled).toBe(true);
    expect(endpointQueryKey('GET /cpm/tasks')).toEqual(['GET /cpm/tasks']);
    const waiting = endpointQueryOptions('GET /screens', null, async () => 1, 'records');
    expect(waiting.queryKey).toEqual(['GET /screens', null, 'records']);
    expect(waiting.enabled).toBe(false);
    // @ts-expect-error: a request of another endpoint
    endpointQueryOptions('GET /screens', { params: { task_id: 't1' } }, async () => 1);
  });
});

describe('requestPath', () => {
  it('fills the path parameters, encoded', () => {
    expect(requestPath('/backtest/status/:task_id', { params: { task_id: 'a/b c' } })).toBe(
      '/backtest/status/a%2Fb%20c',
    );
    expect(endpointPath('POST /smart-scanner-backtest/tasks/:task_id/cancel', { params: { task_id: 'x' } })).toBe(
      '/smart-scanner-backtest/tasks/x/cancel',
    );
  });

  it('writes the query as text, in the order given, leaving out the empty fields', () => {
    expect(
      requestPath('/backtest/tasks', { query: { limit: 10, offset: 0, q: '', status: undefined, sort: 'sharpe' } }),
    ).toBe('/backtest/tasks?limit=10&offset=0&sort=sharpe');
    expect(endpointPath('GET /smart-stock-scanner/latest-day-all', { query: { with_picks: true } })).toBe(
      '/smart-stock-scanner/latest-day-all?with_picks=true',
    );
    expect(requestPath('/backtest/indicators/list', { query: { q: 'put call' } })).toBe(
      '/backtest/indicators/list?q=put+call',
    );
    expect(endpointPath('GET /health')).toBe('/health');
  });

  it('refuses a path parameter left out', () => {
    expect(() => requestPath('/cpm/status/:task_id', {})).toThrow('/cpm/status/:task_id needs its task_id');
  });
});

describe('the typed call over a transport', () => {
  it('sends the method, the filled path and the body, and hands back the parsed answer', async () => {
    const transport = fixedTransport({ status: 202, body: { message: 'queued', task_id: 't1' } });
    const answer = await endpointCaller(transport)('POST /backtest/start_backtest', { body: rsi });
    expect(answer).toEqual({ message: 'queued', task_id: 't1' });
    expect(transport.asked).toEqual([['POST', '/backtest/start_backtest', rsi]]);
  });

  it('throws an AnalyticsError for an analytics error envelope, whatever the HTTP status', async () => {
    for (const status of [200, 404]) {
      const call = endpointCaller(fixedTransport({ status, body: { code: 404, msg: 'no such ticker', data: null } }));
      const error = await rejection(call('GET /seasonality', { query: { ticker: 'NOPE' } }));
      expect(error).toBeInstanceOf(AnalyticsError);
      expect(error).toMatchObject({ status, code: 404, detail: 'no such ticker' });
    }
  });

  it('hands back the 407 of /cpm/scan as an answer: nothing matched', async () => {
    const body = { code: 407, msg: 'no pattern found', data: null };
    const call = endpointCaller(fixedTransport({ status: 200, body }));
    const request = { body: { symbol: 'SPX', corr_per: 90, time_in_market: 10, system_pattern: 'triple_tap' } };
    expect(await call('POST /cpm/scan', request)).toEqual(body);
    // The same code from an endpoint that does not list it among its answers is a failure.
    const error = await rejection(call('POST /cpm/scan/start', request));
    expect(error).toBeInstanceOf(AnalyticsError);
  });

  it('hands back null for the 204 of a delete, and throws the service error for anything else', async () => {
    const request = { params: { task_id: 'x' } };
    expect(
      await endpointCaller(fixedTransport({ status: 204, body: null }))('DELETE /backtest/tasks/:task_id', request),
    ).toBe(null);
    const error = await rejection(
      endpointCaller(fixedTransport({ status: 404, body: { detail: 'no task x' } }))(
        'DELETE /backtest/tasks/:task_id',
        request,
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'no task x' });
  });

  it('a body in the wrong shape is a 502 ApiError naming the request', async () => {
    const call = endpointCaller(fixedTransport({ status: 200, body: { tasks: 'none' } }));
    const error = await rejection(call('GET /backtest/tasks', { query: { limit: 10, offset: 0 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502 });
    expect((error as ApiError).detail).toMatch(
      /^the service's answer to GET \/backtest\/tasks\?limit=10&offset=0 is not in the expected shape: /,
    );
  });

  it('a 4xx of the backtest service is the ApiError its body describes', async () => {
    const body = { detail: 'bad', errors: [{ path: 'symbol', message: 'symbol is required' }] };
    const error = await rejection(
      endpointCaller(fixedTransport({ status: 400, body }))('POST /backtest/validate', { body: rsi }),
    );
    expect(error).toMatchObject({ status: 400, detail: 'bad', fieldErrors: [{ path: 'symbol' }] });
  });
});
