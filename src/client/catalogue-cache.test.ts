import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../contract/index.ts';
import { BacktestClient } from './backtest-client.ts';
import { indexedDbCatalogueStore, loadCatalogue } from './catalogue-cache.ts';

const vix: CatalogueItem = { chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other', updated: 'Daily' };
let n = 0;

function server(items: CatalogueItem[]) {
  const paths: string[] = [];
  const client = new BacktestClient({
    request: async (_method, path) => {
      paths.push(path);
      return { status: 200, body: items };
    },
  });
  return { client, paths };
}

describe('the catalogue cache', () => {
  it('fetches the list once per server and then reads it from IndexedDB, with the time of the fetch', async () => {
    const database = `catalogue-${++n}`;
    const { client, paths } = server([vix]);
    const first = await loadCatalogue(client, indexedDbCatalogueStore('https://a.example', database), {
      now: () => 1000,
    });
    expect(first).toEqual({ items: [vix], fetchedAt: 1000 });
    // A new page (a new store object) on the same server: no request.
    const again = await loadCatalogue(client, indexedDbCatalogueStore('https://a.example', database), { now: () => 9 });
    expect(again).toEqual({ items: [vix], fetchedAt: 1000 });
    expect(paths).toEqual(['/backtest/indicators/list']);
    // Another server has its own record.
    await loadCatalogue(client, indexedDbCatalogueStore('https://b.example', database), { now: () => 5 });
    expect(paths).toHaveLength(2);
  });

  it('fetches again on refresh and keeps the new list', async () => {
    const database = `catalogue-${++n}`;
    const store = indexedDbCatalogueStore('https://a.example', database);
    await store.write({ items: [vix], fetchedAt: 1 });
    const renamed = { ...vix, chart_name: 'CBOE VIX' };
    const { client } = server([renamed]);
    expect(await loadCatalogue(client, store, { refresh: true, now: () => 50 })).toEqual({
      items: [renamed],
      fetchedAt: 50,
    });
    expect(await store.read()).toEqual({ items: [renamed], fetchedAt: 50 });
  });

  it('reads a record of another shape as no cache, and fetches', async () => {
    const database = `catalogue-${++n}`;
    const store = indexedDbCatalogueStore('https://a.example', database);
    await store.write({ items: [vix], fetchedAt: 1 });
    const db = await openDB(database, 1);
    await db.put('catalogues', { key: 'https://a.example', items: [{ chart_name: 3 }], fetchedAt: 1 });
    db.close();
    expect(await store.read()).toBeNull();
    const { client, paths } = server([vix]);
    expect((await loadCatalogue(client, store, { now: () => 7 })).fetchedAt).toBe(7);
    expect(paths).toHaveLength(1);
  });

  it('without a store (the browser connection) always asks the service', async () => {
    const { client, paths } = server([vix]);
    await loadCatalogue(client, undefined);
    await loadCatalogue(client, undefined);
    expect(paths).toHaveLength(2);
  });
});
