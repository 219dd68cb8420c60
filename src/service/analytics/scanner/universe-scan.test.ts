import { describe, expect, it } from 'vitest';
import { ScannerLatestResponseSchema } from '../../../contract/index.ts';
import { seededRandom } from '../../../engine/testing/seeded-random.ts';
import { MemorySymbolStore } from '../../data/memory-symbol-store.ts';
import { RefreshRuns } from '../../data/refresh-runs.ts';
import { priceSeries } from '../../data/refresh/test-symbol-store-contract.ts';
import { UniverseCatalog } from '../../data/universe-catalog.ts';
import { MemoryUniverseStore } from '../../data/universe-store.ts';
import { send, sequentialIds, steppingClock, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';
import { weekdays } from './test-weekdays.ts';

const dates = weekdays(700);

/** A random walk over the first `n` dates (each symbol its own seed). */
function walk(seed: number, n: number) {
  const random = seededRandom(seed);
  let p = 50;
  return barsOn(dates.slice(0, n).map((d) => [d, (p *= 1 + (random() - 0.48) * 0.03)] as const));
}

/** AAA, BBB and CCC to dates[599], LONG to dates[699]; a universe Tech of AAA, BBB and NOPE (no prices). */
async function service(fetched: readonly string[] = []) {
  const marketData = new MemoryMarketData({
    AAA: walk(1, 600),
    BBB: walk(2, 600),
    CCC: walk(3, 600),
    LONG: walk(4, 700),
  });
  const store = new MemorySymbolStore();
  for (const symbol of fetched) await store.put(priceSeries(symbol, ['2015-01-05', '2015-01-06']));
  const universes = new UniverseCatalog({
    store: new MemoryUniverseStore(),
    builtins: async () => [],
    now: () => new Date(0),
  });
  await universes.put('Tech', { symbols: ['AAA', 'BBB', 'NOPE'] });
  const runs = new RefreshRuns({ clock: steppingClock(), ids: sequentialIds(), store });
  return testService({ marketData, market: { store, runs, sources: new Map(), defaultSource: 'yahoo', universes } });
}

async function latest(query: string, fetched: readonly string[] = []) {
  const answer = await send(await service(fetched), 'GET', `/smart-stock-scanner/latest-day-all?${query}`);
  return {
    status: answer.status,
    body: answer.body,
    data: answer.status === 200 ? ScannerLatestResponseSchema.parse(answer.body).data : undefined,
  };
}

describe('the scanner over a universe', () => {
  it('scans only the members with prices of the universe named', async () => {
    const day = dates[500];
    const all = await latest(`date=${day}`);
    const tech = await latest(`date=${day}&universe=tech`);
    expect(all.data?.symbols_scanned).toBe(4);
    // NOPE has no prices and CCC, LONG are not members.
    expect(tech.data?.symbols_scanned).toBe(2);
    for (const symbol of tech.data?.tickers ?? []) expect(['AAA', 'BBB']).toContain(symbol);
    const techPicks = (all.data?.scanner_data ?? []).filter((p) => p.Symbol === 'AAA' || p.Symbol === 'BBB');
    expect(tech.data?.count).toBe(techPicks.length);
    // An empty universe is every symbol.
    expect((await latest(`date=${day}&universe=`)).data?.symbols_scanned).toBe(4);
  });

  it('refuses a universe it does not know, naming it', async () => {
    const answer = await latest('universe=Nowhere');
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toMatch(/no universe Nowhere/);
    expect((await latest('universe=bad%2Fname')).status).toBe(400);
  });

  it('opens on the newest day most symbols reach, not one symbol’s later days', async () => {
    // Three of four end on dates[599]; only LONG trades on the hundred days after it.
    expect((await latest('')).data?.as_of_date).toBe(dates[599]);
    const withPicks = (await latest('with_picks=true')).data?.as_of_date ?? '';
    expect(withPicks <= dates[599]).toBe(true);
    // The universe's own newest day; LONG alone is its own.
    expect((await latest('universe=Tech')).data?.as_of_date).toBe(dates[599]);
    expect((await latest('ticker=LONG')).data?.as_of_date).toBe(dates[699]);
  });

  it('takes the newest day of the fetched symbols when some are fetched', async () => {
    // LONG is the only fetched symbol: its days are the data the user loaded, the others stand for bundled samples.
    expect((await latest('', ['LONG'])).data?.as_of_date).toBe(dates[699]);
  });
});
