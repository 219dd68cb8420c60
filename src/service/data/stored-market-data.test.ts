import { describe, expect, it } from 'vitest';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import type { MarketData } from '../ports.ts';
import { MemorySymbolStore } from './memory-symbol-store.ts';
import { priceSeries, weekdays } from './refresh/test-symbol-store-contract.ts';
import { StoredMarketData } from './stored-market-data.ts';

const DAYS = weekdays(4);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

function fallback(): MarketData {
  const spy = {
    time: Float64Array.from([ms('2020-01-02'), ms('2020-01-03')]),
    open: Float64Array.from([1, 2]),
    high: Float64Array.from([1, 2]),
    low: Float64Array.from([1, 2]),
    close: Float64Array.from([1, 2]),
    volume: Float64Array.from([1, 1]),
    columns: {},
  };
  const vix = { time: Float64Array.from([ms('2020-01-02'), ms('2020-01-03')]), value: Float64Array.from([12, 13]) };
  return new MemoryMarketData(
    { SPY: spy, AAPL: spy },
    [{ item: { chart_name: 'VIX', url: 'vix', market_symbol: '', type: 'other', updated: 'Daily' }, series: vix }],
    { kinds: { AAPL: 'etf' } },
  );
}

async function setUp() {
  const store = new MemorySymbolStore();
  await store.put(priceSeries('AAPL', DAYS));
  await store.put(priceSeries('NVDA', DAYS.slice(0, 2), 'stooq'));
  await store.put({
    symbol: 'DGS10',
    source: 'fred',
    kind: 'indicator',
    updated_at: '2026-11-20T00:00:00Z',
    rows: DAYS.map((date, i) => ({ Date: date, Value: 4 + i })),
  });
  return { store, data: new StoredMarketData(store, fallback()) };
}

describe('StoredMarketData', () => {
  it('answers a stored price series before the fallback, with Close as the price and AdjClose as the Adj Close column', async () => {
    const { data } = await setUp();
    const bars = await data.bars('aapl');
    // priceSeries: bar i has Open 100+i, High 101+i, Low 99+i, Close 100.5+i, Volume 1100+i, AdjClose 100.25+i
    expect(Array.from(bars?.time ?? [])).toEqual(DAYS.map(ms));
    expect(Array.from(bars?.close ?? [])).toEqual([100.5, 101.5, 102.5, 103.5]);
    expect(Array.from(bars?.open ?? [])).toEqual([100, 101, 102, 103]);
    expect(Array.from(bars?.volume ?? [])).toEqual([1100, 1101, 1102, 1103]);
    expect(Array.from(bars?.columns['Adj Close'] ?? [])).toEqual([100.25, 101.25, 102.25, 103.25]);
  });

  it('answers from the fallback what the store does not have', async () => {
    const { data } = await setUp();
    expect(Array.from((await data.bars('SPY'))?.close ?? [])).toEqual([1, 2]);
    expect(await data.bars('NONE')).toBeUndefined();
    expect(await data.symbols()).toEqual(['AAPL', 'NVDA', 'SPY']);
    expect(Array.from((await data.indicator('VIX'))?.value ?? [])).toEqual([12, 13]);
  });

  it("gives a symbol the fallback's kind, a stock when only stored, and none when unknown", async () => {
    const { data } = await setUp();
    expect(await data.symbolKind('AAPL')).toBe('etf');
    expect(await data.symbolKind('nvda')).toBe('stock');
    expect(await data.symbolKind('DGS10')).toBeUndefined();
    expect(await data.symbolKind('NONE')).toBeUndefined();
  });

  it('answers a stored value series as an indicator by its symbol in any case, and lists it in the catalogue', async () => {
    const { data } = await setUp();
    const series = await data.indicator('dgs10');
    expect(Array.from(series?.time ?? [])).toEqual(DAYS.map(ms));
    expect(Array.from(series?.value ?? [])).toEqual([4, 5, 6, 7]);
    expect(await data.catalogue()).toEqual([
      { chart_name: 'DGS10', url: 'DGS10', market_symbol: '', type: 'other', updated: 'Daily' },
      { chart_name: 'VIX', url: 'vix', market_symbol: '', type: 'other', updated: 'Daily' },
    ]);
    const info = await data.indicatorInfo('Dgs10');
    expect(info?.url).toBe('DGS10');
    expect(info?.entry.description).toBe(`Fetched from fred, ${DAYS[0]} to ${DAYS[3]}.`);
    expect((await data.indicatorInfo('vix'))?.url).toBe('vix');
  });

  it('gives the provenance of a stored series, stale past 5 trading days behind the newest, else the fallback one', async () => {
    const { store, data } = await setUp();
    expect(await data.provenance('nvda')).toEqual({
      symbol: 'NVDA',
      source: 'stooq',
      first: DAYS[0],
      last: DAYS[1],
      stale: false,
    });
    // NVDA ends on Tuesday 2024-01-02; 2024-01-09 is 5 weekdays later, 2024-01-10 six
    await store.put(priceSeries('MSFT', ['2024-01-09']));
    expect((await data.provenance('NVDA'))?.stale).toBe(false);
    await store.put(priceSeries('MSFT', ['2024-01-10']));
    expect((await data.provenance('NVDA'))?.stale).toBe(true);
    expect(await data.provenance('SPY')).toBeUndefined();
  });

  it("flags a sample's provenance when the fetched store holds data more than 5 trading days newer", async () => {
    const sample = fallback();
    const withProvenance: MarketData = {
      ...sample,
      symbols: () => sample.symbols(),
      bars: (s) => sample.bars(s),
      symbolKind: (s) => sample.symbolKind(s),
      optionChain: () => sample.optionChain(),
      catalogue: () => sample.catalogue(),
      indicator: (n) => sample.indicator(n),
      indicatorInfo: (u) => sample.indicatorInfo(u),
      provenance: (s) =>
        Promise.resolve(
          s === 'SPY'
            ? { symbol: 'SPY', source: 'sample', first: '2020-01-02', last: '2020-01-03', stale: false }
            : undefined,
        ),
    };
    const store = new MemorySymbolStore();
    const data = new StoredMarketData(store, withProvenance);
    // nothing fetched: nothing to be older than
    expect((await data.provenance('SPY'))?.stale).toBe(false);
    // Friday 2020-01-03 to Friday 2020-01-10 is 5 weekdays; to Monday 2020-01-13, 6
    await store.put(priceSeries('AAPL', ['2020-01-10']));
    expect(await data.provenance('SPY')).toEqual({
      symbol: 'SPY',
      source: 'sample',
      first: '2020-01-02',
      last: '2020-01-03',
      stale: false,
    });
    await store.put(priceSeries('AAPL', ['2020-01-13']));
    expect((await data.provenance('SPY'))?.stale).toBe(true);
  });

  it('converts a series once, and again after the store changed it', async () => {
    const { store, data } = await setUp();
    const first = await data.bars('AAPL');
    expect(await data.bars('AAPL')).toBe(first);
    await store.put(priceSeries('AAPL', weekdays(6)));
    const second = await data.bars('AAPL');
    expect(second?.time.length).toBe(6);
    expect((await data.provenance('AAPL'))?.last).toBe(weekdays(6)[5]);
    await store.delete('AAPL');
    // the fallback's AAPL again
    expect(Array.from((await data.bars('AAPL'))?.close ?? [])).toEqual([1, 2]);
  });
});
