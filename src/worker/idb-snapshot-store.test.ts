import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { chainOf, describeSnapshotStore, fundamentalsOf } from '../service/data/test-snapshot-store-contract.ts';
import { openStudioDatabase } from './database.ts';
import { IdbSnapshotStore } from './idb-snapshot-store.ts';

let databases = 0;
const freshName = () => `idb-snapshot-store-${++databases}-${Date.now()}`;

describeSnapshotStore('IdbSnapshotStore', async () => new IdbSnapshotStore(await openStudioDatabase(freshName())));

describe('IdbSnapshotStore', () => {
  it('is seen by a second connection to the same database (another tab)', async () => {
    const name = freshName();
    await new IdbSnapshotStore(await openStudioDatabase(name)).putOptionChain(chainOf('SPY', [400, 410]));
    const chains = await new IdbSnapshotStore(await openStudioDatabase(name)).optionChains();
    expect(chains.map((c) => [c.symbol, c.quotes.length])).toEqual([['SPY', 2]]);
  });

  it('leaves a record that does not parse out of a list, and a read of it names the record', async () => {
    const db = await openStudioDatabase(freshName());
    const store = new IdbSnapshotStore(db);
    await store.putFundamentals(fundamentalsOf('KO', 0.03));
    await db.put('snapshots', { key: 'fundamentals:BAD', kind: 'fundamentals', snapshot: { symbol: 'BAD' } });
    expect((await store.allFundamentals()).map((f) => f.symbol)).toEqual(['KO']);
    await expect(store.fundamentals('bad')).rejects.toThrow(/the stored snapshot fundamentals:BAD does not read/);
  });

  it('upgrades a version-4 database, keeping its universes, with an empty snapshots store', async () => {
    const name = freshName();
    const old = await openDB(name, 4, {
      upgrade(d) {
        for (const store of ['tasks', 'task_results']) d.createObjectStore(store, { keyPath: 'task_id' });
        for (const store of ['datasets', 'fetched_heads', 'fetched_rows'])
          d.createObjectStore(store, { keyPath: 'symbol' });
        d.createObjectStore('universes', { keyPath: 'key' });
      },
    });
    await old.put('universes', { key: 'MINE', universe: {} });
    old.close();
    const db = await openStudioDatabase(name);
    expect(db.version).toBe(5);
    expect(await db.getAllKeys('universes')).toEqual(['MINE']);
    const store = new IdbSnapshotStore(db);
    expect(await store.optionChains()).toEqual([]);
    await store.putFundamentals(fundamentalsOf('KO', 0.03));
    expect(await store.fundamentals('ko')).toEqual(fundamentalsOf('KO', 0.03));
  });
});
