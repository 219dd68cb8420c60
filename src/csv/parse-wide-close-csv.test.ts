import { describe, expect, it } from 'vitest';
import { isoDay } from '../engine/series/bars.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import { readTestData } from '../testing/test-data.ts';
import { csvError } from './expect-csv-error.ts';
import { parseWideCloseCsv, wideCloseSymbols } from './parse-wide-close-csv.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const bar = (iso: string, v: number) => ({ time: day(iso), open: v, high: v, low: v, close: v, volume: NaN });

describe('parseWideCloseCsv: small files', () => {
  it('gives each column as a symbol (upper case) with open = high = low = close and no volume', () => {
    const wide = parseWideCloseCsv('Date,eem,Tip\n2020-01-02,40.5,110\n2020-01-03,41,111.25\n');
    expect([...wide.keys()]).toEqual(['EEM', 'TIP']);
    expect(wide.get('EEM')).toEqual([bar('2020-01-02', 40.5), bar('2020-01-03', 41)]);
    expect(wide.get('TIP')).toEqual([bar('2020-01-02', 110), bar('2020-01-03', 111.25)]);
  });

  it('skips a blank cell: no row for that symbol on that date', () => {
    const wide = parseWideCloseCsv('Date,A,B\n2020-01-02,1,\n2020-01-03,,2\n2020-01-06,3,4\n');
    expect(wide.get('A')!.map((r) => [isoDay(r.time), r.close])).toEqual([
      ['2020-01-02', 1],
      ['2020-01-06', 3],
    ]);
    expect(wide.get('B')!.map((r) => [isoDay(r.time), r.close])).toEqual([
      ['2020-01-03', 2],
      ['2020-01-06', 4],
    ]);
  });

  it('finds the date column by Timestamp or Datetime in any case, anywhere, and reads M/D/YYYY', () => {
    const a = parseWideCloseCsv('X,TIMESTAMP\n5,1/2/2020\n');
    expect(a.get('X')).toEqual([bar('2020-01-02', 5)]);
    const b = parseWideCloseCsv('datetime,Y\n2020-01-02 15:30,7\n');
    expect(b.get('Y')![0].time).toBe(Date.parse('2020-01-02T15:30:00Z'));
  });

  it('strips a BOM, reads CRLF and semicolons, and ignores unnamed columns (a pandas index, a trailing comma)', () => {
    const wide = parseWideCloseCsv('\uFEFF,Date,A,\r\n0,2020-01-02,1.5,\r\n1,2020-01-03,2,\r\n');
    expect([...wide.keys()]).toEqual(['A']);
    expect(wide.get('A')!.map((r) => r.close)).toEqual([1.5, 2]);
    expect(parseWideCloseCsv('Date;A\n2020-01-02;3\n').get('A')).toEqual([bar('2020-01-02', 3)]);
  });

  it('keeps the rows in file order; barsFromRows sorts them and floors the volume to 1', () => {
    const wide = parseWideCloseCsv('Date,A\n2020-01-03,2\n2020-01-02,1\n');
    expect(wide.get('A')!.map((r) => isoDay(r.time))).toEqual(['2020-01-03', '2020-01-02']);
    const bars = barsFromRows(wide.get('A')!);
    expect(Array.from(bars.time, isoDay)).toEqual(['2020-01-02', '2020-01-03']);
    expect(Array.from(bars.close)).toEqual([1, 2]);
    expect(Array.from(bars.open)).toEqual([1, 2]);
    expect(Array.from(bars.volume)).toEqual([1, 1]);
  });

  it('a column left empty throughout is a symbol without rows', () => {
    expect(parseWideCloseCsv('Date,A,B\n2020-01-02,1,\n').get('B')).toEqual([]);
  });
});

describe('parseWideCloseCsv: errors name the row and the column', () => {
  it('a cell that is not a number', () => {
    const e = csvError(() => parseWideCloseCsv('Date,A,B\n2020-01-02,1,2\n2020-01-03,1,n/a\n'));
    expect([e.row, e.column]).toEqual([3, 'B']);
    expect(e.message).toBe('Row 3 (line 3 of the file), column B: "n/a" is not a number');
  });

  it.each(['0', '-1.5', '0.0'])('a price of %s', (cell) => {
    const e = csvError(() => parseWideCloseCsv(`Date,A,B\n2020-01-02,1,2\n2020-01-03,${cell},2\n`));
    expect([e.row, e.column]).toEqual([3, 'A']);
    expect(e.reason).toBe(`"${cell}" is not a positive price (prices must be above 0)`);
  });

  it('a thousands separator (quoted so it stays one cell) when told the file has none', () => {
    const e = csvError(() => parseWideCloseCsv('Date,A\n2020-01-02,"1,234.5"\n', { thousands: false }));
    expect([e.row, e.column]).toEqual([2, 'A']);
    expect(e.reason).toMatch(/thousands separator/);
  });

  it('a date that cannot be read, on the line of the file', () => {
    const e = csvError(() => parseWideCloseCsv('Date,A\n2020-01-02,1\n\n2020-02-30,1\n'));
    expect([e.row, e.column]).toEqual([4, 'Date']);
  });

  it('no date column, no symbol column, or two columns of one symbol', () => {
    expect(csvError(() => parseWideCloseCsv('Day,A\n2020-01-02,1\n')).message).toBe(
      'Header (line 1): missing required column Date (or Timestamp); the header has: Day, A',
    );
    expect(csvError(() => parseWideCloseCsv('Date,\n2020-01-02,\n')).column).toBe('');
    const twice = csvError(() => parseWideCloseCsv('Date,spy,SPY\n2020-01-02,1,1\n'));
    expect([twice.row, twice.column]).toEqual([1, 'SPY']);
    expect(twice.reason).toBe('two columns are the symbol SPY ("spy", "SPY")');
  });
});

describe('wideCloseSymbols', () => {
  it('reads the header line only: a broken data row does not matter', () => {
    expect(wideCloseSymbols('\n\uFEFFDate,eem,,Tip\r\n2020-01-02,abc,,\r\n')).toEqual(['EEM', 'TIP']);
    expect(wideCloseSymbols('Date,A')).toEqual(['A']);
    expect(wideCloseSymbols('"Date","A, B"\n2020-01-02,1\n')).toEqual(['A, B']);
  });

  it('throws the header errors parseWideCloseCsv throws', () => {
    expect(csvError(() => wideCloseSymbols('Day,A\n')).column).toBe('Date');
    expect(csvError(() => wideCloseSymbols('Date,a,A\n')).column).toBe('A');
  });
});

describe('parseWideCloseCsv: real files', () => {
  it('mlfinlab stock_prices.csv: 23 ETFs, 2,141 rows each, 2008-01-02..2016-07-01, the cells as written', () => {
    const text = readTestData('mlfinlab-bsd-2019/stock_prices.csv');
    const wide = parseWideCloseCsv(text);
    const symbols = 'EEM EWG TIP EWJ EFA IEF EWQ EWU XLB XLE XLF LQD XLK XLU EPP FXI VGK VPL SPY TLT BND CSJ DIA'.split(
      ' ',
    );
    expect([...wide.keys()]).toEqual(symbols);
    expect(wideCloseSymbols(text)).toEqual(symbols);

    // the file, split by hand
    const lines = text.split('\n').filter((l) => l !== '');
    const header = lines[0].split(',');
    expect(lines).toHaveLength(2142);
    for (const symbol of symbols) {
      const rows = wide.get(symbol)!;
      expect(rows, symbol).toHaveLength(2141);
      expect(isoDay(rows[0].time)).toBe('2008-01-02');
      expect(isoDay(rows[2140].time)).toBe('2016-07-01');
    }
    const tlt = header.indexOf('TLT');
    const row1000 = lines[1000].split(',');
    const tlt1000 = wide.get('TLT')![999];
    expect(isoDay(tlt1000.time)).toBe(row1000[0]);
    expect(tlt1000.close).toBe(Number(row1000[tlt]));
    expect(tlt1000.open).toBe(tlt1000.close);
    expect(wide.get('EEM')![0].close).toBe(49.27333450317383); // split-adjusted, float32 noise digits
    expect(wide.get('DIA')![2140].close).toBe(Number(lines[2141].split(',')[header.indexOf('DIA')]));

    const bars = barsFromRows(wide.get('LQD')!);
    expect(bars.time).toHaveLength(2141);
    expect(bars.volume.every((v) => v === 1)).toBe(true);
  });

  it('arbitragelab multi_coint.csv (BOM, M/D/YYYY): the blank cells of local holidays are no rows', () => {
    const wide = parseWideCloseCsv(readTestData('arbitragelab/multi_coint.csv'));
    // 2,836 dates; blanks per INVENTORY.md: AEX 16, DAX 50, FTSE 57, CAC 47
    expect([...wide].map(([s, rows]) => [s, rows.length])).toEqual([
      ['AEX', 2820],
      ['DAX', 2786],
      ['FTSE', 2779],
      ['CAC', 2789],
    ]);
    expect(isoDay(wide.get('AEX')![0].time)).toBe('1996-01-02');
    expect(wide.get('AEX')![0].close).toBe(224.7300072);
  });
});
