import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../engine/series/bars.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { resampleBars } from '../engine/series/resample.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from './folder-market-data.ts';

const SHARED = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

describe('FolderMarketData on the bundled samples', () => {
  const md = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

  it('resolves the samples folder to an absolute path that exists', () => {
    expect(isAbsolute(BUNDLED_SAMPLES_DIR)).toBe(true);
    expect(existsSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'))).toBe(true);
  });

  it('lists the symbols, sorted', async () => {
    expect(await md.symbols()).toEqual(['AAPL', 'AMZN', 'DJI', 'GOOG', 'IBM', 'INTC', 'MSFT', 'SPX', 'SPY']);
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
    expect(info).toEqual({
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
    copyFileSync(`${SHARED}arch/sp500.csv.gz`, join(dir, 'GSPC.csv.gz'));
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
      sentiment: '3',
      description: '',
      opt_extreme: 0,
      pess_extreme: 0,
      contrary: '0',
      premium: '1',
      chart_type: 'line',
      updated: 'Daily',
    });
    expect((await fresh.indicatorInfo('weekly'))?.updated).toBe('Weekly');
  });

  it('is empty for a folder that does not exist', async () => {
    const md = new FolderMarketData([join(dir, 'nothing-here')]);
    expect(await md.symbols()).toEqual([]);
    expect(await md.catalogue()).toEqual([]);
  });
});
