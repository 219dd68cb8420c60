import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { describeUniverseStore, universe } from '../service/data/test-universe-store-contract.ts';
import { openStudioDatabase } from './database.ts';
import { IdbUniverseStore } from './idb-universe-store.ts';

let databases = 0;
const freshName = () => `idb-universe-store-${++databases}-${Date.now()}`;

describeUniverseStore('IdbUniverseStore', async () => new IdbUniverseStore(await openStudioDatabase(freshName())));

describe('IdbUniverseStore', () => {
  it('is seen by a second connection to the same database (another tab)', async () => {
    const name = freshName();
    await new IdbUniverseStore(await openStudioDatabase(name)).put(universe('tabs', ['SPY']));
    expect((await new IdbUniverseStore(await openStudioDatabase(name)).get('TABS'))?.symbols).toEqual(['SPY']);
  });

  it('leaves a record that does not parse out of the list, and a get of it names the universe', async () => {
    const db = await openStudioDatabase(freshName());
    const store = new IdbUniverseStore(db);
    await store.put(universe('good', ['A']));
    await db.put('universes', { key: 'BAD', universe: { name: 'bad', symbols: 'A' } });
    expect((await store.list()).map((u) => u.name)).toEqual(['good']);
    await expect(store.get('bad')).rejects.toThrow(/the stored universe BAD does not read/);
  });

  it('upgrades a version-3 database, keeping its fetched series, with an empty universes store', async () => {
    const name = freshName();
    const old = await openDB(name, 3, {
      upgrade(d) {
        for (const store of ['tasks', 'task_results']) d.createObjectStore(store, { keyPath: 'task_id' });
        for (const store of ['datasets', 'fetched_heads', 'fetched_rows'])
          d.createObjectStore(store, { keyPath: 'symbol' });
      },
    });
    await old.put('fetched_heads', { symbol: 'SPY', head: {} });
    old.close();
    const db = await openStudioDatabase(name);
    expect(db.version).toBe(5);
    expect(await db.getAllKeys('fetched_heads')).toEqual(['SPY']);
    const store = new IdbUniverseStore(db);
    expect(await store.list()).toEqual([]);
    await store.put(universe('after', ['SPY']));
    expect((await store.list()).map((u) => u.name)).toEqual(['after']);
  });
});
