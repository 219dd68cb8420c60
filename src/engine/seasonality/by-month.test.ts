import { describe, expect, it } from 'vitest';
import { performanceByMonth } from './by-month.ts';
import { series } from './test-series.ts';

const bars = series([
  ['2019-12-30', 90],
  ['2019-12-31', 100], // December 2019: the data's first month, no previous month-end: no return
  ['2020-01-15', 50],
  ['2020-01-31', 110], // January 2020: 110 / 100 = +10 (the mid-month close does not matter)
  ['2020-02-28', 99], // February: -10
  ['2020-03-31', 99], // March: 0
  // no April: May has no previous month-end in the data
  ['2020-05-29', 120],
  ['2020-06-30', 132], // June: +10
  ['2020-11-30', 120], // November: October missing
  ['2020-12-31', 132], // December 2020: +10
  ['2021-01-29', 118.8], // January 2021: -10
  ['2021-02-01', 125], // February 2021: the data's last month, incomplete
]);

function byMonth(startYear: number, endYear: number) {
  const rows = performanceByMonth(bars, { startYear, endYear });
  expect(rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  return rows;
}

describe('performanceByMonth', () => {
  it('uses only months complete in the data, with the previous month-end in the data', () => {
    const rows = byMonth(2019, 2021);
    expect(rows.map((r) => r.count)).toEqual([2, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(rows[0].mean).toBeCloseTo(0, 9);
    expect(rows[0].positivePct).toBe(50);
    expect(rows[1].mean).toBeCloseTo(-10, 9);
    expect(rows[1].positivePct).toBe(0);
    expect(rows[2].mean).toBe(0);
    expect(rows[2].positivePct).toBe(0);
    expect(rows[5].mean).toBeCloseTo(10, 9);
    expect(rows[5].positivePct).toBe(100);
    expect(rows[11].mean).toBeCloseTo(10, 9);
    expect(rows[3].mean).toBeNaN();
    expect(rows[3].positivePct).toBeNaN();
  });

  it('dates a month by its own year, taking the previous month-end from before the span', () => {
    const rows = byMonth(2021, 2021);
    expect(rows.map((r) => r.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rows[0].mean).toBeCloseTo(-10, 9);
    expect(byMonth(2019, 2019).every((r) => r.count === 0)).toBe(true);
  });
});
