import { describe, expect, it } from 'vitest';
import type { RefreshedSymbol, RefreshProgress, StoredBar } from '../../../contract/market-data.ts';
import { MemorySymbolStore } from '../memory-symbol-store.ts';
import type { FetchedPrices, StoredSeries, SymbolStore } from '../market-source-port.ts';
import { SourceError } from '../market-source-port.ts';
import { refreshSymbols } from './refresh-symbols.ts';
import type { RefreshOptions } from './refresh-symbols.ts';
import { bar, weekdays } from './test-symbol-store-contract.ts';
import { FakeSource } from './test-fake-source.ts';

const NOW = new Date('2026-11-27T06:00:00.000Z');

function prices(dates: readonly string[], extra: Partial<FetchedPrices> = {}): FetchedPrices {
  return { kind: 'prices', rows: dates.map((date, i) => bar(date, 100 + i)), splits: [], dividends: [], ...extra };
}

function run(source: FakeSource, store: SymbolStore, symbols: string[], more: Partial<RefreshOptions> = {}) {
  return refreshSymbols({ source, store, symbols, signal: new AbortController().signal, now: () => NOW, ...more });
}

/** The store's series of a symbol as JSON text, to tell "exactly as it was". */
async function snapshot(store: SymbolStore, symbol: string): Promise<string> {
  return JSON.stringify(await store.get(symbol));
}

const DAYS = weekdays(30);

describe('refreshSymbols', () => {
  it('fetches a symbol with nothing stored whole, or from `from`, and stores it', async () => {
    const source = new FakeSource();
    source.histories.set('AAPL', prices(DAYS.slice(0, 20), { dividends: [{ date: DAYS[3], amount: 0.24 }] }));
    source.histories.set('MSFT', prices(DAYS.slice(0, 20)));
    const store = new MemorySymbolStore();
    const whole = await run(source, store, ['aapl']);
    expect(whole).toEqual({
      source: 'yahoo',
      symbols: [{ symbol: 'AAPL', status: 'updated', rows_added: 20, first: DAYS[0], last: DAYS[19] }],
    });
    const fromTenth = await run(source, store, ['MSFT'], { from: DAYS[10] });
    expect(fromTenth.symbols[0]).toMatchObject({ rows_added: 10, first: DAYS[10], last: DAYS[19] });
    expect(source.calls).toEqual([
      { symbol: 'AAPL', from: undefined },
      { symbol: 'MSFT', from: DAYS[10] },
    ]);
    const stored = await store.get('AAPL');
    expect(stored).toEqual({
      symbol: 'AAPL',
      source: 'yahoo',
      updated_at: '2026-11-27T06:00:00.000Z',
      ...prices(DAYS.slice(0, 20), { dividends: [{ date: DAYS[3], amount: 0.24 }] }),
    });
  });

  it('appends the new bars after fetching from the 5th-last stored bar, and merges the events', async () => {
    const source = new FakeSource();
    source.histories.set('KO', prices(DAYS.slice(0, 20), { dividends: [{ date: DAYS[2], amount: 0.46 }] }));
    const store = new MemorySymbolStore();
    await run(source, store, ['KO']);
    source.histories.set(
      'KO',
      prices(DAYS.slice(0, 23), {
        dividends: [
          { date: DAYS[2], amount: 0.46 },
          { date: DAYS[21], amount: 0.48 },
        ],
      }),
    );
    const later = new Date('2026-11-28T06:00:00.000Z');
    const result = await run(source, store, ['KO'], { now: () => later });
    // 20 stored, 23 at the source: 3 new bars
    expect(result.symbols).toEqual([
      { symbol: 'KO', status: 'updated', rows_added: 3, first: DAYS[0], last: DAYS[22] },
    ]);
    // the 5th-last of 20 bars is the 16th (index 15)
    expect(source.calls[1]).toEqual({ symbol: 'KO', from: DAYS[15] });
    const stored = await store.get('KO');
    if (stored?.kind !== 'prices') throw new Error('expected prices');
    expect(stored.rows).toEqual(DAYS.slice(0, 23).map((date, i) => bar(date, 100 + i)));
    expect(stored.dividends).toEqual([
      { date: DAYS[2], amount: 0.46 },
      { date: DAYS[21], amount: 0.48 },
    ]);
    expect(stored.updated_at).toBe('2026-11-28T06:00:00.000Z');
  });

  it('answers unchanged without writing when there is nothing new', async () => {
    const source = new FakeSource();
    source.histories.set('PG', prices(DAYS.slice(0, 12)));
    const store = new MemorySymbolStore();
    await run(source, store, ['PG']);
    const writes: string[] = [];
    store.onChange((symbol) => writes.push(symbol));
    const result = await run(source, store, ['PG'], { now: () => new Date('2027-01-01T00:00:00Z') });
    expect(result.symbols).toEqual([
      { symbol: 'PG', status: 'unchanged', rows_added: 0, first: DAYS[0], last: DAYS[11] },
    ]);
    expect(writes).toEqual([]);
    expect((await store.get('PG'))?.updated_at).toBe('2026-11-27T06:00:00.000Z');
  });

  it('fetches the whole history again when a split came between two refreshes', async () => {
    const source = new FakeSource();
    source.histories.set('NVDA', prices(DAYS.slice(0, 20)));
    const store = new MemorySymbolStore();
    await run(source, store, ['NVDA']);
    // a 4:1 split on the 21st day: the source's history is now split-adjusted throughout
    const adjusted: StoredBar[] = DAYS.slice(0, 22).map((date, i) => {
      const b = bar(date, 100 + i);
      const f = i < 20 ? 4 : 1;
      return {
        ...b,
        Open: b.Open / f,
        High: b.High / f,
        Low: b.Low / f,
        Close: b.Close / f,
        AdjClose: b.AdjClose / f,
        Volume: b.Volume * f,
      };
    });
    const split = [{ date: DAYS[20], ratio: 4 }];
    source.histories.set('NVDA', { kind: 'prices', rows: adjusted, splits: split, dividends: [] });
    const result = await run(source, store, ['NVDA']);
    expect(result.symbols).toEqual([
      { symbol: 'NVDA', status: 'updated', rows_added: 22, first: DAYS[0], last: DAYS[21], reloaded: true },
    ]);
    expect(source.calls.slice(1)).toEqual([
      { symbol: 'NVDA', from: DAYS[15] },
      { symbol: 'NVDA', from: undefined },
    ]);
    const stored = await store.get('NVDA');
    if (stored?.kind !== 'prices') throw new Error('expected prices');
    expect(stored.rows).toEqual(adjusted);
    expect(stored.splits).toEqual(split);
  });

  it('reloads when the answer holds a split after the last stored bar even if the overlap agrees', async () => {
    const source = new FakeSource();
    source.histories.set('AMZN', prices(DAYS.slice(0, 10)));
    const store = new MemorySymbolStore();
    await run(source, store, ['AMZN']);
    source.histories.set('AMZN', prices(DAYS.slice(0, 11), { splits: [{ date: DAYS[10], ratio: 20 }] }));
    const result = await run(source, store, ['AMZN']);
    expect(result.symbols[0]).toMatchObject({ status: 'updated', rows_added: 11, reloaded: true });
  });

  it('reloads when an overlapping bar was revised beyond 1e-6, not for a smaller difference', async () => {
    const source = new FakeSource();
    const store = new MemorySymbolStore();
    source.histories.set('IBM', prices(DAYS.slice(0, 20)));
    source.histories.set('CAT', prices(DAYS.slice(0, 20)));
    await run(source, store, ['IBM', 'CAT']);
    const revised = (symbol: string, relative: number) => {
      const history = prices(DAYS.slice(0, 21));
      // the 18th bar's volume: inside the 5-bar overlap
      history.rows[17] = { ...history.rows[17], Volume: history.rows[17].Volume * (1 + relative) };
      source.histories.set(symbol, history);
    };
    revised('IBM', 1e-4);
    revised('CAT', 1e-8);
    const result = await run(source, store, ['IBM', 'CAT']);
    expect(result.symbols).toEqual([
      { symbol: 'IBM', status: 'updated', rows_added: 21, first: DAYS[0], last: DAYS[20], reloaded: true },
      { symbol: 'CAT', status: 'updated', rows_added: 1, first: DAYS[0], last: DAYS[20] },
    ]);
  });

  it('reloads when a bar of the overlap is missing from the answer', async () => {
    const source = new FakeSource();
    const store = new MemorySymbolStore();
    source.histories.set('T', prices(DAYS.slice(0, 10)));
    await run(source, store, ['T']);
    const history = prices(DAYS.slice(0, 11));
    history.rows.splice(8, 1);
    source.histories.set('T', history);
    expect((await run(source, store, ['T'])).symbols[0]).toMatchObject({ rows_added: 10, reloaded: true });
  });

  it('replaces a series stored from another source with a fetch of its own', async () => {
    const stooq = new FakeSource('stooq');
    const yahoo = new FakeSource('yahoo');
    const store = new MemorySymbolStore();
    stooq.histories.set('XOM', prices(DAYS.slice(0, 25)));
    yahoo.histories.set('XOM', prices(DAYS.slice(5, 12)));
    await run(stooq, store, ['XOM']);
    const result = await run(yahoo, store, ['XOM']);
    expect(result.symbols[0]).toEqual({
      symbol: 'XOM',
      status: 'updated',
      rows_added: 7,
      first: DAYS[5],
      last: DAYS[11],
    });
    expect(yahoo.calls).toEqual([{ symbol: 'XOM', from: undefined }]);
    expect((await store.list())[0]).toMatchObject({ source: 'yahoo', rows: 7 });
  });

  it('follows the same rules for a value series', async () => {
    const fred = new FakeSource('fred');
    const store = new MemorySymbolStore();
    const values = (count: number) => DAYS.slice(0, count).map((date, i) => ({ Date: date, Value: 4 + i / 100 }));
    fred.histories.set('DGS10', { kind: 'indicator', rows: values(10) });
    await run(fred, store, ['DGS10']);
    fred.histories.set('DGS10', { kind: 'indicator', rows: values(12) });
    expect((await run(fred, store, ['DGS10'])).symbols[0]).toMatchObject({ status: 'updated', rows_added: 2 });
    const revised = values(12);
    revised[9] = { ...revised[9], Value: 5 };
    fred.histories.set('DGS10', { kind: 'indicator', rows: revised });
    expect((await run(fred, store, ['DGS10'])).symbols[0]).toMatchObject({ rows_added: 12, reloaded: true });
    expect(await store.get('DGS10')).toEqual({
      symbol: 'DGS10',
      source: 'fred',
      kind: 'indicator',
      updated_at: NOW.toISOString(),
      rows: revised,
    });
  });

  it('fails a new symbol with an empty answer, and one answered out of order, in a sentence', async () => {
    const source = new FakeSource();
    source.histories.set('ODD', prices([DAYS[2], DAYS[1]]));
    const store = new MemorySymbolStore();
    const result = await run(source, store, ['NOPE', 'ODD'], { from: '2024-01-01' });
    expect(result.symbols).toEqual([
      {
        symbol: 'NOPE',
        status: 'failed',
        rows_added: 0,
        first: null,
        last: null,
        error: 'yahoo has no data for NOPE from 2024-01-01',
      },
      {
        symbol: 'ODD',
        status: 'failed',
        rows_added: 0,
        first: null,
        last: null,
        error: `yahoo answered ODD with its dates out of order at ${DAYS[1]}`,
      },
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('fails one symbol of three on a server error, keeping its stored series exactly, and updates the others', async () => {
    const source = new FakeSource();
    const store = new MemorySymbolStore();
    for (const symbol of ['A', 'B', 'C']) source.histories.set(symbol, prices(DAYS.slice(0, 10)));
    await run(source, store, ['A', 'B', 'C']);
    const before = await snapshot(store, 'B');
    for (const symbol of ['A', 'B', 'C']) source.histories.set(symbol, prices(DAYS.slice(0, 12)));
    source.failures.set('B', new SourceError('yahoo answered 500 Internal Server Error for B', true));
    const result = await run(source, store, ['A', 'B', 'C'], { now: () => new Date('2026-12-01T00:00:00Z') });
    expect(result.symbols).toEqual([
      { symbol: 'A', status: 'updated', rows_added: 2, first: DAYS[0], last: DAYS[11] },
      {
        symbol: 'B',
        status: 'failed',
        rows_added: 0,
        first: DAYS[0],
        last: DAYS[9],
        error: 'yahoo answered 500 Internal Server Error for B',
      },
      { symbol: 'C', status: 'updated', rows_added: 2, first: DAYS[0], last: DAYS[11] },
    ]);
    expect(await snapshot(store, 'B')).toBe(before);
  });

  it('fails a symbol whose put throws, keeping what was stored, and goes on with the others', async () => {
    const source = new FakeSource();
    const inner = new MemorySymbolStore();
    const failing: SymbolStore = {
      list: () => inner.list(),
      get: (symbol) => inner.get(symbol),
      delete: (symbol) => inner.delete(symbol),
      revision: (symbol) => inner.revision(symbol),
      onChange: (listener) => inner.onChange(listener),
      put: (series: StoredSeries) =>
        series.symbol === 'DIS' ? Promise.reject(new Error('disk full')) : inner.put(series),
    };
    source.histories.set('DIS', prices(DAYS.slice(0, 8)));
    source.histories.set('GE', prices(DAYS.slice(0, 8)));
    await inner.put({ symbol: 'DIS', source: 'yahoo', updated_at: NOW.toISOString(), ...prices(DAYS.slice(0, 5)) });
    const before = await snapshot(inner, 'DIS');
    const result = await run(source, failing, ['DIS', 'GE']);
    expect(result.symbols).toEqual([
      {
        symbol: 'DIS',
        status: 'failed',
        rows_added: 0,
        first: DAYS[0],
        last: DAYS[4],
        error: 'DIS could not be stored (what was stored is kept): disk full',
      },
      { symbol: 'GE', status: 'updated', rows_added: 8, first: DAYS[0], last: DAYS[7] },
    ]);
    expect(await snapshot(inner, 'DIS')).toBe(before);
  });

  it('on cancel keeps the symbols done, writes nothing for the one under way and starts no other', async () => {
    const source = new FakeSource();
    const store = new MemorySymbolStore();
    for (const symbol of ['A', 'B', 'C']) source.histories.set(symbol, prices(DAYS.slice(0, 10)));
    await run(source, store, ['A', 'B', 'C']);
    const before = { B: await snapshot(store, 'B'), C: await snapshot(store, 'C') };
    for (const symbol of ['A', 'B', 'C']) source.histories.set(symbol, prices(DAYS.slice(0, 15)));
    const controller = new AbortController();
    // B's answer comes only after the cancel, and the fake ignores the signal
    const held: { release?: () => void } = {};
    source.hold.set('B', new Promise<void>((resolve) => (held.release = resolve)));
    source.onFetch = (symbol) => {
      if (symbol === 'B') setTimeout(() => controller.abort(), 5);
    };
    const heard: string[] = [];
    const result = await run(source, store, ['A', 'B', 'C'], {
      signal: controller.signal,
      concurrency: 1,
      onSymbol: (done) => heard.push(done.symbol),
    });
    held.release?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result).toEqual({
      source: 'yahoo',
      symbols: [{ symbol: 'A', status: 'updated', rows_added: 5, first: DAYS[0], last: DAYS[14] }],
      cancelled: true,
    });
    expect(heard).toEqual(['A']);
    expect(source.calls.slice(3).map((c) => c.symbol)).toEqual(['A', 'B']);
    expect(await snapshot(store, 'B')).toBe(before.B);
    expect(await snapshot(store, 'C')).toBe(before.C);
  });

  it('answers cancelled with nothing done when the signal is already aborted', async () => {
    const source = new FakeSource();
    source.histories.set('A', prices(DAYS.slice(0, 3)));
    const controller = new AbortController();
    controller.abort();
    const result = await run(source, new MemorySymbolStore(), ['A'], { signal: controller.signal });
    expect(result).toEqual({ source: 'yahoo', symbols: [], cancelled: true });
    expect(source.calls).toEqual([]);
  });

  it('fetches at most `concurrency` symbols at once, and 4 when not told', async () => {
    const symbols = Array.from({ length: 12 }, (_, i) => `S${i}`);
    for (const [concurrency, expected] of [
      [3, 3],
      [undefined, 4],
      [1, 1],
    ] as const) {
      const source = new FakeSource();
      for (const symbol of symbols) source.histories.set(symbol, prices(DAYS.slice(0, 3)));
      const result = await run(source, new MemorySymbolStore(), symbols, { concurrency });
      expect(source.maxInFlight).toBe(expected);
      expect(result.symbols.map((s) => s.symbol)).toEqual(symbols);
    }
  });

  it('reports progress after each symbol, in order, with done, total and the time left', async () => {
    const source = new FakeSource();
    let clock = Date.parse('2026-11-27T06:00:00Z');
    // each fetch takes two seconds of the test's clock
    source.onFetch = () => (clock += 2000);
    for (const symbol of ['A', 'B', 'C']) source.histories.set(symbol, prices(DAYS.slice(0, 3)));
    source.failures.set('B', new SourceError('stooq is down', true));
    const events: [RefreshedSymbol, RefreshProgress][] = [];
    await run(source, new MemorySymbolStore(), ['A', 'B', 'C'], {
      concurrency: 1,
      now: () => new Date(clock),
      onSymbol: (done, progress) => events.push([done, structuredClone(progress)]),
    });
    expect(events.map(([done, p]) => [done.symbol, done.status, p.done, p.total, p.seconds_left])).toEqual([
      // 2 s for 1 of 3: 4 s left; 4 s for 2 of 3: 2 s left; none left
      ['A', 'updated', 1, 3, 4],
      ['B', 'failed', 2, 3, 2],
      ['C', 'updated', 3, 3, 0],
    ]);
    expect(events[2][1].symbols.map((s) => s.symbol)).toEqual(['A', 'B', 'C']);
  });
});
