import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvError } from '../csv/csv-error.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import { browserSource } from './browser-source.ts';
import type { FetchText } from './browser-source.ts';
import { DataLibrary, previewCsv } from './data-library.ts';
import { openStudioDatabase } from './database.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const fetchText: FetchText = (path) => readFile(join(PUBLIC_DIR, path), 'utf8');
let databases = 0;

async function freshLibrary(fetch: FetchText = fetchText) {
  const db = await openStudioDatabase(`data-library-${++databases}-${Date.now()}`);
  const marketData = new SourceMarketData(browserSource(fetch, db));
  return { db, marketData, library: new DataLibrary(db, marketData, fetch) };
}

/** Rows and date range of a sample with ISO dates in its first column, counted from the file itself. */
async function fileSummary(path: string): Promise<{ rows: number; first: string; last: string }> {
  const lines = (await fetchText(path)).split(/\r?\n/).filter((l) => l.trim() !== '');
  const dates = lines.slice(1).map((l) => l.slice(0, l.indexOf(',')));
  expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  const sorted = [...dates].sort();
  return { rows: dates.length, first: sorted[0], last: sorted[sorted.length - 1] };
}

/** A price CSV of `n` daily bars from 2024-01-01. */
function priceCsv(n: number): string {
  const lines = ['Date,Open,High,Low,Close,Volume'];
  for (let i = 0; i < n; i++) {
    const date = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    const close = 100 + i;
    lines.push(`${date},${close - 0.5},${close + 1},${close - 1},${close},${1000 + i}`);
  }
  return lines.join('\n');
}

describe('DataLibrary', () => {
  it('lists the bundled samples with their rows and date ranges, sorted by symbol', async () => {
    const { library } = await freshLibrary();
    const list = await library.list();
    expect(list.map((d) => d.symbol)).toEqual([...list.map((d) => d.symbol)].sort((a, b) => a.localeCompare(b)));
    expect(list.every((d) => d.source === 'sample')).toBe(true);

    const spx = list.find((d) => d.symbol === 'SPX')!;
    expect(spx).toEqual({
      symbol: 'SPX',
      kind: 'price',
      symbol_kind: 'index',
      source: 'sample',
      rows: 5105,
      first: '2000-01-03',
      last: '2020-04-17',
      origin: 'S&P 500 index, daily 2000-2020 (vega-datasets)',
    });
    expect(await fileSummary('samples/SPX.csv')).toEqual({ rows: 5105, first: '2000-01-03', last: '2020-04-17' });

    for (const symbol of ['AAPL', 'AMZN', 'DJI', 'GOOG', 'IBM', 'INTC', 'SPY']) {
      const summary = list.find((d) => d.symbol === symbol)!;
      expect({ rows: summary.rows, first: summary.first, last: summary.last }, symbol).toEqual(
        await fileSummary(`samples/${symbol}.csv`),
      );
    }
    const msft = list.find((d) => d.symbol === 'MSFT')!;
    expect([msft.first, msft.last]).toEqual(['1990-01-02', '2022-03-10']);

    // the columns of wide/ETF-closes.csv, with the wide file's origin; SPY once, from SPY.csv
    const etfOrigin = 'ETF closes only (open = high = low = close, no volume), daily 2008-2016 (mlfinlab test data)';
    for (const symbol of ['EEM', 'TIP', 'EFA', 'IEF', 'LQD', 'TLT', 'DIA', 'XLK']) {
      expect(
        list.find((d) => d.symbol === symbol),
        symbol,
      ).toEqual({
        symbol,
        kind: 'price',
        symbol_kind: 'etf',
        source: 'sample',
        rows: 2141,
        first: '2008-01-02',
        last: '2016-07-01',
        origin: etfOrigin,
      });
    }
    expect(list.filter((d) => d.origin === etfOrigin)).toHaveLength(22);
    expect(list.filter((d) => d.symbol === 'SPY')).toEqual([
      expect.objectContaining({ rows: 2519, origin: 'SPDR S&P 500 ETF, daily 2008-2017 (mplfinance examples)' }),
    ]);

    const vix = list.find((d) => d.symbol === 'VIX')!;
    expect(vix).toMatchObject({ kind: 'indicator', source: 'sample', first: '1990-01-02', last: '2026-07-23' });
    expect(vix.rows).toBeGreaterThan(9000);
    expect(vix.symbol_kind).toBeUndefined();

    // the kinds of index.json: SPX and DJI are indices, SPY and the wide closes ETFs, the single stocks stocks
    const kinds = Object.fromEntries(list.filter((d) => d.kind === 'price').map((d) => [d.symbol, d.symbol_kind]));
    expect([kinds.SPX, kinds.DJI, kinds.SPY, kinds.TLT]).toEqual(['index', 'index', 'etf', 'etf']);
    expect([kinds.AAPL, kinds.MSFT, kinds.INTC]).toEqual(['stock', 'stock', 'stock']);

    // the made-up chain, under its file stem; rows and date counted from the file
    const chainLines = (await fetchText('samples/options/put-chain-MADE-UP.csv'))
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '' && !l.startsWith('#'));
    const chainDates = [...new Set(chainLines.slice(1).map((l) => l.slice(0, l.indexOf(','))))];
    expect(chainDates).toEqual(['2022-03-10']);
    expect(list.filter((d) => d.kind === 'options')).toEqual([
      {
        symbol: 'PUT-CHAIN-MADE-UP',
        kind: 'options',
        source: 'sample',
        rows: chainLines.length - 1,
        first: '2022-03-10',
        last: '2022-03-10',
        origin: expect.stringMatching(/made.up/i) as unknown as string,
      },
    ]);
  });

  it('lists the samples from samples/ranges.json, fetching no sample file, as reading every sample would', async () => {
    const fetched: string[] = [];
    const { library } = await freshLibrary((path) => {
      fetched.push(path);
      return fetchText(path);
    });
    const list = await library.list();
    expect([...new Set(fetched)].sort()).toEqual(['samples/index.json', 'samples/ranges.json']);

    const withoutRanges = await freshLibrary(async (path) => {
      if (path === 'samples/ranges.json') throw new Error('samples/ranges.json: the server answered 404');
      return fetchText(path);
    });
    expect(list).toEqual(await withoutRanges.library.list());
    expect(list.length).toBeGreaterThan(30);
  });

  it('keeps a price CSV as an ETF or a stock (the default), which the market data then says', async () => {
    const { library, marketData } = await freshLibrary();
    expect(await library.save('QQQ', 'price', 'qqq.csv', priceCsv(3), 'etf')).toMatchObject({ symbol_kind: 'etf' });
    expect(await library.save('XYZ', 'price', 'xyz.csv', priceCsv(3))).toMatchObject({ symbol_kind: 'stock' });
    expect(await marketData.symbolKind('QQQ')).toBe('etf');
    expect(await marketData.symbolKind('XYZ')).toBe('stock');
    // keeping SPX (an index, an ETF as a sample) as the user says: a stock
    await library.save('SPX', 'price', 'spx.csv', priceCsv(3), 'stock');
    expect(await marketData.symbolKind('SPX')).toBe('stock');
    expect((await library.list()).find((d) => d.symbol === 'SPX')).toMatchObject({
      source: 'user',
      symbol_kind: 'stock',
    });
    // an indicator has no symbol kind, whatever is passed
    const fear = await library.save('FEAR', 'indicator', 'fear.csv', 'Date,Value\n2024-01-02,15\n', 'etf');
    expect(fear.symbol_kind).toBeUndefined();
  });

  it('reads a price record kept before there were kinds as a stock', async () => {
    const { db, library, marketData } = await freshLibrary();
    await db.put('datasets', {
      symbol: 'OLD',
      kind: 'price',
      origin: 'old.csv',
      text: priceCsv(2),
      rows: 2,
      first: '2024-01-01',
      last: '2024-01-02',
      savedAt: 1,
    });
    expect((await library.list()).find((d) => d.symbol === 'OLD')).toMatchObject({
      kind: 'price',
      symbol_kind: 'stock',
    });
    expect(await marketData.symbolKind('OLD')).toBe('stock');
  });

  it('keeps an option chain, which sets the made-up sample chain aside until it is removed', async () => {
    const { library, marketData } = await freshLibrary();
    const sampleRows = (await marketData.optionChain())!.length;
    const text =
      'date,ticker,close,type,expiration,strike,last price,iv\n' +
      '2022-03-11,QQQ,350,put,2022-04-14,330,4.1,0.3\n2022-03-10,XYZ,10,put,2022-03-25,9,0.2,0.5\n';
    const chain = await library.save('MY-CHAIN', 'options', 'my-chain.csv', text);
    expect(chain).toEqual({
      symbol: 'MY-CHAIN',
      kind: 'options',
      source: 'user',
      rows: 2,
      first: '2022-03-10',
      last: '2022-03-11',
      origin: 'my-chain.csv',
    });
    expect((await marketData.optionChain())!.map((q) => [q.ticker, q.strike])).toEqual([
      ['QQQ', 330],
      ['XYZ', 9],
    ]);
    expect((await library.list()).filter((d) => d.kind === 'options')).toEqual([chain]);
    // a chain is not a symbol of the prices
    expect(await marketData.symbolKind('MY-CHAIN')).toBeUndefined();

    expect(await library.remove('MY-CHAIN')).toBe(true);
    expect((await marketData.optionChain())!).toHaveLength(sampleRows);
    expect((await library.list()).filter((d) => d.kind === 'options').map((d) => d.symbol)).toEqual([
      'PUT-CHAIN-MADE-UP',
    ]);
  });

  it('refuses a bad option chain with the row and column, and keeps nothing', async () => {
    const { library, db } = await freshLibrary();
    const bad = 'date,ticker,close,type,expiration,strike,last price,iv\n2022-03-10,XYZ,10,put,2022-03-25,9,0.2,abc\n';
    const error = await library.save('BAD', 'options', 'bad.csv', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvError);
    expect(error).toMatchObject({ row: 2, column: 'iv' });
    expect(await db.getAll('datasets')).toEqual([]);
  });

  it('keeps a checked CSV, lists it, serves its bars, and it wins over the sample of that symbol', async () => {
    const { library, marketData } = await freshLibrary();
    const mine = await library.save('MINE', 'price', 'mine.csv', priceCsv(30));
    expect(mine).toEqual({
      symbol: 'MINE',
      kind: 'price',
      symbol_kind: 'stock',
      source: 'user',
      rows: 30,
      first: '2024-01-01',
      last: '2024-01-30',
      origin: 'mine.csv',
    });
    expect((await library.list()).find((d) => d.symbol === 'MINE')).toEqual(mine);
    expect((await library.bars('MINE'))!.close.slice(0, 3)).toEqual([100, 101, 102]);

    // The market data was refreshed: a read cached before the save sees the kept file.
    expect((await marketData.bars('SPX'))!.time.length).toBe(5105);
    await library.save('SPX', 'price', 'my-spx.csv', priceCsv(10));
    const list = await library.list();
    expect(list.filter((d) => d.symbol === 'SPX')).toEqual([
      expect.objectContaining({ source: 'user', rows: 10, origin: 'my-spx.csv' }),
    ]);
    expect((await library.bars('SPX'))!.dates).toHaveLength(10);
    expect((await marketData.symbols()).filter((s) => s === 'SPX')).toEqual(['SPX']);
  });

  it('a kept file of a wide file symbol replaces it in the list', async () => {
    const { library } = await freshLibrary();
    await library.save('EEM', 'price', 'eem.csv', priceCsv(5));
    expect((await library.list()).filter((d) => d.symbol === 'EEM')).toEqual([
      expect.objectContaining({ source: 'user', rows: 5, origin: 'eem.csv' }),
    ]);
    expect((await library.bars('EEM'))!.dates).toHaveLength(5);
    await library.remove('EEM');
    expect((await library.bars('EEM'))!.dates).toHaveLength(2141);
  });

  it('keeps an indicator series, which replaces the sample VIX in the list and the catalogue', async () => {
    const { library, marketData } = await freshLibrary();
    const saved = await library.save('VIX', 'indicator', 'vix.csv', 'Date,Value\n2024-01-02,15\n2024-01-03,16\n');
    expect(saved).toMatchObject({ kind: 'indicator', source: 'user', rows: 2, first: '2024-01-02' });
    expect((await library.list()).filter((d) => d.symbol === 'VIX')).toEqual([saved]);
    expect((await marketData.indicator('VIX'))!.value).toEqual(new Float64Array([15, 16]));
  });

  it('refuses a bad CSV with the row and column, and keeps nothing', async () => {
    const { library, db } = await freshLibrary();
    const bad = priceCsv(5).replace('2024-01-03,101.5', '2024-01-03,abc');
    const error = await library.save('BAD', 'price', 'bad.csv', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvError);
    expect(error).toMatchObject({ row: 4, column: 'Open' });
    expect((error as Error).message).toMatch(/^Row 4 \(line 4 of the file\), column Open: /);

    const noClose = await library
      .save('BAD', 'price', 'bad.csv', 'Date,Open,High,Low\n2024-01-01,1,2,1\n')
      .catch((e: unknown) => e);
    expect(noClose).toMatchObject({ row: 1, column: 'Close' });
    expect(await db.getAll('datasets')).toEqual([]);
    expect((await library.list()).some((d) => d.symbol === 'BAD')).toBe(false);
  });

  it('removes a kept dataset, and the sample of that symbol comes back', async () => {
    const { library } = await freshLibrary();
    await library.save('SPX', 'price', 'my-spx.csv', priceCsv(10));
    await library.save('MINE', 'price', 'mine.csv', priceCsv(10));
    expect(await library.remove('MINE')).toBe(true);
    expect(await library.remove('MINE')).toBe(false);
    expect(await library.bars('MINE')).toBeUndefined();
    expect(await library.remove('SPX')).toBe(true);
    const spx = (await library.list()).filter((d) => d.symbol === 'SPX');
    expect(spx).toEqual([expect.objectContaining({ source: 'sample', rows: 5105 })]);
    expect((await library.bars('SPX'))!.dates).toHaveLength(5105);
  });

  it('survives a reload: kept datasets are in IndexedDB', async () => {
    const name = `data-library-reload-${Date.now()}`;
    const first = await openStudioDatabase(name);
    await new DataLibrary(first, new SourceMarketData(browserSource(fetchText, first)), fetchText).save(
      'MINE',
      'price',
      'mine.csv',
      priceCsv(12),
    );
    first.close();
    const second = await openStudioDatabase(name);
    const library = new DataLibrary(second, new SourceMarketData(browserSource(fetchText, second)), fetchText);
    expect((await library.list()).find((d) => d.symbol === 'MINE')).toMatchObject({ source: 'user', rows: 12 });
    second.close();
  });
});

describe('previewCsv', () => {
  it('gives rows, range, extra columns, warnings and chart bars of a dropped file', () => {
    const text = 'Date,Open,High,Low,Close,Entry1\n2024-01-02,10,11,9,10.5,1\n2024-01-01,10,11,9,10,0\n';
    const { preview, bars } = previewCsv('drop.csv', text);
    expect(preview).toMatchObject({ fileName: 'drop.csv', rows: 2, first: '2024-01-01', last: '2024-01-02' });
    expect(preview.extraColumns).toEqual(['Entry1']);
    expect(preview.warnings.join(' ')).toMatch(/no Volume column/);
    expect(preview.bars.dates).toEqual(['2024-01-01', '2024-01-02']);
    expect(preview.bars.close).toEqual([10, 10.5]);
    expect(Array.from(bars.columns.Entry1)).toEqual([0, 1]);
  });
});
