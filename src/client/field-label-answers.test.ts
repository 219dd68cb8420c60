import { describe, expect, it } from 'vitest';
import { send, testService } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { errorFields, errorText } from './api-error.ts';
import type { HttpTransport } from './backtest-client.ts';
import { endpointCaller } from './endpoint-call.ts';

/** The service in this process and the typed call over it, the way a screen reaches a server. */
function connection() {
  const service = testService({ marketData: new MemoryMarketData({}) });
  const transport: HttpTransport = {
    request: async (method, path, body) => {
      const answer = await send(service, method, path, body);
      return { status: answer.status, body: answer.body };
    },
  };
  return { service, call: endpointCaller(transport) };
}

async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('a 400 of a research or analytics endpoint, as a person reads it', () => {
  it('names the walk-forward field as its tab labels it and keeps the path', async () => {
    const { service, call } = connection();
    const body = {
      strategy: {},
      axes: [{ path: 'capital_alloc', values: [0.5] }],
      in_sample_bars: 10,
      out_of_sample_bars: 21,
    };
    const answer = await send<{ errors: { path: string }[] }>(service, 'POST', '/backtest/walk_forward/start', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e) => e.path)).toEqual(['in_sample_bars']);

    const error = await refusal(call('POST /backtest/walk_forward/start', { body }));
    expect(errorFields(error).map((e) => e.path)).toEqual(['in_sample_bars']);
    // "In-sample bars" is the field's label in src/features/strategy/research/walk-forward-tab.tsx; the API's message
    // names the field itself, so the label takes its place rather than standing before it.
    expect(errorText(error)).toBe('In-sample bars must be at least 20');
  });

  it('names the correlation field as its form labels it and keeps the path', async () => {
    const { service, call } = connection();
    const body = {
      benchmark: 'SPX',
      stock_comparison: ['AAPL'],
      start_date: '2014-01-01',
      end_date: '2018-05-11',
      roll_window: 1,
    };
    const answer = await send<{ errors: { path: string }[] }>(service, 'POST', '/symbol_corr', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e) => e.path)).toEqual(['roll_window']);

    const error = await refusal(call('POST /symbol_corr', { body }));
    expect(errorFields(error).map((e) => e.path)).toEqual(['roll_window']);
    // "Rolling window (trading days)" is the label in src/features/correlation/symbol-form-values.ts (symbol-form.tsx).
    expect(errorText(error)).toMatch(/^Rolling window \(trading days\): /);
  });
});
