import { describe, expect, it } from 'vitest';
import type { SourceName, StoredBar } from '../../../contract/market-data.ts';
import type { StoredSeries, SymbolStore } from '../market-source-port.ts';

/** A price bar of `date` whose numbers all derive from `n`. */
export function bar(date: string, n: number): StoredBar {
  return { Date: date, Open: n, High: n + 1, Low: n - 1, Close: n + 0.5, Volume: 1000 + n, AdjClose: n + 0.25 };
}

/** `count` weekday dates from 2024-01-01 (a Monday) on. */
export function weekdays(count: number, start = '2024-01-01'): string[] {
  const dates: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  while (dates.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

export function priceSeries(
  symbol: string,
  dates: readonly string[],
  source: SourceName = 'yahoo',
): Extract<StoredSeries, { kind: 'prices' }> {
  return {
    symbol,
    source,
    updated_at: '2026-11-20T10:00:00.000Z',
    kind: 'prices',
    rows: dates.map((date, i) => bar(date, 100 + i)),
    splits: [{ date: dates[1] ?? dates[0], ratio: 4 }],
    dividends: [{ date: dates[0], amount: 0.25 }],
  };
}

/**
 * The SymbolStore contract, checked once for every store: `make` gives an empty store (and may give a second view of
 * the same storage, as another process or tab sees it).
 */
export function describeSymbolStore(name: string, make: () => Promise<SymbolStore>): void {
  describe(`${name} (the SymbolStore contract)`, () => {
    it('gives back what was put, under its symbol in upper case, and lists its head', async () => {
      const store = await make();
      const series = priceSeries('^vix', ['2024-01-02', '2024-01-03', '2024-01-04']);
      await store.put(series);
      const got = await store.get('^VIX');
      expect(got).toEqual({ ...series, symbol: '^VIX' });
      expect(await store.get('^vix')).toEqual(got);
      expect(await store.list()).toEqual([
        {
          symbol: '^VIX',
          source: 'yahoo',
          kind: 'prices',
          first: '2024-01-02',
          last: '2024-01-04',
          rows: 3,
          updated_at: '2026-11-20T10:00:00.000Z',
          splits: [{ date: '2024-01-03', ratio: 4 }],
          dividends: [{ date: '2024-01-02', amount: 0.25 }],
        },
      ]);
    });

    it('keeps symbols with any of . ^ = - _ apart, and a value series as one', async () => {
      const store = await make();
      const symbols = ['BRK.B', 'BRK-B', 'BRK_B', 'EURUSD=X', '^GSPC'];
      for (const [i, symbol] of symbols.entries()) await store.put(priceSeries(symbol, weekdays(i + 1)));
      await store.put({
        symbol: 'DGS10',
        source: 'fred',
        kind: 'indicator',
        updated_at: '2026-11-21T00:00:00.000Z',
        rows: [
          { Date: '2024-01-02', Value: 3.95 },
          { Date: '2024-01-03', Value: 3.91 },
        ],
      });
      const heads = await store.list();
      expect(heads.map((h) => [h.symbol, h.rows])).toEqual(
        [
          ...[...symbols.entries()].map(([i, s]): [string, number] => [s, i + 1]),
          ['DGS10', 2] as [string, number],
        ].sort((a, b) => a[0].localeCompare(b[0])),
      );
      expect(heads.find((h) => h.symbol === 'DGS10')).toMatchObject({ kind: 'indicator', splits: [], dividends: [] });
      expect((await store.get('DGS10'))?.rows).toEqual([
        { Date: '2024-01-02', Value: 3.95 },
        { Date: '2024-01-03', Value: 3.91 },
      ]);
    });

    it('replaces a series whole on a second put', async () => {
      const store = await make();
      await store.put(priceSeries('AAPL', weekdays(10)));
      const shorter = priceSeries('AAPL', weekdays(2, '2025-03-03'), 'stooq');
      await store.put(shorter);
      expect(await store.get('AAPL')).toEqual(shorter);
      expect((await store.list()).map((h) => [h.symbol, h.source, h.first, h.rows])).toEqual([
        ['AAPL', 'stooq', '2025-03-03', 2],
      ]);
    });

    it('deletes a series, answering whether there was one', async () => {
      const store = await make();
      await store.put(priceSeries('MSFT', weekdays(3)));
      expect(await store.delete('msft')).toBe(true);
      expect(await store.delete('MSFT')).toBe(false);
      expect(await store.get('MSFT')).toBeUndefined();
      expect(await store.list()).toEqual([]);
    });

    it('tells its listeners the symbol after each put and delete, until they unsubscribe', async () => {
      const store = await make();
      const heard: string[] = [];
      const stop = store.onChange((symbol) => heard.push(symbol));
      await store.put(priceSeries('nvda', weekdays(2)));
      await store.delete('NVDA');
      stop();
      await store.put(priceSeries('NVDA', weekdays(2)));
      expect(heard).toEqual(['NVDA', 'NVDA']);
    });

    it('is not changed by changing what was put or got', async () => {
      const store = await make();
      const rows = weekdays(2).map((date, i) => bar(date, 100 + i));
      await store.put({ ...priceSeries('AMD', weekdays(2)), rows });
      rows[0].Close = -1;
      const got = await store.get('AMD');
      if (got?.kind !== 'prices') throw new Error('expected prices');
      expect(got.rows[0].Close).toBe(100.5);
      got.splits.push({ date: '2030-01-01', ratio: 2 });
      expect((await store.list())[0].splits).toEqual([{ date: '2024-01-02', ratio: 4 }]);
    });

    it('refuses a bar that is not a finite number and keeps what was stored', async () => {
      const store = await make();
      const good = priceSeries('IBM', weekdays(2));
      await store.put(good);
      const bad = priceSeries('IBM', weekdays(3));
      bad.rows[2] = { ...bad.rows[2], Volume: Number.NaN };
      await expect(store.put(bad)).rejects.toThrow('IBM has no valid Volume on 2024-01-03');
      expect(await store.get('IBM')).toEqual(good);
    });
  });
}
