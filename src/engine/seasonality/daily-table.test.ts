import { describe, expect, it } from 'vitest';
import { dailyTable } from './daily-table.ts';
import { dayOf, series } from './test-series.ts';

describe('dailyTable', () => {
  const t = dailyTable(
    series([
      ['2019-12-16', 50], // 2019 starts in December in the data: its sessions are not numbered
      ['2019-12-31', 100],
      ['2020-01-02', 110],
      ['2020-01-03', 0], // a bad close: neither its return nor the next one is a number
      ['2020-01-06', 99],
      ['2020-02-10', 99], // February starts on the 10th in the data: not numbered within the month
      ['2020-02-29', 99],
      ['2020-03-02', 108.9],
    ]),
  );

  it('dates each bar', () => {
    expect(Array.from(t.days)).toEqual(
      [
        '2019-12-16',
        '2019-12-31',
        '2020-01-02',
        '2020-01-03',
        '2020-01-06',
        '2020-02-10',
        '2020-02-29',
        '2020-03-02',
      ].map(dayOf),
    );
    expect(Array.from(t.year)).toEqual([2019, 2019, 2020, 2020, 2020, 2020, 2020, 2020]);
    expect(Array.from(t.month)).toEqual([12, 12, 1, 1, 1, 2, 2, 3]);
    expect(Array.from(t.day)).toEqual([16, 31, 2, 3, 6, 10, 29, 2]);
    // Mon, Tue, Thu, Fri, Mon, Mon, Sat, Mon
    expect(Array.from(t.weekday)).toEqual([1, 2, 4, 5, 1, 1, 6, 1]);
  });

  it('numbers sessions within the year and the month, 0 where the period starts late in the data', () => {
    expect(Array.from(t.sessionOfYear)).toEqual([0, 0, 1, 2, 3, 4, 5, 6]);
    expect(Array.from(t.sessionOfMonth)).toEqual([0, 0, 1, 2, 3, 0, 0, 1]);
  });

  it('dates each close-to-close return on its own bar, in percent', () => {
    const r = Array.from(t.r);
    expect(r[0]).toBeNaN();
    expect(r[1]).toBeCloseTo(100, 12);
    expect(r[2]).toBeCloseTo(10, 12);
    expect(r[3]).toBeCloseTo(-100, 12);
    expect(r[4]).toBeNaN(); // 99 / 0
    expect(r[5]).toBe(0);
    expect(r[7]).toBeCloseTo(10, 12);
  });

  it('handles an empty series', () => {
    expect(dailyTable(series([])).n).toBe(0);
  });
});
