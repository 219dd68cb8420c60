import { describe, expect, it } from 'vitest';
import { MemorySymbolStore } from '../data/memory-symbol-store.ts';
import { RefreshRuns } from '../data/refresh-runs.ts';
import { priceSeries } from '../data/refresh/test-symbol-store-contract.ts';
import { LocalAccount } from '../local-account.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import { createService } from '../router.ts';
import { sequentialIds, send } from '../testing/harness.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';

/** Friday 27 November 2026, 15:00 UTC. */
const NOW = Date.parse('2026-11-27T15:00:00Z');

async function storeOf() {
  const store = new MemorySymbolStore();
  await store.put(priceSeries('AAA', ['2026-11-24', '2026-11-25']));
  await store.put(priceSeries('BBB', ['2026-11-17', '2026-11-18']));
  await store.put(priceSeries('CCC', ['2026-11-26', '2026-11-27']));
  // A weekly value series is older still, and is not what the figure is about.
  await store.put({
    symbol: 'COT',
    source: 'cftc',
    updated_at: '2026-11-20T10:00:00.000Z',
    kind: 'indicator',
    rows: [{ Date: '2026-01-06', Value: 1 }],
  });
  return store;
}

function serviceOf(store: MemorySymbolStore, lastEnded: string | null, scheduled = true) {
  const clock = { now: () => NOW };
  return createService({
    tasks: new MemoryTaskStore(),
    marketData: new MemoryMarketData({}),
    accounts: new LocalAccount(),
    clock,
    ids: sequentialIds(),
    market: {
      store,
      runs: new RefreshRuns({ clock, ids: sequentialIds(), store }),
      sources: new Map(),
      defaultSource: 'yahoo',
    },
    ...(scheduled && { refreshSchedule: { lastEnded: async () => lastEnded } }),
  });
}

describe('GET /health with a scheduled refresh', () => {
  it('says when the last refresh ended and which stored price series is furthest behind', async () => {
    const answer = await send(serviceOf(await storeOf(), '2026-11-27T04:52:10.000Z'), 'GET', '/health');
    // BBB ends on Wednesday 18 November; after it up to Friday 27 November: 19, 20, 23, 24, 25, 26, 27 = 7 weekdays.
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'ok',
        last_refresh_ended: '2026-11-27T04:52:10.000Z',
        stalest_symbol: { symbol: 'BBB', last: '2026-11-18', weekdays_behind: 7 },
      },
    });
  });

  it('answers null for a refresh never run and a store with no prices', async () => {
    const answer = await send(serviceOf(new MemorySymbolStore(), null), 'GET', '/health');
    expect(answer.body).toEqual({ status: 'ok', last_refresh_ended: null, stalest_symbol: null });
  });

  it('stays {status} on a host with no scheduled refresh', async () => {
    const answer = await send(serviceOf(await storeOf(), null, false), 'GET', '/health');
    expect(answer.body).toEqual({ status: 'ok' });
  });
});
