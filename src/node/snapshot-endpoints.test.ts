import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OptionResponseSchema } from '../contract/index.ts';
import { RefreshTaskSchema } from '../contract/market-data.ts';
import { MemorySnapshotStore } from '../service/data/memory-snapshot-store.ts';
import { MemorySymbolStore } from '../service/data/memory-symbol-store.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import type { Service } from '../service/router.ts';
import { send, testService } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { fixtureRoutes } from '../sources/fixtures/fixture-routes.ts';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.ts';
import { nodeMarketPorts } from './node-market.ts';

/*
 * A refresh with `snapshots` over the replay server: each symbol's nearest option expirations' puts and its dividend
 * figures land in the snapshot store, the option scanner answers from the fetched chains, a failed snapshot keeps
 * what was stored, and another source is refused.
 */

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => replay.close());

let store: MemorySymbolStore;
let snapshots: MemorySnapshotStore;
let service: Service;
beforeEach(() => {
  replay.clearFaults('yahoo-options');
  store = new MemorySymbolStore();
  snapshots = new MemorySnapshotStore();
  let id = 0;
  const market = nodeMarketPorts({
    store,
    snapshots,
    mirrors: { yahoo: replay.url, stooq: replay.url },
    politeness: false,
    sleep: () => Promise.resolve(),
    clock: { now: () => Date.parse('2026-11-20T14:30:00Z') },
    ids: { newId: () => `refresh-${++id}` },
  });
  service = testService({ marketData: new StoredMarketData(store, new MemoryMarketData()), market });
});

async function refresh(body: unknown) {
  const started = await send(service, 'POST', '/data/refresh/start', body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { task_id } = z.object({ task_id: z.string() }).parse(started.body);
  await service.idle();
  return RefreshTaskSchema.parse((await send(service, 'GET', `/data/refresh/status/${task_id}`)).body);
}

async function scan(query = '') {
  const answer = await send(service, 'GET', `/smart-option-scanner/options${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OptionResponseSchema.parse(answer.body).data;
}

describe('a refresh with snapshots', () => {
  it('stores each symbol chain of its nearest expirations and its fundamentals; the scanner reads them', async () => {
    const task = await refresh({ symbols: ['AAPL', 'SYN0001'], source: 'yahoo', snapshots: true });
    expect(task.result?.symbols.map((s) => [s.symbol, s.status, s.snapshots, s.snapshot_error])).toEqual([
      ['AAPL', 'updated', ['chain', 'fundamentals'], undefined],
      ['SYN0001', 'updated', ['chain', 'fundamentals'], undefined],
    ]);

    const chains = await snapshots.optionChains();
    expect(chains.map((c) => [c.symbol, c.source, c.date])).toEqual([
      // the recorded AAPL chain was quoted 2025-02-21; SYN0001's synthetic history ends on Friday 2026-10-30
      ['AAPL', 'yahoo', '2025-02-21'],
      ['SYN0001', 'yahoo', '2026-10-30'],
    ]);
    const [aapl, syn] = chains;
    // The recording has 48 puts of 2025-02-28; the replay answers that one expiration for every date asked.
    expect(aapl.quotes).toHaveLength(48);
    expect(aapl.quotes.every((q) => q.type === 'put' && q.close === 245.55)).toBe(true);
    // Fridays after 2026-10-30 within 60 days, the nearest four, 13 strikes each.
    expect([...new Set(syn.quotes.map((q) => q.expiration))]).toEqual([
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-11-27',
    ]);
    expect(syn.quotes).toHaveLength(4 * 13);
    // The chain's underlying is the close the refresh stored for the same day.
    const stored = await store.get('SYN0001');
    const lastBar = stored?.kind === 'prices' ? stored.rows.at(-1) : undefined;
    expect(lastBar?.Date).toBe('2026-10-30');
    expect(new Set(syn.quotes.map((q) => q.close))).toEqual(new Set([lastBar?.Close]));

    // AAPL's recorded quote summary: summaryDetail and defaultKeyStatistics.
    expect(await snapshots.fundamentals('aapl')).toMatchObject({
      source: 'yahoo',
      dividendYield: 0.0041,
      trailingPE: 38.91442,
      payoutRatio: 0.1571,
      epsGrowth: 0.071,
      // dated by AAPL's last stored bar: the recorded chart ends on 2020-11-06
      date: '2020-11-06',
    });

    const newest = await scan();
    expect(newest.as_of_date).toBe('2026-10-30');
    expect(newest.tickers).toEqual(['SYN0001']);
    expect(newest.chain).toEqual({ origin: 'fetched', source: 'yahoo', date: '2026-10-30' });
    const older = await scan('?date=2025-02-21');
    expect(older.tickers).toEqual(['AAPL']);
    expect(older.chain).toEqual({ origin: 'fetched', source: 'yahoo', date: '2025-02-21' });
  });

  it('reports a failed chain for its symbol and keeps the chain stored before', async () => {
    await refresh({ symbols: ['SYN0002'], source: 'yahoo', snapshots: true });
    const before = JSON.stringify(await snapshots.optionChains());
    replay.fault('yahoo-options', { kind: 'status', status: 404, times: Infinity });
    const task = await refresh({ symbols: ['SYN0002'], source: 'yahoo', snapshots: true });
    const [outcome] = task.result?.symbols ?? [];
    expect(outcome.status).toBe('unchanged');
    expect(outcome.snapshots).toEqual(['fundamentals']);
    expect(outcome.snapshot_error).toMatch(/^option chain: .*404.*\(what was stored is kept\)$/);
    expect(JSON.stringify(await snapshots.optionChains())).toBe(before);
  });

  it('fetches no snapshot unless asked', async () => {
    const task = await refresh({ symbols: ['SYN0003'], source: 'yahoo' });
    expect(task.result?.symbols[0].snapshots).toBeUndefined();
    expect(await snapshots.optionChains()).toEqual([]);
    expect(await snapshots.allFundamentals()).toEqual([]);
  });

  it('refuses snapshots with another source, on the snapshots field', async () => {
    const answer = await send(service, 'POST', '/data/refresh/start', {
      symbols: ['AAPL'],
      source: 'stooq',
      snapshots: true,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('snapshots');
    expect(JSON.stringify(answer.body)).toContain(
      'option chains and dividend figures are fetched from yahoo only; choose source yahoo or leave snapshots off',
    );
  });
});

describe('the option scanner without a fetched chain', () => {
  it('reads the connection chain files and says whether it is the made-up demo', async () => {
    const answer = await send(service, 'GET', '/smart-option-scanner/options');
    // MemoryMarketData has no chain: the 404 tells how to get one
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toMatch(/refresh symbols from yahoo with option chains/);
  });
});
