import { describe, it } from 'vitest';
import { performanceByDayOfMonth } from './by-day-of-month.ts';
import { expectRows, series } from './test-series.ts';

const bars = series([
  ['2020-01-02', 100],
  ['2020-01-03', 110], // +10
  ['2020-01-06', 99], // -10
  ['2020-12-31', 100], // 100 / 99
  ['2021-01-03', 95], // -5
  ['2021-01-04', 95], // 0
]);

describe('performanceByDayOfMonth', () => {
  it('groups by calendar date across years, rows ordered by month then day', () => {
    expectRows(performanceByDayOfMonth(bars, { startYear: 2020, endYear: 2021 }), [
      { month: 1, day: 3, mean: 2.5, max: 10, min: -5, positivePct: 50, count: 2 },
      { month: 1, day: 4, mean: 0, max: 0, min: 0, positivePct: 0, count: 1 },
      { month: 1, day: 6, mean: -10, max: -10, min: -10, positivePct: 0, count: 1 },
      { month: 12, day: 31, mean: 100 / 99, max: 100 / 99, min: 100 / 99, positivePct: 100, count: 1 },
    ]);
  });

  it('clips to the span', () => {
    expectRows(performanceByDayOfMonth(bars, { startYear: 2021, endYear: 2021 }), [
      { month: 1, day: 3, mean: -5, max: -5, min: -5, positivePct: 0, count: 1 },
      { month: 1, day: 4, mean: 0, max: 0, min: 0, positivePct: 0, count: 1 },
    ]);
    expectRows(performanceByDayOfMonth(bars, { startYear: 2022, endYear: 2030 }), []);
  });
});
