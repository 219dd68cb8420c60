import { describe, expect, it } from 'vitest';
import { performanceByDayOfSingleMonth } from './by-day-of-single-month.ts';
import { expectRows, series } from './test-series.ts';

const bars = series([
  ['2019-12-31', 100],
  ['2020-01-02', 110], // day 2, session 1: +10
  ['2020-01-03', 99], // day 3, session 2: -10
  ['2020-02-03', 99], // another month
  ['2020-12-31', 100],
  ['2021-01-04', 105], // day 4, session 1: +5
  ['2021-01-05', 94.5], // day 5, session 2: -10
  ['2021-01-06', 94.5], // day 6, session 3: 0
  ['2022-01-10', 103.95], // January 2022 starts on the 10th in the data: day 10 (+10), no session number
  ['2022-01-11', 93.555], // day 11: -10
]);

const ALL = { startYear: 2019, endYear: 2022 };

describe('performanceByDayOfSingleMonth', () => {
  it('groups one month by calendar day', () => {
    expectRows(performanceByDayOfSingleMonth(bars, ALL, 1, 'calendar_day'), [
      { day: 2, mean: 10, positivePct: 100, count: 1 },
      { day: 3, mean: -10, positivePct: 0, count: 1 },
      { day: 4, mean: 5, positivePct: 100, count: 1 },
      { day: 5, mean: -10, positivePct: 0, count: 1 },
      { day: 6, mean: 0, positivePct: 0, count: 1 },
      { day: 10, mean: 10, positivePct: 100, count: 1 },
      { day: 11, mean: -10, positivePct: 0, count: 1 },
    ]);
  });

  it("groups one month by the session's number in the month, leaving out months that start late in the data", () => {
    expectRows(performanceByDayOfSingleMonth(bars, ALL, 1, 'trading_day'), [
      { day: 1, mean: 7.5, positivePct: 100, count: 2 },
      { day: 2, mean: -10, positivePct: 0, count: 2 },
      { day: 3, mean: 0, positivePct: 0, count: 1 },
    ]);
  });

  it('clips to the span and checks the month', () => {
    expectRows(performanceByDayOfSingleMonth(bars, { startYear: 2021, endYear: 2021 }, 1, 'trading_day'), [
      { day: 1, mean: 5, positivePct: 100, count: 1 },
      { day: 2, mean: -10, positivePct: 0, count: 1 },
      { day: 3, mean: 0, positivePct: 0, count: 1 },
    ]);
    expectRows(performanceByDayOfSingleMonth(bars, ALL, 2, 'calendar_day'), [
      { day: 3, mean: 0, positivePct: 0, count: 1 },
    ]);
    expectRows(performanceByDayOfSingleMonth(bars, ALL, 3, 'calendar_day'), []);
    expect(() => performanceByDayOfSingleMonth(bars, ALL, 13, 'calendar_day')).toThrow(RangeError);
  });
});
