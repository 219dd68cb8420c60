import { describe, expect, it } from 'vitest';
import type { StoredUniverse, UniverseStore } from './universe-store.ts';

export function universe(name: string, symbols: string[], sectors?: Record<string, string>): StoredUniverse {
  return { name, symbols, ...(sectors ? { sectors } : {}), updated_at: '2026-11-20T10:00:00.000Z' };
}

/**
 * The UniverseStore contract, checked once for every store: `make` gives an empty store (and may give a second view of
 * the same storage, as another process or tab sees it).
 */
export function describeUniverseStore(name: string, make: () => Promise<UniverseStore>): void {
  describe(`${name} (the UniverseStore contract)`, () => {
    it('gives back what was put, under its name in any case, and lists it', async () => {
      const store = await make();
      const tech = universe('Big tech & co.', ['AAPL', 'MSFT', 'BRK.B'], { AAPL: 'Information Technology' });
      await store.put(tech);
      expect(await store.get('Big tech & co.')).toEqual(tech);
      expect(await store.get('BIG TECH & CO.')).toEqual(tech);
      expect(await store.list()).toEqual([tech]);
    });

    it('answers undefined and false for a name it does not hold', async () => {
      const store = await make();
      expect(await store.get('nothing')).toBeUndefined();
      expect(await store.delete('nothing')).toBe(false);
      expect(await store.list()).toEqual([]);
    });

    it('replaces a universe whole under the same name in another case, keeping the new spelling', async () => {
      const store = await make();
      await store.put(universe('mine', ['AAPL', 'MSFT'], { AAPL: 'Tech' }));
      const replaced = universe('Mine', ['IBM']);
      await store.put(replaced);
      expect(await store.get('MINE')).toEqual(replaced);
      expect(await store.list()).toEqual([replaced]);
    });

    it('deletes one universe and keeps the others', async () => {
      const store = await make();
      await store.put(universe('one', ['A']));
      await store.put(universe('two', ['B']));
      expect(await store.delete('ONE')).toBe(true);
      expect(await store.get('one')).toBeUndefined();
      expect((await store.list()).map((u) => u.name)).toEqual(['two']);
      expect(await store.delete('one')).toBe(false);
    });

    it('answers copies: changing what was put or got does not change the store', async () => {
      const store = await make();
      const put = universe('copies', ['A', 'B']);
      await store.put(put);
      put.symbols.push('C');
      const got = await store.get('copies');
      got?.symbols.push('D');
      expect((await store.get('copies'))?.symbols).toEqual(['A', 'B']);
    });

    it('keeps names that are not file names as they are: dots, spaces and ampersands', async () => {
      const store = await make();
      await store.put(universe('..', ['A']));
      await store.put(universe('a b', ['B']));
      await store.put(universe('a_b', ['C']));
      expect((await store.list()).map((u) => u.name).sort()).toEqual(['..', 'a b', 'a_b']);
      expect((await store.get('A B'))?.symbols).toEqual(['B']);
    });
  });
}
