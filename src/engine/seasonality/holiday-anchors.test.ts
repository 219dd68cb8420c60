import { describe, expect, it } from 'vitest';
import { holidayDays } from '../calendar/index.ts';
import { performanceAroundDates } from './around-dates.ts';
import { holidayAnchorDays } from './holiday-anchors.ts';
import { dayOf, expectRows, series } from './test-series.ts';

// 1 January 2022 is a Saturday (no NYSE closure: open Friday 31 December); 1 January 2023 a Sunday (closed Monday 2nd).
const bars = series([
  ['2021-12-30', 100],
  ['2021-12-31', 101], // Fri: +1%
  ['2022-01-03', 103.02], // Mon, the first session of 2022: +2%
  ['2022-01-04', 101.9898], // -1%
  ['2022-12-29', 200],
  ['2022-12-30', 198], // Fri: -1%
  ['2023-01-03', 201.96], // Tue, the first session of 2023: +2%
  ['2023-01-04', 205.9992], // +2%
]);

describe("New Year's Day in the studies around a holiday", () => {
  it('anchors on 1 January, so a year whose 1 January is a Saturday or Sunday still counts', () => {
    // the closure calendar has no New Year's Day in 2022: anchoring on it dropped the year
    expect(holidayDays("New Year's Day", 2022)).toEqual([]);
    expect(holidayAnchorDays("New Year's Day", 2022)).toEqual([dayOf('2022-01-01')]);
    expect(holidayAnchorDays("New Year's Day", 2023)).toEqual([dayOf('2023-01-01')]);
    const anchors = [2022, 2023].flatMap((y) => holidayAnchorDays("New Year's Day", y));
    // day 0 is the first session of each year: 2022-01-03 and 2023-01-03
    expectRows(performanceAroundDates(bars, { startYear: 2021, endYear: 2023 }, anchors, 1), [
      { offset: -1, mean: (1 - 1) / 2, positivePct: 50, count: 2 },
      { offset: 0, mean: (2 + 2) / 2, positivePct: 100, count: 2 },
      { offset: 1, mean: (-1 + 2) / 2, positivePct: 50, count: 2 },
    ]);
  });

  it('leaves the other holidays on their observed closure', () => {
    expect(holidayAnchorDays('Independence Day', 2021)).toEqual([dayOf('2021-07-05')]);
    expect(holidayAnchorDays('Christmas Day', 2022)).toEqual([dayOf('2022-12-26')]);
  });
});
