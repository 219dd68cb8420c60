import { describe, expect, it } from 'vitest';
import { dataYears, sessionOfYear } from './data-years.ts';
import { series, utc } from './test-series.ts';

const bars = series([
  ['2019-12-30', 1], // 2019 starts on 30 December in the data: not numbered
  ['2019-12-31', 1],
  ['2020-01-02', 1],
  ['2020-01-03', 1],
  ['2020-01-06', 1],
  ['2021-01-04', 1],
]);

describe('dataYears', () => {
  it('gives the calendar years of the first and last bar', () => {
    expect(dataYears(bars)).toEqual({ first: 2019, last: 2021 });
    expect(dataYears(series([]))).toBeNull();
  });
});

describe('sessionOfYear', () => {
  it('numbers a session within its year as the features do, 0 where there is no session or numbering', () => {
    expect(sessionOfYear(bars, utc('2020-01-02'))).toBe(1);
    expect(sessionOfYear(bars, utc('2020-01-06'))).toBe(3);
    expect(sessionOfYear(bars, utc('2020-01-06') + 15 * 3_600_000)).toBe(3); // any time of the day
    expect(sessionOfYear(bars, utc('2021-01-04'))).toBe(1);
    expect(sessionOfYear(bars, utc('2020-01-04'))).toBe(0); // Saturday
    expect(sessionOfYear(bars, utc('2019-12-31'))).toBe(0);
    expect(sessionOfYear(bars, utc('2022-01-03'))).toBe(0);
    expect(sessionOfYear(bars, utc('1999-01-04'))).toBe(0);
  });
});
