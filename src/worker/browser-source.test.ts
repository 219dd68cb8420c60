import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import { browserSource } from './browser-source.ts';
import type { FetchText } from './browser-source.ts';
import type { StoredDataset } from './database.ts';
import { openStudioDatabase } from './database.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

/** The app's files as the worker fetches them, read from public/; `fetched` records every path asked for. */
function publicFiles(): { fetchText: FetchText; fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    fetchText: (path) => {
      fetched.push(path);
      return readFile(join(PUBLIC_DIR, path), 'utf8');
    },
  };
}

async function freshDb() {
  return openStudioDatabase(`browser-source-${++databases}-${Date.now()}`);
}

function kept(symbol: string, kind: StoredDataset['kind'], text: string): StoredDataset {
  return { symbol, kind, origin: `${symbol.toLowerCase()}.csv`, text, rows: 2, first: '', last: '', savedAt: 1 };
}

const KEPT_SPX = 'Date,Open,High,Low,Close,Volume\n2024-01-02,10,11,9,10.5,100\n2024-01-03,10.5,12,10,11,200\n';
const KEPT_VIX = 'Date,Value\n2024-01-02,15\n2024-01-03,16\n';

describe('browserSource', () => {
  it('lists every bundled sample from samples/index.json and reads them through fetchText', async () => {
    const { fetchText, fetched } = publicFiles();
    const index = await browserSource(fetchText, await freshDb()).scan();
    const samples = JSON.parse(await readFile(join(PUBLIC_DIR, 'samples/index.json'), 'utf8')) as {
      prices: { symbol: string }[];
      wide: { symbols: string[] }[];
    };
    const symbols = new Set([...samples.prices.map((p) => p.symbol), ...samples.wide.flatMap((w) => w.symbols)]);
    expect([...index.prices.keys()].sort()).toEqual([...symbols].sort());
    expect(fetched).toEqual(['samples/index.json', 'samples/ranges.json']);

    const spx = index.prices.get('SPX')!;
    expect(spx.name).toBe('samples/SPX.csv');
    expect(await spx.read()).toBe(await readFile(join(PUBLIC_DIR, 'samples/SPX.csv'), 'utf8'));
    expect(fetched).toContain('samples/SPX.csv');

    const vix = index.indicators.get('vix')!;
    expect(vix.stem).toBe('VIX');
    expect(vix.csv.name).toBe('samples/indicators/VIX.csv');
    expect(JSON.parse(await vix.sidecar!.read())).toMatchObject({ market_symbol: 'SPX' });
  });

  it('serves the columns of samples/wide/ETF-closes.csv; SPY comes from SPY.csv, which wins', async () => {
    const { fetchText, fetched } = publicFiles();
    const index = await browserSource(fetchText, await freshDb()).scan();
    expect(index.prices.get('TLT')).toMatchObject({ name: 'samples/wide/ETF-closes.csv', column: 'TLT' });
    expect(index.prices.get('EEM')).toMatchObject({ name: 'samples/wide/ETF-closes.csv', column: 'EEM' });
    expect(index.prices.get('SPY')!.name).toBe('samples/SPY.csv');
    expect(index.prices.get('SPY')!.column).toBeUndefined();
    expect(index.prices.has('IVV')).toBe(false);
    expect(fetched).toEqual(['samples/index.json', 'samples/ranges.json']);

    const marketData = new SourceMarketData(browserSource(fetchText, await freshDb()));
    const [eem, tlt] = await Promise.all([marketData.bars('eem'), marketData.bars('TLT')]);
    expect(eem!.time).toHaveLength(2141);
    expect(eem!.close[0]).toBe(49.27333450317383);
    expect(tlt!.close[0]).toBe(94.37999725341797);
    expect(fetched.filter((p) => p === 'samples/wide/ETF-closes.csv')).toHaveLength(1);
    expect((await marketData.bars('SPY'))!.time).toHaveLength(2519);
  });

  it('a wide entry without symbols is every column of its file, read from its header on scan', async () => {
    const { fetchText, fetched } = publicFiles();
    const noSymbols: FetchText = async (path) => {
      if (path !== 'samples/index.json') return fetchText(path);
      fetched.push(path);
      const samples = JSON.parse(await readFile(join(PUBLIC_DIR, path), 'utf8')) as { wide: { symbols?: string[] }[] };
      for (const w of samples.wide) delete w.symbols;
      return JSON.stringify(samples);
    };
    const index = await browserSource(noSymbols, await freshDb()).scan();
    expect(fetched).toEqual(['samples/index.json', 'samples/ranges.json', 'samples/wide/ETF-closes.csv']);
    expect([...index.prices].filter(([, ref]) => ref.column !== undefined).map(([s]) => s)).toEqual(
      'EEM EWG TIP EWJ EFA IEF EWQ EWU XLB XLE XLF LQD XLK XLU EPP FXI VGK VPL TLT BND CSJ DIA'.split(' '),
    );
    expect(index.prices.get('SPY')!.name).toBe('samples/SPY.csv');
  });

  it('lists the catalogue with the sample indicator frequency from samples/ranges.json, not its series', async () => {
    const { fetchText, fetched } = publicFiles();
    const marketData = new SourceMarketData(browserSource(fetchText, await freshDb()));
    const catalogue = await marketData.catalogue();
    expect(catalogue.find((c) => c.chart_name === 'VIX')).toMatchObject({ market_symbol: 'SPX', updated: 'Daily' });
    expect(fetched).not.toContain('samples/indicators/VIX.csv');

    // the same, read from the series when there is no ranges file
    const offline: FetchText = async (path) => {
      if (path === 'samples/ranges.json') throw new Error('offline');
      return fetchText(path);
    };
    expect(await new SourceMarketData(browserSource(offline, await freshDb())).catalogue()).toEqual(catalogue);
    expect(fetched).toContain('samples/indicators/VIX.csv');
  });

  it('a kept dataset wins over a wide file column too', async () => {
    const db = await freshDb();
    await db.put('datasets', kept('TLT', 'price', KEPT_SPX));
    const marketData = new SourceMarketData(browserSource(publicFiles().fetchText, db));
    expect(Array.from((await marketData.bars('TLT'))!.close)).toEqual([10.5, 11]);
  });

  it('a kept dataset wins over the sample of the same symbol, and a new one is added', async () => {
    const db = await freshDb();
    await db.put('datasets', kept('SPX', 'price', KEPT_SPX));
    await db.put('datasets', kept('MINE', 'price', KEPT_SPX));
    await db.put('datasets', kept('VIX', 'indicator', KEPT_VIX));
    const index = await browserSource(publicFiles().fetchText, db).scan();

    expect(await index.prices.get('SPX')!.read()).toBe(KEPT_SPX);
    expect(index.prices.get('SPX')!.name).toMatch(/^spx\.csv \(SPX, kept \d+\)$/);
    expect(await index.prices.get('MINE')!.read()).toBe(KEPT_SPX);
    expect(await index.prices.get('AAPL')!.read()).toMatch(/^Date,Open,High,Low,Close/);
    const vix = index.indicators.get('vix')!;
    expect(await vix.csv.read()).toBe(KEPT_VIX);
    expect(vix.sidecar).toBeUndefined();
  });

  it('gives the samples the kinds of index.json and a kept price file the kind it was kept as (old records: stock)', async () => {
    const db = await freshDb();
    await db.put('datasets', { ...kept('QQQ', 'price', KEPT_SPX), symbolKind: 'etf' });
    await db.put('datasets', kept('OLD', 'price', KEPT_SPX)); // kept before there were kinds
    await db.put('datasets', { ...kept('DJI', 'price', KEPT_SPX), symbolKind: 'stock' });
    const index = await browserSource(publicFiles().fetchText, db).scan();
    expect(index.prices.get('SPX')!.kind).toBe('index');
    expect(index.prices.get('SPY')!.kind).toBe('etf');
    expect(index.prices.get('TLT')!.kind).toBe('etf');
    expect(index.prices.get('AAPL')!.kind).toBe('stock');
    expect(index.prices.get('QQQ')!.kind).toBe('etf');
    expect(index.prices.get('OLD')!.kind).toBe('stock');
    expect(index.prices.get('DJI')!.kind).toBe('stock');
  });

  it('lists the made-up sample chain, or only the kept chains when there are any', async () => {
    const { fetchText, fetched } = publicFiles();
    const db = await freshDb();
    const samplesOnly = await browserSource(fetchText, db).scan();
    expect(samplesOnly.optionChains!.map((f) => f.name)).toEqual(['samples/options/put-chain-MADE-UP.csv']);
    expect(samplesOnly.optionChains!.map((f) => f.origin)).toEqual(['sample']);
    expect(fetched).toEqual(['samples/index.json', 'samples/ranges.json']); // listed, not fetched until read

    const CHAIN =
      'date,ticker,close,type,expiration,strike,last price,iv\n2022-03-10,XYZ,10,put,2022-03-25,9,0.2,0.5\n';
    await db.put('datasets', kept('MY-CHAIN', 'options', CHAIN));
    const withKept = await browserSource(fetchText, db).scan();
    expect(withKept.optionChains!.map((f) => f.name)).toEqual([
      expect.stringMatching(/^my-chain\.csv \(MY-CHAIN, kept/),
    ]);
    expect(await withKept.optionChains![0].read()).toBe(CHAIN);
    expect(withKept.optionChains![0].origin).toBeUndefined();
    expect(withKept.prices.has('MY-CHAIN')).toBe(false);
    expect(withKept.indicators.has('my-chain')).toBe(false);
  });

  it('as market data: SPX bars from the sample, and a catalogue that has the VIX', async () => {
    const marketData = new SourceMarketData(browserSource(publicFiles().fetchText, await freshDb()));
    expect(await marketData.symbols()).toContain('SPX');
    expect((await marketData.bars('spx'))!.time.length).toBe(5105);
    expect(await marketData.bars('NOPE')).toBeUndefined();
    const catalogue = await marketData.catalogue();
    expect(catalogue).toContainEqual({
      chart_name: 'VIX',
      url: 'VIX',
      market_symbol: 'SPX',
      type: 'other',
      updated: 'Daily',
    });
    expect((await marketData.indicatorInfo('VIX'))!.entry.opt_extreme).toBe(12);
  });

  it('sees a kept or removed dataset only after refresh()', async () => {
    const db = await freshDb();
    const marketData = new SourceMarketData(browserSource(publicFiles().fetchText, db));
    expect((await marketData.bars('SPX'))!.time.length).toBe(5105);

    await db.put('datasets', kept('SPX', 'price', KEPT_SPX));
    expect((await marketData.bars('SPX'))!.time.length).toBe(5105);
    marketData.refresh();
    expect((await marketData.bars('SPX'))!.time.length).toBe(2);

    await db.delete('datasets', 'SPX');
    marketData.refresh();
    expect((await marketData.bars('SPX'))!.time.length).toBe(5105);
  });

  it('a samples index that cannot be fetched fails the scan with the reason, and a later scan tries again', async () => {
    let fail = true;
    const { fetchText } = publicFiles();
    const flaky: FetchText = async (path) => {
      if (fail) throw new Error(`${path}: the server answered 503`);
      return fetchText(path);
    };
    const marketData = new SourceMarketData(browserSource(flaky, await freshDb()));
    await expect(marketData.symbols()).rejects.toThrow('samples/index.json: the server answered 503');
    fail = false;
    expect(await marketData.symbols()).toContain('SPX');
  });
});
