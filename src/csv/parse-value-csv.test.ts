import { describe, expect, it } from 'vitest';
import { csvError } from './expect-csv-error.ts';
import { isoDay } from '../engine/series/bars.ts';
import { readTestData } from '../testing/test-data.ts';
import { parseValueCsv } from './parse-value-csv.ts';

const days = (time: Float64Array): string[] => Array.from(time, isoDay);

describe('parseValueCsv', () => {
  it('reads Date and Value, sorted by date', () => {
    const s = parseValueCsv('Date,Value\n2020-01-03,2\n2020-01-02,1.5\n2020-01-06,-3\n');
    expect(days(s.time)).toEqual(['2020-01-02', '2020-01-03', '2020-01-06']);
    expect(Array.from(s.value)).toEqual([1.5, 2, -3]);
  });

  it('prefers Value, then Close, then Price', () => {
    expect(parseValueCsv('date,close,VALUE\n2020-01-02,1,2').value[0]).toBe(2);
    expect(parseValueCsv('DATE,OPEN,HIGH,LOW,CLOSE\n2020-01-02,1,3,0.5,2').value[0]).toBe(2);
    expect(parseValueCsv('Date,Price,Other\n2020-01-02,7,8').value[0]).toBe(7);
  });

  it('falls back to the single (numeric) column', () => {
    expect(parseValueCsv('Date,AAII Bull-Bear\n1/2/2020,12.5').value[0]).toBe(12.5);
    expect(parseValueCsv('Date,Reading,Comment\n2020-01-02,4,calm\n').value[0]).toBe(4);
    const e = csvError(() => parseValueCsv('Date,A,B\n2020-01-02,1,2\n'));
    expect(e.row).toBe(1);
    expect(e.message).toContain('missing column Value');
  });

  it('skips rows with an empty value (gaps) and reads the unnamed index column as dates', () => {
    const s = parseValueCsv(',Value\r\n2020-01-02,1\r\n2020-01-03,\r\n2020-01-06,3\r\n');
    expect(days(s.time)).toEqual(['2020-01-02', '2020-01-06']);
  });

  it('names the row and column of a bad value, a bad date and a repeated date', () => {
    const bad = csvError(() => parseValueCsv('Date,Value\n2020-01-02,1\n2020-01-03,n/a\n'));
    expect([bad.row, bad.column]).toEqual([3, 'Value']);
    expect(bad.message).toBe('Row 3 (line 3 of the file), column Value: "n/a" is not a number');
    const date = csvError(() => parseValueCsv('Date,Value\n13/45/2020,1\n'));
    expect([date.row, date.column]).toEqual([2, 'Date']);
    const repeated = csvError(() => parseValueCsv('Date,Value\n2020-01-03,1\n2020-01-02,1\n2020-01-03,2\n'));
    expect([repeated.row, repeated.column]).toEqual([4, 'Date']);
    expect(repeated.message).toContain('the date "2020-01-03" repeats row 2');
  });

  it('reads the VIX file (DATE,OPEN,HIGH,LOW,CLOSE with CRLF) by its CLOSE', () => {
    const s = parseValueCsv(readTestData('datasets-finance-vix/vix-daily.csv'));
    expect(s.time).toHaveLength(9235);
    expect(isoDay(s.time[0])).toBe('1990-01-02');
    expect(s.value[0]).toBe(17.24);
  });
});
