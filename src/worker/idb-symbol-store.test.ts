import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { describeSymbolStore, priceSeries, weekdays } from '../service/data/refresh/test-symbol-store-contract.ts';
import { openStudioDatabase } from './database.ts';
import { IdbSymbolStore } from './idb-symbol-store.ts';

let databases = 0;
const freshName = () => `idb-symbol-store-${++databases}-${Date.now()}`;

describeSymbolStore('IdbSymbolStore', async () => new IdbSymbolStore(await openStudioDatabase(freshName())));

describe('IdbSymbolStore', () => {
  it('is seen by a second connection to the same database (another tab)', async () => {
    const name = freshName();
    const first = new IdbSymbolStore(await openStudioDatabase(name));
    const second = new IdbSymbolStore(await openStudioDatabase(name));
    await first.put(priceSeries('TSLA', weekdays(4)));
    expect((await second.list()).map((h) => [h.symbol, h.rows])).toEqual([['TSLA', 4]]);
    expect(await second.get('TSLA')).toEqual(await first.get('TSLA'));
  });

  it('leaves a head that does not parse out of the list, and a get of it names the symbol', async () => {
    const name = freshName();
    const db = await openStudioDatabase(name);
    const store = new IdbSymbolStore(db);
    await store.put(priceSeries('GOOD', weekdays(2)));
    await db.put('fetched_heads', { symbol: 'BAD', head: { symbol: 'BAD', rows: 'many' } });
    expect((await store.list()).map((h) => h.symbol)).toEqual(['GOOD']);
    await expect(store.get('BAD')).rejects.toThrow(/the stored series BAD does not read: .*rows/);
  });

  it('upgrades a version-2 database, keeping its tasks and datasets, with empty fetched stores', async () => {
    const name = freshName();
    const old = await openDB(name, 2, {
      upgrade(d) {
        d.createObjectStore('tasks', { keyPath: 'task_id' });
        d.createObjectStore('datasets', { keyPath: 'symbol' });
        d.createObjectStore('task_results', { keyPath: 'task_id' });
      },
    });
    await old.put('datasets', { symbol: 'MINE', kind: 'price', text: 'Date,Close\n' });
    old.close();
    const db = await openStudioDatabase(name);
    expect(db.version).toBe(5);
    expect((await db.getAll('datasets')).map((d) => d.symbol)).toEqual(['MINE']);
    const store = new IdbSymbolStore(db);
    expect(await store.list()).toEqual([]);
    await store.put(priceSeries('SPY', weekdays(2)));
    expect((await store.list()).map((h) => h.symbol)).toEqual(['SPY']);
  });
});
