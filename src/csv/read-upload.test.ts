import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvError } from './expect-csv-error.ts';
import { parsePriceCsv } from './parse-price-csv.ts';
import { readUpload, wideColumnsAsPriceCsv } from './read-upload.ts';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const file = (fileName: string, lines: string[]) => ({ fileName, text: `${lines.join('\n')}\n` });

/** Close of each row of a written-out price CSV, by ISO date (read back with the ordinary reader). */
function closes(text: string): Map<string, number> {
  const csv = parsePriceCsv(text);
  return new Map(csv.rows.map((r) => [new Date(r.time).toISOString().slice(0, 10), r.close]));
}

describe('readUpload: a wide close file', () => {
  const wide = file('my-etfs.csv', [
    'Date,SPY,GLD,TLT',
    '2020-01-02,324.87,143.95,136.6',
    '2020-01-03,322.41,,138.1',
    '2020-01-06,323.64,147.39,137.4',
  ]);

  it('makes each column a symbol, with its rows and range; a blank cell is no row', () => {
    const r = readUpload({ files: [wide] });
    expect(r.layout).toBe('wide');
    expect(r.symbols).toEqual([
      { column: 'SPY', symbol: 'SPY', rows: 3, first: '2020-01-02', last: '2020-01-06' },
      { column: 'GLD', symbol: 'GLD', rows: 2, first: '2020-01-02', last: '2020-01-06' },
      { column: 'TLT', symbol: 'TLT', rows: 3, first: '2020-01-02', last: '2020-01-06' },
    ]);
  });

  it('writes a chosen column as close-only bars that the price reader reads back', () => {
    const [gld] = wideColumnsAsPriceCsv(wide.text, {}, [{ column: 'GLD', symbol: 'GOLD' }]);
    expect(gld.symbol).toBe('GOLD');
    const rows = parsePriceCsv(gld.text).rows;
    expect(rows.map((r) => [r.time, r.open, r.high, r.low, r.close])).toEqual([
      [utc(2020, 1, 2), 143.95, 143.95, 143.95, 143.95],
      [utc(2020, 1, 6), 147.39, 147.39, 147.39, 147.39],
    ]);
  });

  it('names a lone Close column after the file', () => {
    const r = readUpload({ files: [file('GLD-2010-YAHOOFINANCE.csv', ['Date,Close', '2010-01-04,109.8'])] });
    expect(r.symbols.map((s) => [s.column, s.symbol])).toEqual([['Close', 'GLD']]);
  });

  it('reads the bundled ETF closes: 23 symbols, values as the file writes them', () => {
    const text = readFileSync(new URL('../../public/samples/wide/ETF-closes.csv', import.meta.url), 'utf8');
    const r = readUpload({ files: [{ fileName: 'ETF-closes.csv', text }] });
    const lines = text.trim().split(/\r?\n/);
    const header = lines[0].split(',');
    expect(r.symbols.map((s) => s.symbol)).toEqual(header.slice(1));
    expect(r.symbols.every((s) => s.rows === lines.length - 1)).toBe(true);
    expect(r.symbols[0]).toMatchObject({ first: lines[1].slice(0, 10), last: lines[lines.length - 1].slice(0, 10) });

    const columns = ['EEM', 'DIA'].map((c) => ({ column: c, symbol: c }));
    const kept = wideColumnsAsPriceCsv(text, {}, columns);
    for (const [k, { column }] of columns.entries()) {
      const at = header.indexOf(column);
      const byDate = closes(kept[k].text);
      expect(byDate.size).toBe(lines.length - 1);
      // Every row of the file: the cell's text, read as a number, is the kept close of that date.
      for (const line of lines.slice(1)) {
        const cells = line.split(',');
        expect(byDate.get(cells[0])).toBe(Number(cells[at]));
      }
    }
  });
});

describe('readUpload: several files of one symbol', () => {
  const y2010 = file('GLD-2010.csv', [
    'Date,Open,High,Low,Close,Volume',
    '2010-12-30,137.1,138.0,136.9,137.6,100',
    '2010-12-31,137.7,138.8,137.5,138.72,200',
  ]);
  const y2011 = file('GLD-2011.csv', [
    'Date,Open,High,Low,Close,Volume',
    '2011-01-04,136.0,136.5,133.6,134.0,300',
    '2011-01-03,138.0,139.0,137.9,138.5,250',
    '2010-12-31,137.7,138.8,137.5,138.72,200',
  ]);

  it('joins them sorted by date, a date both hold with the same prices once', () => {
    const r = readUpload({ files: [y2011, y2010] });
    expect(r.layout).toBe('prices');
    expect(r.merged).toBe(1);
    expect(r.symbol).toBe('GLD');
    expect(r.fileName).toBe('GLD-2011.csv + GLD-2010.csv');
    expect(r.files).toEqual([
      { fileName: 'GLD-2011.csv', rows: 3, first: '2010-12-31', last: '2011-01-04' },
      { fileName: 'GLD-2010.csv', rows: 2, first: '2010-12-30', last: '2010-12-31' },
    ]);
    const rows = parsePriceCsv(r.text).rows;
    expect(rows.map((x) => [x.time, x.close, x.volume])).toEqual([
      [utc(2010, 12, 30), 137.6, 100],
      [utc(2010, 12, 31), 138.72, 200],
      [utc(2011, 1, 3), 138.5, 250],
      [utc(2011, 1, 4), 134.0, 300],
    ]);
  });

  it('refuses overlapping dates that differ, naming the first such date and both values', () => {
    const other = file('GLD-2011b.csv', [
      'Date,Open,High,Low,Close,Volume',
      '2010-12-30,137.1,138.0,136.9,137.6,100',
      '2010-12-31,137.7,138.8,137.5,138.8,200',
    ]);
    const e = csvError(() => readUpload({ files: [y2010, other] }));
    expect(e.message).toBe(
      'GLD-2010.csv and GLD-2011b.csv disagree on 2010-12-31: Close 138.72 in GLD-2010.csv, 138.8 in GLD-2011b.csv. ' +
        'Overlapping dates must hold the same prices; fix or leave out one of the files.',
    );
    expect(e.column).toBe('Close');
  });

  it('names the file of a bad cell', () => {
    const bad = file('GLD-2012.csv', ['Date,Open,High,Low,Close', '2012-01-03,1,1,1,abc']);
    expect(csvError(() => readUpload({ files: [y2010, bad] })).message).toBe(
      'GLD-2012.csv: Row 2 (line 2 of the file), column Close: "abc" is not a number',
    );
  });
});

describe('readUpload: dates and numbers', () => {
  it('finds day-first dates from a day above 12 and reads them so', () => {
    const r = readUpload({
      files: [file('x.csv', ['Date,Open,High,Low,Close', '02/01/2020,1,1,1,10', '31/12/2020,1,1,1,11'])],
    });
    expect(r).toMatchObject({ dates: 'day-first', datesDetected: true, dateExample: '31/12/2020' });
    expect([...closes(r.text)]).toEqual([
      ['2020-01-02', 10],
      ['2020-12-31', 11],
    ]);
  });

  it('finds month-first dates the same way', () => {
    const r = readUpload({ files: [file('x.csv', ['Date,Value', '12/31/2020,5', '01/02/2021,6'])] });
    expect(r).toMatchObject({ layout: 'values', dates: 'month-first', datesDetected: true });
  });

  it('asks when no day is above 12, and reads as told', () => {
    const f = file('x.csv', ['Date,Open,High,Low,Close', '03/04/2020,1,1,1,10', '04/04/2020,1,1,1,11']);
    const asked = readUpload({ files: [f] });
    expect(asked).toMatchObject({ dates: 'ask', datesDetected: false, text: '', dateExample: '03/04/2020' });
    const dayFirst = readUpload({ files: [f], dateOrder: 'day-first' });
    expect(dayFirst).toMatchObject({ dates: 'day-first', datesDetected: false });
    expect([...closes(dayFirst.text).keys()]).toEqual(['2020-04-03', '2020-04-04']);
    const monthFirst = readUpload({ files: [f], dateOrder: 'month-first' });
    expect(monthFirst.dates).toBe('month-first');
    expect(monthFirst.text).toBe(f.text);
  });

  it('refuses dates written both ways, naming both', () => {
    const f = file('x.csv', ['Date,Value', '31/01/2020,1', '01/31/2020,2']);
    expect(csvError(() => readUpload({ files: [f] })).message).toMatch(
      /Row 3 .*column Date: the dates are written both day first \("31\/01\/2020"\) and month first \("01\/31\/2020"\)/,
    );
  });

  it('ISO dates need no decision', () => {
    const f = file('x.csv', ['Date,Open,High,Low,Close', '2020-01-02,1,1,1,10']);
    expect(readUpload({ files: [f] })).toMatchObject({ dates: 'iso', text: f.text });
  });

  it('reads thousands separators when the file writes them', () => {
    const f = file('spx.csv', [
      'Date,Open,High,Low,Close,Volume',
      '2020-01-02,"3,244.67","3,258.14","3,235.53","3,257.85","3,459,930,000"',
    ]);
    const r = readUpload({ files: [f] });
    expect(r.thousands).toBe('3,244.67');
    const [row] = parsePriceCsv(r.text).rows;
    expect([row.open, row.high, row.low, row.close, row.volume]).toEqual([
      3244.67, 3258.14, 3235.53, 3257.85, 3459930000,
    ]);
  });
});

describe('readUpload: the default symbol', () => {
  it("is the file's own ticker column when every row names one symbol", () => {
    const f = file('download (3).csv', [
      'Ticker,Date,Open,High,Low,Close',
      'qqq,2020-01-02,1,1,1,1',
      'QQQ,2020-01-03,1,1,1,1',
    ]);
    expect(readUpload({ files: [f] })).toMatchObject({ symbol: 'QQQ', symbolFrom: 'ticker-column' });
  });

  it('is a clean name from the file name otherwise', () => {
    const f = file('GLD-2010-YAHOOFINANCE.csv', ['Date,Open,High,Low,Close', '2010-01-04,1,1,1,1']);
    expect(readUpload({ files: [f] })).toMatchObject({ symbol: 'GLD', symbolFrom: 'file-name' });
  });

  it('reads a file as an indicator when the user says so', () => {
    const f = file('AAII sentiment.csv', ['Date,Bullish', '2020-01-02,0.4']);
    expect(readUpload({ files: [f] }).layout).toBe('wide');
    expect(readUpload({ files: [f], asIndicator: true })).toMatchObject({ layout: 'values', symbol: 'AAII_SENTIMENT' });
  });

  it('joins only price files', () => {
    const a = file('a.csv', ['Date,Value', '2020-01-02,1']);
    expect(csvError(() => readUpload({ files: [a, a] })).message).toMatch(/^Several files are joined/);
  });
});
