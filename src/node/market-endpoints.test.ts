import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RefreshTaskSchema, StoredSymbolsAnswerSchema, SymbolBarsAnswerSchema } from '../contract/market-data.ts';
import { BacktestResultSchema } from '../contract/index.ts';
import { MemorySymbolStore } from '../service/data/memory-symbol-store.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import type { Service } from '../service/router.ts';
import { finishedBacktest, send, testService } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { chartAnswer, fixtureRoutes, recordedChart } from '../sources/fixtures/fixture-routes.ts';
import { withSplit } from '../sources/fixtures/yahoo-chart-body.ts';
import { alwaysIn } from '../testing/strategies.ts';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.ts';
import { nodeMarketPorts } from './node-market.ts';

/*
 * The market-data endpoints of a server or the CLI, over the node sources pointed at the replay server
 * (`--source yahoo=URL`): refresh, incremental refresh, a split between two refreshes, the faults of issue 29 with
 * the stored series unchanged after each, cancel, and a backtest and a seasonality on a fetched symbol.
 */

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => replay.close());

let store: MemorySymbolStore;
let service: Service;
beforeEach(() => {
  replay.clearFaults('yahoo-chart');
  replay.setAnswer('yahoo-chart', fixtureRoutes().find((r) => r.name === 'yahoo-chart')!.answer);
  store = new MemorySymbolStore();
  const clock = { now: () => Date.parse('2026-11-20T14:30:00Z') };
  let id = 0;
  const market = nodeMarketPorts({
    store,
    mirrors: { yahoo: replay.url, stooq: replay.url },
    keys: {},
    politeness: false,
    // the retries' waits are the policy's own tests' concern: here they pass at once
    sleep: () => Promise.resolve(),
    clock,
    ids: { newId: () => `refresh-${++id}` },
  });
  service = testService({ marketData: new StoredMarketData(store, new MemoryMarketData()), market });
});

/** The trading days of a recorded chart: its timestamps with a close, as dates in New York. */
function recordedDays(symbol: string): { dates: string[]; opens: number[]; closes: number[] } {
  const chart = recordedChart(symbol);
  const dates: string[] = [];
  const opens: number[] = [];
  const closes: number[] = [];
  chart.timestamp.forEach((t, i) => {
    const close = chart.indicators.quote[0].close[i];
    const open = chart.indicators.quote[0].open[i];
    if (close === null || open === null) return;
    // Yahoo stamps a daily bar at the session's open, 9:30 New York: the UTC date is the trading day.
    dates.push(new Date(t * 1000).toISOString().slice(0, 10));
    opens.push(open);
    closes.push(close);
  });
  return { dates, opens, closes };
}

async function refresh(body: unknown) {
  const started = await send(service, 'POST', '/data/refresh/start', body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { task_id } = z.object({ task_id: z.string() }).parse(started.body);
  await service.idle();
  const status = await send(service, 'GET', `/data/refresh/status/${task_id}`);
  expect(status.status).toBe(200);
  return RefreshTaskSchema.parse(status.body);
}

const storedJson = async (symbol: string) => JSON.stringify(await store.get(symbol));

describe('the market-data endpoints over the replay server', () => {
  it('lists the sources with where their requests go and whether a key is missing', async () => {
    const answer = await send(service, 'GET', '/data/sources');
    expect(answer.status).toBe(200);
    const sources = z.object({ sources: z.array(z.looseObject({ name: z.string() })) }).parse(answer.body).sources;
    expect(sources.map((s) => s.name)).toEqual(['yahoo', 'stooq', 'alphavantage', 'fred', 'cftc']);
    expect(sources[0]).toMatchObject({ base_url: replay.url, ready: true, needs_key: false, browser_direct: false });
    expect(sources[3]).toMatchObject({ name: 'fred', needs_key: true, ready: false });
  });

  it('refreshes three symbols, then adds only what is new, then reloads the whole history after a split', async () => {
    const aapl = recordedDays('AAPL');
    const cut = 30;
    const full = recordedChart('AAPL');
    // The first refresh sees the history as it stood 30 bars in.
    replay.setAnswer('yahoo-chart', (request) => {
      const symbol = request.params[0].toUpperCase();
      const chart = recordedChart(symbol);
      if (symbol !== 'AAPL') return chartAnswer(chart, request);
      return chartAnswer(chart, {
        ...request,
        query: new URLSearchParams({ ...Object.fromEntries(request.query), period2: String(chart.timestamp[cut]) }),
      });
    });
    const first = await refresh({ symbols: ['aapl', 'NVDA', 'MSFT'], source: 'yahoo' });
    expect(first.status).toBe('SUCCESS');
    const nvda = recordedDays('NVDA');
    expect(first.result?.symbols).toEqual(
      [
        expect.objectContaining({
          symbol: 'AAPL',
          status: 'updated',
          rows_added: cut,
          first: aapl.dates[0],
          last: aapl.dates[cut - 1],
        }),
        expect.objectContaining({ symbol: 'NVDA', status: 'updated', rows_added: nvda.dates.length }),
        expect.objectContaining({ symbol: 'MSFT', status: 'updated', rows_added: recordedDays('MSFT').dates.length }),
      ].sort(() => 0),
    );

    // Later the whole recorded history is there: the refresh adds the rest.
    replay.setAnswer('yahoo-chart', (request) => chartAnswer(recordedChart(request.params[0].toUpperCase()), request));
    const second = await refresh({ symbols: ['AAPL', 'NVDA'] });
    const byName = new Map(second.result?.symbols.map((s) => [s.symbol, s]));
    expect(byName.get('AAPL')).toMatchObject({
      status: 'updated',
      rows_added: aapl.dates.length - cut,
      last: aapl.dates.at(-1),
    });
    expect(byName.get('AAPL')?.reloaded).toBeFalsy();
    expect(byName.get('NVDA')).toMatchObject({ status: 'unchanged', rows_added: 0 });

    // A 2:1 split on the last day: every earlier price halves, the overlap differs, the whole history is fetched again.
    const splitAt = full.timestamp[full.timestamp.length - 1];
    replay.setAnswer('yahoo-chart', (request) => chartAnswer(withSplit(recordedChart('AAPL'), splitAt, 2), request));
    const third = await refresh({ symbols: ['AAPL'] });
    expect(third.result?.symbols[0]).toMatchObject({
      status: 'updated',
      reloaded: true,
      rows_added: aapl.dates.length,
    });
    const bars = SymbolBarsAnswerSchema.parse((await send(service, 'GET', '/data/symbols/AAPL/bars')).body);
    expect(bars.rows[0].Close).toBeCloseTo(aapl.closes[0] / 2, 9);
    expect(bars.rows.at(-1)?.Close).toBeCloseTo(aapl.closes.at(-1)!, 9);

    const listed = StoredSymbolsAnswerSchema.parse((await send(service, 'GET', '/data/symbols')).body).symbols;
    expect(listed.map((s) => [s.symbol, s.source, s.rows])).toEqual([
      ['AAPL', 'yahoo', aapl.dates.length],
      ['MSFT', 'yahoo', recordedDays('MSFT').dates.length],
      ['NVDA', 'yahoo', nvda.dates.length],
    ]);
    // NVDA's recorded history has its 4:1 split of 2021-07-20.
    expect(listed[2].splits).toEqual([{ date: '2021-07-20', ratio: 4 }]);
  });

  it('keeps every stored series byte-identical through a 500, malformed JSON and a reset, and finishes the others', async () => {
    replay.setAnswer('yahoo-chart', (request) => {
      const chart = recordedChart(request.params[0].toUpperCase());
      return chartAnswer(chart, {
        ...request,
        query: new URLSearchParams({ ...Object.fromEntries(request.query), period2: String(chart.timestamp[20]) }),
      });
    });
    await refresh({ symbols: ['AAPL', 'NVDA', 'MSFT'] });
    const before = { AAPL: await storedJson('AAPL'), NVDA: await storedJson('NVDA'), MSFT: await storedJson('MSFT') };
    replay.setAnswer('yahoo-chart', (request) => chartAnswer(recordedChart(request.params[0].toUpperCase()), request));
    const symbolIs = (symbol: string) => (r: { path: string }) => r.path.endsWith(`/${symbol}`);
    replay.fault('yahoo-chart', { kind: 'status', status: 500, times: Infinity, when: symbolIs('NVDA') });
    replay.fault('yahoo-chart', { kind: 'malformed', times: Infinity, when: symbolIs('MSFT') });
    const faulty = await refresh({ symbols: ['AAPL', 'NVDA', 'MSFT'] });
    const outcome = new Map(faulty.result?.symbols.map((s) => [s.symbol, s]));
    expect(outcome.get('AAPL')?.status).toBe('updated');
    expect(outcome.get('NVDA')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/yahoo answered 500 for NVDA/),
    });
    expect(outcome.get('MSFT')).toMatchObject({ status: 'failed', error: expect.stringMatching(/MSFT/) });
    expect(await storedJson('NVDA')).toBe(before.NVDA);
    expect(await storedJson('MSFT')).toBe(before.MSFT);
    expect(await storedJson('AAPL')).not.toBe(before.AAPL);

    replay.clearFaults('yahoo-chart');
    replay.fault('yahoo-chart', { kind: 'reset', afterBytes: 200, times: Infinity });
    const reset = await refresh({ symbols: ['NVDA'] });
    expect(reset.result?.symbols[0]).toMatchObject({ symbol: 'NVDA', status: 'failed' });
    expect(await storedJson('NVDA')).toBe(before.NVDA);
  }, 30_000);

  it('waits out a 429 and succeeds', async () => {
    replay.fault('yahoo-chart', { kind: 'status', status: 429, retryAfter: '0' });
    const answer = await refresh({ symbols: ['MSFT'] });
    expect(answer.result?.symbols[0]).toMatchObject({ status: 'updated' });
    expect(replay.requests('yahoo-chart')).toBeGreaterThanOrEqual(2);
  });

  it('cancels: the symbols not reached are absent and nothing half written', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    replay.setAnswer('yahoo-chart', async (request) => {
      const symbol = request.params[0].toUpperCase();
      if (symbol === 'NVDA') await held;
      return chartAnswer(recordedChart(symbol), request);
    });
    const started = await send(service, 'POST', '/data/refresh/start', { symbols: ['NVDA'] });
    const { task_id } = z.object({ task_id: z.string() }).parse(started.body);
    const cancelled = await send(service, 'POST', `/data/refresh/${task_id}/cancel`);
    expect(cancelled.status).toBe(200);
    release();
    await service.idle();
    const task = RefreshTaskSchema.parse((await send(service, 'GET', `/data/refresh/status/${task_id}`)).body);
    expect(task.result?.cancelled).toBe(true);
    expect(await store.get('NVDA')).toBeUndefined();
  });

  it('runs a backtest and a seasonality on a fetched symbol, and the result names its source and last date', async () => {
    await refresh({ symbols: ['NVDA'] });
    const nvda = recordedDays('NVDA');
    const strategy = alwaysIn('NVDA', '2021-01-01', '2022-12-31');
    const task = await finishedBacktest(service, strategy);
    expect(task.status, task.error).toBe('SUCCESS');
    const result = BacktestResultSchema.parse(task.result);
    expect(result.Extra.data).toEqual({
      symbol: 'NVDA',
      source: 'yahoo',
      first: nvda.dates[0],
      last: nvda.dates.at(-1),
      stale: false,
    });
    expect(result['Total Trades']).toBe(1);
    expect(result.EntryDate[0]).toBe(nvda.dates[1]);
    expect(result['Each Return'][0] / 100).toBeCloseTo(nvda.closes.at(-1)! / nvda.opens[1] - 1, 6);

    const seasonality = await send(service, 'GET', '/seasonality/performance-by-month?ticker=NVDA');
    expect(seasonality.status, JSON.stringify(seasonality.body)).toBe(200);
  });

  it('keeps a FRED series as an indicator of the catalogue, its missing day left out', async () => {
    const clock = { now: () => Date.parse('2026-11-20T14:30:00Z') };
    const market = nodeMarketPorts({
      store,
      mirrors: { fred: replay.url },
      keys: { fred: 'REPLAY-KEY' },
      politeness: false,
      clock,
      ids: { newId: () => 'refresh-fred' },
    });
    service = testService({ marketData: new StoredMarketData(store, new MemoryMarketData()), market });
    const answer = await refresh({ symbols: ['DGS10'], source: 'fred' });
    // The recorded answer: 2024-01-01 is written "." (no value), then five days.
    expect(answer.result?.symbols).toEqual([
      { symbol: 'DGS10', status: 'updated', rows_added: 5, first: '2024-01-02', last: '2024-01-08' },
    ]);
    const values = SymbolBarsAnswerSchema.parse((await send(service, 'GET', '/data/symbols/DGS10/bars')).body).values;
    expect(values).toEqual([
      { Date: '2024-01-02', Value: 3.95 },
      { Date: '2024-01-03', Value: 3.91 },
      { Date: '2024-01-04', Value: 3.99 },
      { Date: '2024-01-05', Value: 4.05 },
      { Date: '2024-01-08', Value: 4.01 },
    ]);
    const listed = await send(service, 'GET', '/backtest/indicators/list?q=dgs10');
    expect(JSON.stringify(listed.body)).toContain('DGS10');
    // The key went to the mirror, and no answer repeats it.
    expect(JSON.stringify((await send(service, 'GET', '/data/sources')).body)).not.toContain('REPLAY-KEY');
  });

  it('refuses a source this host does not have, an empty list and a bad symbol, naming the field', async () => {
    const unknown = await send(service, 'POST', '/data/refresh/start', { symbols: ['AAPL'], source: 'bloomberg' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toMatch(/source must be one of yahoo, stooq/);
    const keyless = await send(service, 'POST', '/data/refresh/start', { symbols: ['DGS10'], source: 'fred' });
    expect(keyless.status).toBe(400);
    expect(JSON.stringify(keyless.body)).toMatch(/fred needs an API key/);
    const empty = await send(service, 'POST', '/data/refresh/start', { symbols: [] });
    expect(JSON.stringify(empty.body)).toMatch(/symbols must name at least one symbol/);
    const bad = await send(service, 'POST', '/data/refresh/start', { symbols: ['A B'] });
    expect(JSON.stringify(bad.body)).toMatch(/a symbol may hold only letters/);
    expect((await send(service, 'GET', '/data/refresh/status/nope')).status).toBe(404);
    expect((await send(service, 'DELETE', '/data/symbols/NOPE')).status).toBe(404);
  });
});
