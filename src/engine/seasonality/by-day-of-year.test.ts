import { describe, expect, it } from 'vitest';
import { makeBars } from '../backtest/test-fixtures.ts';
import { performanceByDayOfYear } from './by-day-of-year.ts';
import { expectRows, series, utc } from './test-series.ts';

const bars = series([
  ['2019-12-31', 100],
  ['2020-01-02', 110], // session 1: +10 from the 2019 close
  ['2020-01-03', 121], // 2: +10
  ['2020-01-06', 108.9], // 3: -10
  ['2021-01-04', 119.79], // 1: +10
  ['2021-01-05', 119.79], // 2: 0
  ['2022-01-10', 59.895], // 2022 starts on 10 January in the data: numbering unknown, left out
  ['2022-01-11', 119.79],
]);

describe('performanceByDayOfYear', () => {
  it("groups by the session's number within its year", () => {
    expectRows(performanceByDayOfYear(bars, { startYear: 2019, endYear: 2022 }), [
      { day: 1, mean: 10, max: 10, min: 10, positivePct: 100, count: 2 },
      { day: 2, mean: 5, max: 10, min: 0, positivePct: 50, count: 2 },
      { day: 3, mean: -10, max: -10, min: -10, positivePct: 0, count: 1 },
    ]);
  });

  it('clips to the span', () => {
    expectRows(performanceByDayOfYear(bars, { startYear: 2021, endYear: 2021 }), [
      { day: 1, mean: 10, max: 10, min: 10, positivePct: 100, count: 1 },
      { day: 2, mean: 0, max: 0, min: 0, positivePct: 0, count: 1 },
    ]);
  });

  it('drops sessions after the 252nd', () => {
    // 300 consecutive days from 1 January 2020, closes 1, 2, 3, ...: session k's return is 100 / (k - 1).
    const n = 300;
    const long = makeBars(
      Array.from({ length: n }, (_, i) => i + 1),
      Array.from({ length: n }, (_, i) => utc('2020-01-01') + i * 86_400_000),
    );
    const rows = performanceByDayOfYear(long, { startYear: 2020, endYear: 2020 });
    expect(rows.map((r) => r.day)).toEqual(Array.from({ length: 251 }, (_, i) => i + 2));
    expect(rows[rows.length - 1].mean).toBeCloseTo(100 / 251, 9);
  });
});
