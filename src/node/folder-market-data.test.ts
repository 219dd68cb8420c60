import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../engine/series/bars.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { resampleBars } from '../engine/series/resample.ts';
import { testDataPath } from '../testing/test-data.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from './folder-market-data.ts';

describe('FolderMarketData on the bundled samples', () => {
  const md = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

  it('resolves the samples folder to an absolute path that exists', () => {
    expect(isAbsolute(BUNDLED_SAMPLES_DIR)).toBe(true);
    expect(existsSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'))).toBe(true);
  });

  it('lists the symbols, sorted: the price files and the 23 columns of wide/ETF-closes.csv (SPY once)', async () => {
    expect(await md.symbols()).toEqual([
      'AAPL',
      'AMZN',
      'BND',
      'CSJ',
      'DIA',
      'DJI',
      'EEM',
      'EFA',
      'EPP',
      'EWG',
      'EWJ',
      'EWQ',
      'EWU',
      'FXI',
      'GOOG',
      'IBM',
      'IEF',
      'INTC',
      'LQD',
      'MSFT',
      'SPX',
      'SPY',
      'TIP',
      'TLT',
      'VGK',
      'VPL',
      'XLB',
      'XLE',
      'XLF',
      'XLK',
      'XLU',
    ]);
  });

  it('reads TLT from its column of wide/ETF-closes.csv: closes only, volume 1', async () => {
    const text = readFileSync(join(BUNDLED_SAMPLES_DIR, 'wide/ETF-closes.csv'), 'utf8');
    const lines = text.trim().split('\n');
    const col = lines[0].split(',').indexOf('TLT');
    const tlt = (await md.bars('tlt'))!;
    expect(tlt.time).toHaveLength(2141);
    expect(isoDay(tlt.time[0])).toBe('2008-01-02');
    expect(isoDay(tlt.time[2140])).toBe('2016-07-01');
    expect(tlt.close[0]).toBe(Number(lines[1].split(',')[col]));
    expect(tlt.close[2140]).toBe(Number(lines[2141].split(',')[col]));
    expect(Array.from(tlt.open)).toEqual(Array.from(tlt.close));
    expect(Array.from(tlt.high)).toEqual(Array.from(tlt.close));
    expect(Array.from(tlt.low)).toEqual(Array.from(tlt.close));
    expect(tlt.volume.every((v) => v === 1)).toBe(true);
    expect(await md.bars('TLT')).toBe(tlt);
    expect(inferFrequency(tlt.time)).toBe('Daily');
  });

  it('reads SPY from SPY.csv (OHLCV, 2,519 rows), not from its column of the wide file', async () => {
    const spy = (await md.bars('SPY'))!;
    expect(spy.time).toHaveLength(2519);
    expect(isoDay(spy.time[1])).toBe('2008-01-02');
    expect([spy.open[1], spy.close[1], spy.volume[1]]).toEqual([146.529999, 144.929993, 204935600]);
  });

  it('reads SPX: 5,105 daily bars from 2000-01-03 to 2020-04-17, with Adj Close', async () => {
    // sp500-2000.csv has 5,105 data rows (5,106 lines with the header and no trailing newline).
    const bars = await md.bars('SPX');
    expect(bars).toBeDefined();
    const n = bars!.time.length;
    expect(n).toBe(5105);
    expect(isoDay(bars!.time[0])).toBe('2000-01-03');
    expect(isoDay(bars!.time[n - 1])).toBe('2020-04-17');
    expect(bars!.close[0]).toBe(1455.219971);
    expect(bars!.close[n - 1]).toBe(2874.560059);
    expect(Object.keys(bars!.columns)).toEqual(['Adj Close']);
  });

  it('infers Daily for SPX, and Weekly / Monthly once resampled', async () => {
    const bars = (await md.bars('SPX'))!;
    expect(inferFrequency(bars.time)).toBe('Daily');
    const weekly = resampleBars(bars, 'Weekly');
    expect(inferFrequency(weekly.time)).toBe('Weekly');
    expect(isoDay(weekly.time[0])).toBe('2000-01-07');
    const monthly = resampleBars(bars, 'Monthly');
    expect(inferFrequency(monthly.time)).toBe('Monthly');
    expect(monthly.time).toHaveLength(244); // 2000-01 .. 2020-04
    expect(isoDay(monthly.time[0])).toBe('2000-01-31');
  });

  it('finds a symbol in any case and caches the bars', async () => {
    const a = await md.bars('spx');
    const b = await md.bars(' Spx ');
    expect(a).toBe(b);
    expect(await md.bars('NOPE')).toBeUndefined();
  });

  it('reads MSFT (BOM, M/D/YYYY) with its zero volumes floored to 1', async () => {
    const bars = (await md.bars('msft'))!;
    expect(bars.time).toHaveLength(8111);
    expect(isoDay(bars.time[0])).toBe('1990-01-02');
    expect(bars.volume[0]).toBe(1);
  });

  it('has VIX in the catalogue, updated Daily, with its sidecar', async () => {
    expect(await md.catalogue()).toEqual([
      { chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other', updated: 'Daily' },
    ]);
  });

  it('gives the sidecar values of VIX, and defaults for the rest', async () => {
    const info = await md.indicatorInfo('vix');
    expect(info?.url).toBe('VIX');
    expect(info?.entry).toEqual({
      sentiment: '2',
      description: expect.stringContaining('Volatility') as unknown as string,
      opt_extreme: 12,
      pess_extreme: 30,
      contrary: '1.0',
      premium: '0',
      chart_type: 'line',
      updated: 'Daily',
    });
    expect(await md.indicatorInfo('nope')).toBeUndefined();
  });

  it('gives the kinds of index.json: indices and ETFs are etf, the wide file ETFs, the rest stocks', async () => {
    for (const symbol of ['SPX', 'DJI', 'SPY', 'TLT', 'EEM', 'dia'])
      expect(await md.symbolKind(symbol), symbol).toBe('etf');
    for (const symbol of ['AAPL', 'MSFT', 'INTC', 'ibm']) expect(await md.symbolKind(symbol), symbol).toBe('stock');
    expect(await md.symbolKind('NOPE')).toBeUndefined();
  });

  it('serves options/put-chain-MADE-UP.csv as the option chain', async () => {
    // counted by hand: the lines that are neither comments, blank nor the header
    const lines = readFileSync(join(BUNDLED_SAMPLES_DIR, 'options/put-chain-MADE-UP.csv'), 'utf8')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '' && !l.startsWith('#'));
    const rows = lines.slice(1).map((l) => l.split(','));
    const chain = (await md.optionChain())!;
    expect(chain).toHaveLength(rows.length);
    expect(new Set(chain.map((q) => q.date))).toEqual(new Set(rows.map((r) => r[0])));
    expect(new Set(chain.map((q) => q.ticker))).toEqual(new Set(['MSFT', 'SPX', 'SPY']));
    expect(chain[0].contractSymbol).toBe(rows[0][12]);
    expect(chain[0].strike).toBe(Number(rows[0][5]));
    // made up: every row says so, wherever it goes
    expect(chain.every((q) => q.demo === true)).toBe(true);
    expect(await md.optionChain()).toHaveLength(rows.length);
  });

  it('reads the VIX series by its CLOSE, in any case', async () => {
    const vix = (await md.indicator('Vix'))!;
    expect(vix.time).toHaveLength(9235);
    expect(vix.value[0]).toBe(17.24);
    expect(await md.indicator('nope')).toBeUndefined();
  });
});

describe('FolderMarketData on a folder of its own', () => {
  let dir = '';
  const write = (path: string, text: string | Buffer): void => writeFileSync(join(dir, path), text);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'folder-market-data-'));
    mkdirSync(join(dir, 'indicators'));
    write('SPX.csv', 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,0.5,1.5,10\n2021-01-05,1,2,0.5,1.75,10\n');
    write('bad.csv', 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,0.5,1.5,10\n2021-01-05,1,2,0.5,abc,10\n');
    write('Dupes.csv', 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,1,1,1,1\n2021-01-04,1,1,1,1,1\n');
    write('zipped.csv.gz', gzipSync('Date,Open,High,Low,Close\r\n1/4/2021,1,2,0.5,1.5\r\n1/5/2021,1,2,0.5,1.6\r\n'));
    write('notes.txt', 'not data');
    write('indicators/weekly.csv', 'Date,Value\n2021-01-01,1\n2021-01-08,2\n2021-01-15,3\n2021-01-22,4\n');
    write('indicators/Hourly.csv', 'Date,Value\n2021-01-04 09:00,1\n2021-01-04 10:00,2\n2021-01-04 11:00,3\n');
    write(
      'indicators/Hourly.json',
      '{"type":"trend","market_symbol":"SPX","sentiment":3,"premium":"1","unknown":true}',
    );
    write('indicators/broken.csv', 'Date,Value\n2021-01-01,1\n');
    write('indicators/broken.json', '{"type":"nonsense"}');
    copyFileSync(testDataPath('arch/sp500.csv.gz'), join(dir, 'GSPC.csv.gz'));
    mkdirSync(join(dir, 'wide'));
    write('wide/a.csv', 'Date,spx,Aaa,Bbb\n2021-01-04,99,10,20\n2021-01-05,98,11,\n2021-01-06,97,12,22\n');
    write('wide/b.csv.gz', gzipSync('Timestamp,BBB,CCC\r\n1/4/2021,5,6\r\n'));
    write('wide/notes.txt', 'Date,NOTES\n2021-01-04,1\n');
    copyFileSync(testDataPath('arbitragelab/multi_coint.csv'), join(dir, 'wide/europe.csv'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets an earlier folder win on a name clash, and lists the union of symbols', async () => {
    const md = new FolderMarketData([dir, BUNDLED_SAMPLES_DIR, join(dir, 'missing-folder')]);
    const spx = (await md.bars('SPX'))!;
    expect(spx.time).toHaveLength(2);
    const symbols = await md.symbols();
    expect(symbols).toEqual(expect.arrayContaining(['AAPL', 'BAD', 'DUPES', 'SPX', 'ZIPPED']));
    expect(symbols.filter((s) => s === 'SPX')).toHaveLength(1);
    expect(symbols).not.toContain('NOTES');
  });

  it('serves the columns of wide/ files: its own file wins, then the earlier file by name', async () => {
    const md = new FolderMarketData([dir]);
    const symbols = await md.symbols();
    expect(symbols).toEqual(expect.arrayContaining(['AAA', 'BBB', 'CCC', 'AEX', 'DAX', 'FTSE', 'CAC', 'SPX']));
    expect(symbols.filter((s) => s === 'SPX' || s === 'BBB')).toEqual(['BBB', 'SPX']);
    expect(symbols).not.toContain('NOTES');

    expect(Array.from((await md.bars('SPX'))!.close)).toEqual([1.5, 1.75]); // SPX.csv, not the column
    const aaa = (await md.bars('aaa'))!;
    expect(Array.from(aaa.time, isoDay)).toEqual(['2021-01-04', '2021-01-05', '2021-01-06']);
    expect(Array.from(aaa.close)).toEqual([10, 11, 12]);
    expect(Array.from(aaa.high)).toEqual([10, 11, 12]);
    expect(Array.from(aaa.volume)).toEqual([1, 1, 1]);
    const bbb = (await md.bars('BBB'))!; // a.csv (blank on 2021-01-05), not b.csv.gz
    expect(Array.from(bbb.time, isoDay)).toEqual(['2021-01-04', '2021-01-06']);
    expect(Array.from(bbb.close)).toEqual([20, 22]);
    expect(Array.from((await md.bars('ccc'))!.close)).toEqual([6]); // gzip, CRLF, M/D/YYYY
  });

  it('reads arbitragelab multi_coint.csv as a wide file: a blank cell is no bar', async () => {
    const md = new FolderMarketData([dir]);
    // 2,836 dates, of which DAX is blank on 50 (INVENTORY.md)
    expect((await md.bars('DAX'))!.time).toHaveLength(2786);
    expect((await md.bars('AEX'))!.time).toHaveLength(2820);
  });

  it('a wide file in an earlier folder wins over a price file in a later one', async () => {
    const other = mkdtempSync(join(tmpdir(), 'folder-market-data-wide-'));
    try {
      mkdirSync(join(other, 'wide'));
      writeFileSync(join(other, 'wide', 'x.csv'), 'Date,AAPL,TLT\n2021-01-04,1,2\n');
      const layered = new FolderMarketData([other, BUNDLED_SAMPLES_DIR]);
      expect(Array.from((await layered.bars('AAPL'))!.close)).toEqual([1]);
      expect(Array.from((await layered.bars('TLT'))!.close)).toEqual([2]);
      expect((await layered.bars('SPY'))!.time).toHaveLength(2519);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('a bad cell of a wide file fails its symbols, naming the file, the row and the column', async () => {
    const other = mkdtempSync(join(tmpdir(), 'folder-market-data-wide-'));
    try {
      mkdirSync(join(other, 'wide'));
      writeFileSync(join(other, 'wide', 'w.csv'), 'Date,A,B\n2021-01-04,1,2\n2021-01-05,0,2\n');
      const md = new FolderMarketData([other]);
      expect(await md.symbols()).toEqual(['A', 'B']);
      const file = join(other, 'wide', 'w.csv');
      await expect(md.bars('B')).rejects.toThrow(
        `${file}: Row 3 (line 3 of the file), column A: "0" is not a positive price (prices must be above 0)`,
      );
      writeFileSync(file, 'Date,A,B\n2021-01-04,1,2\n2021-01-04,1,2\n');
      await expect(md.bars('B')).rejects.toThrow(`${file}: duplicate dates (each date may appear once): 2021-01-04`);

      writeFileSync(join(other, 'wide', 'v.csv'), 'Day,A\n2021-01-04,1\n');
      await expect(new FolderMarketData([other]).symbols()).rejects.toThrow(
        `${join(other, 'wide', 'v.csv')}: Header (line 1): missing required column Date`,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reads a .csv.gz file (gzip, CRLF, M/D/YYYY, no Volume)', async () => {
    const md = new FolderMarketData([dir]);
    const bars = (await md.bars('zipped'))!;
    expect(Array.from(bars.time, isoDay)).toEqual(['2021-01-04', '2021-01-05']);
    expect(Array.from(bars.volume)).toEqual([1, 1]);
  });

  it('reads arch/sp500.csv.gz (gzip, CRLF, M/D/YYYY, Adj Close)', async () => {
    const md = new FolderMarketData([dir]);
    const bars = (await md.bars('gspc'))!;
    expect(bars.time).toHaveLength(5031);
    expect(isoDay(bars.time[0])).toBe('1999-01-04');
    expect(isoDay(bars.time[5030])).toBe('2018-12-31');
    expect(Object.keys(bars.columns)).toEqual(['Adj Close']);
  });

  it('throws naming the file, the row and the column of a bad file', async () => {
    const md = new FolderMarketData([dir]);
    const error = await md.bars('BAD').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(join(dir, 'bad.csv'));
    expect(message).toContain('Row 3');
    expect(message).toContain('column Close');
    expect(message).toBe(`${join(dir, 'bad.csv')}: Row 3 (line 3 of the file), column Close: "abc" is not a number`);
    // not cached: it fails again (and would succeed once the file is fixed)
    await expect(md.bars('bad')).rejects.toThrow('bad.csv');
  });

  it('throws naming the file and the repeated dates', async () => {
    const md = new FolderMarketData([dir]);
    await expect(md.bars('dupes')).rejects.toThrow(/Dupes\.csv: duplicate dates.*2021-01-04/);
  });

  it('builds the catalogue from the indicator files and their sidecars', async () => {
    const md = new FolderMarketData([join(dir, 'no-such-folder'), dir]);
    await expect(md.catalogue()).rejects.toThrow(/broken\.json: field type/);
    rmSync(join(dir, 'indicators/broken.json'));
    const fresh = new FolderMarketData([dir]);
    expect(await fresh.catalogue()).toEqual([
      { chart_name: 'broken', url: 'broken', market_symbol: '', type: 'other', updated: 'Daily' },
      { chart_name: 'Hourly', url: 'Hourly', market_symbol: 'SPX', type: 'trend', updated: 'Daily' },
      { chart_name: 'weekly', url: 'weekly', market_symbol: '', type: 'other', updated: 'Weekly' },
    ]);
    expect(await fresh.indicatorInfo('HOURLY')).toEqual({
      url: 'Hourly',
      entry: {
        sentiment: '3',
        description: '',
        opt_extreme: 0,
        pess_extreme: 0,
        contrary: '0',
        premium: '1',
        chart_type: 'line',
        updated: 'Daily',
      },
    });
    expect((await fresh.indicatorInfo('weekly'))?.entry.updated).toBe('Weekly');
  });

  it('is empty for a folder that does not exist', async () => {
    const md = new FolderMarketData([join(dir, 'nothing-here')]);
    expect(await md.symbols()).toEqual([]);
    expect(await md.catalogue()).toEqual([]);
    expect(await md.optionChain()).toBeUndefined();
  });
});

describe('FolderMarketData: kinds.csv and options/', () => {
  const PRICES = 'Date,Open,High,Low,Close\n2021-01-04,1,2,0.5,1.5\n';
  const CHAIN_HEAD = 'date,ticker,close,type,expiration,strike,last price,iv,contract symbol';
  let dir = '';
  const write = (path: string, text: string | Buffer): void => writeFileSync(join(dir, path), text);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'folder-market-data-kinds-'));
    mkdirSync(join(dir, 'wide'));
    mkdirSync(join(dir, 'options'));
    write('kinds.csv', 'symbol,kind\nQQQ,etf\nAAA,stock\nSPX,stock\n');
    write('QQQ.csv', PRICES);
    write('XYZ.csv', PRICES);
    write('wide/w.csv', 'Date,AAA,BBB\n2021-01-04,1,2\n');
    write('options/b.csv', `${CHAIN_HEAD}\n2022-03-11,QQQ,350,put,2022-04-14,330,4.1,0.3,\n`);
    write(
      'options/a.csv.gz',
      gzipSync(
        `${CHAIN_HEAD}\r\n2022-03-10,XYZ,10,put,2022-03-25,9,0.2,0.5,\r\n2022-03-10,XYZ,10,call,2022-03-25,11,0.1,0.5,\r\n`,
      ),
    );
    write('options/notes.txt', 'not a chain');
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('kinds.csv sets kinds; a price file is otherwise a stock and a wide column an ETF; kinds.csv is no symbol', async () => {
    const md = new FolderMarketData([dir]);
    expect(await md.symbols()).toEqual(['AAA', 'BBB', 'QQQ', 'XYZ']);
    expect(await md.symbolKind('qqq')).toBe('etf');
    expect(await md.symbolKind('XYZ')).toBe('stock');
    expect(await md.symbolKind('AAA')).toBe('stock');
    expect(await md.symbolKind('BBB')).toBe('etf');
    expect(await md.symbolKind('KINDS')).toBeUndefined();
  });

  it("an earlier folder's kinds.csv speaks for a later folder's symbol; the samples keep their kinds otherwise", async () => {
    const md = new FolderMarketData([dir, BUNDLED_SAMPLES_DIR]);
    expect(await md.symbolKind('SPX')).toBe('stock'); // the sample's prices, this folder's kind
    expect(await md.symbolKind('DJI')).toBe('etf');
    expect(await md.symbolKind('TLT')).toBe('etf');
    expect(await md.symbolKind('AAPL')).toBe('stock');
    expect(await md.symbolKind('AAA')).toBe('stock');
  });

  it('reads options/*.csv(.gz) by name as one chain, which replaces the bundled made-up chain', async () => {
    const md = new FolderMarketData([dir, BUNDLED_SAMPLES_DIR]);
    const chain = (await md.optionChain())!;
    expect(chain.map((q) => [q.ticker, q.type, q.strike, q.date])).toEqual([
      ['XYZ', 'put', 9, '2022-03-10'],
      ['XYZ', 'call', 11, '2022-03-10'],
      ['QQQ', 'put', 330, '2022-03-11'],
    ]);
    expect(chain.some((q) => q.demo)).toBe(false);
    // a folder without options/ leaves the chain to the next one
    const other = mkdtempSync(join(tmpdir(), 'folder-market-data-no-options-'));
    try {
      const layered = new FolderMarketData([other, dir]);
      expect(await layered.optionChain()).toHaveLength(3);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('a bad kinds.csv line fails the scan naming the file and the line', async () => {
    const other = mkdtempSync(join(tmpdir(), 'folder-market-data-bad-kinds-'));
    try {
      writeFileSync(join(other, 'kinds.csv'), 'SPY,etf\nGLD,commodity\n');
      writeFileSync(join(other, 'GLD.csv'), PRICES);
      const md = new FolderMarketData([other]);
      const message = `${join(other, 'kinds.csv')}: line 2: "commodity" is not a kind (stock, etf or index)`;
      await expect(md.symbols()).rejects.toThrow(message);
      await expect(md.symbolKind('GLD')).rejects.toThrow(message);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('a bad chain file fails the chain naming the file, the row and the column', async () => {
    const other = mkdtempSync(join(tmpdir(), 'folder-market-data-bad-chain-'));
    try {
      mkdirSync(join(other, 'options'));
      const file = join(other, 'options', 'bad.csv');
      writeFileSync(file, `${CHAIN_HEAD}\n2022-03-10,XYZ,10,put,2022-03-25,abc,0.2,0.5,\n`);
      await expect(new FolderMarketData([other]).optionChain()).rejects.toThrow(
        `${file}: Row 2 (line 2 of the file), column strike: "abc" is not a number`,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
