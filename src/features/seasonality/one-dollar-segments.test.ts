import { describe, expect, it } from 'vitest';
import { windowLabel, monthDayLabel } from './calendar-format.ts';
import { usualDate, yearSegments } from './one-dollar-segments.ts';

describe('yearSegments', () => {
  it('starts each year at $1 on its own entry, not joined to the year before', () => {
    // Two holdings, compounded by the service: 2019 goes 1 -> 1.1 -> 1.21, 2020 from 1.21 -> 1.089 -> 1.331.
    const points = [
      { Date: '2019-03-01', Equity: 1 },
      { Date: '2019-03-04', Equity: 1.1 },
      { Date: '2019-03-05', Equity: 1.21 },
      { Date: '2020-03-02', Equity: 1.21 },
      { Date: '2020-03-03', Equity: 1.089 },
      { Date: '2020-03-04', Equity: 1.331 },
    ];
    const trades = [
      { entry: '2019-03-01', exit: '2019-03-05', return_pct: 21 },
      { entry: '2020-03-02', exit: '2020-03-04', return_pct: 10 },
    ];
    const [a, b] = yearSegments(points, trades);
    expect(a.year).toBe(2019);
    expect(a.values.map((v) => +v.toFixed(12))).toEqual([1, 1.1, 1.21]);
    expect(b.year).toBe(2020);
    expect(b.values.map((v) => +v.toFixed(12))).toEqual([1, 0.9, 1.1]);
  });
});

describe('usualDate', () => {
  it('is the median day on the common calendar, counting the next year past 31 December', () => {
    expect(usualDate(['2018-08-27', '2019-08-29', '2020-08-26'], [2018, 2019, 2020])).toBe('08-27');
    // Exits early in the next year stay after late-December ones: the median is 2 January, not a day in the middle.
    expect(usualDate(['2018-12-30', '2020-01-02', '2021-01-04'], [2018, 2019, 2020])).toBe('01-02');
    expect(usualDate([], [])).toBeNull();
  });
});

describe('calendar labels', () => {
  it('writes month-days as an analyst reads them and says when a window runs into the next year', () => {
    expect(monthDayLabel('03-01')).toBe('Mar 1');
    expect(windowLabel('03-01', '04-15')).toBe('Mar 1 to Apr 15');
    expect(windowLabel('12-15', '01-15')).toBe('Dec 15 to Jan 15 (into the next year)');
  });
});
