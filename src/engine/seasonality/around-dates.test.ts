import { describe, expect, it } from 'vitest';
import { performanceAroundDates } from './around-dates.ts';
import { dayOf, expectRows, series } from './test-series.ts';

const bars = series([
  ['2020-12-28', 100], // Mon, the first bar: no return
  ['2020-12-29', 110], // +10
  ['2020-12-30', 99], // -10
  ['2020-12-31', 99], // 0
  // Friday 1 January closed
  ['2021-01-04', 108.9], // +10
  ['2021-01-05', 119.79], // +10
  ['2021-01-06', 107.811], // -10
  ['2021-01-07', 107.811], // 0
  ['2021-01-08', 118.5921], // +10
  // a gap of three weeks
  ['2021-02-01', 130.45131], // +10
]);

const none = { mean: NaN, positivePct: NaN, count: 0 };
const ALL = { startYear: 2020, endYear: 2021 };

describe('performanceAroundDates', () => {
  it('takes the next session as day 0 of a closed day, and offsets in sessions', () => {
    expectRows(performanceAroundDates(bars, ALL, [dayOf('2021-01-01')], 2), [
      { offset: -2, mean: -10, positivePct: 0, count: 1 }, // 12-30
      { offset: -1, mean: 0, positivePct: 0, count: 1 }, // 12-31
      { offset: 0, mean: 10, positivePct: 100, count: 1 }, // 01-04
      { offset: 1, mean: 10, positivePct: 100, count: 1 }, // 01-05
      { offset: 2, mean: -10, positivePct: 0, count: 1 }, // 01-06
    ]);
  });

  it('averages across anchors, skipping offsets before the data and the first bar, which has no return', () => {
    // 2020-12-29 is a session: day 0 is itself; -1 is the first bar, -2 is before the data.
    expectRows(performanceAroundDates(bars, ALL, [dayOf('2021-01-01'), dayOf('2020-12-29')], 2), [
      { offset: -2, mean: -10, positivePct: 0, count: 1 },
      { offset: -1, mean: 0, positivePct: 0, count: 1 },
      { offset: 0, mean: 10, positivePct: 100, count: 2 },
      { offset: 1, mean: 0, positivePct: 50, count: 2 },
      { offset: 2, mean: -5, positivePct: 0, count: 2 },
    ]);
  });

  it('counts an anchor only when its day 0 is in the span, and only returns dated in the span', () => {
    expectRows(
      performanceAroundDates(bars, { startYear: 2021, endYear: 2021 }, [dayOf('2021-01-01'), dayOf('2020-12-29')], 2),
      [
        { offset: -2, ...none },
        { offset: -1, ...none },
        { offset: 0, mean: 10, positivePct: 100, count: 1 },
        { offset: 1, mean: 10, positivePct: 100, count: 1 },
        { offset: 2, mean: -10, positivePct: 0, count: 1 },
      ],
    );
    expectRows(performanceAroundDates(bars, { startYear: 2020, endYear: 2020 }, [dayOf('2020-12-31')], 2), [
      { offset: -2, mean: 10, positivePct: 100, count: 1 },
      { offset: -1, mean: -10, positivePct: 0, count: 1 },
      { offset: 0, mean: 0, positivePct: 0, count: 1 },
      { offset: 1, ...none },
      { offset: 2, ...none },
    ]);
  });

  it('skips anchors in a gap of the data or after it, and offsets after the data', () => {
    // 2021-01-15: next session 17 days on; 2021-01-25: exactly 7 days on, so it counts; 2021-03-01: no session.
    expectRows(performanceAroundDates(bars, ALL, [dayOf('2021-01-15'), dayOf('2021-01-25'), dayOf('2021-03-01')], 1), [
      { offset: -1, mean: 10, positivePct: 100, count: 1 },
      { offset: 0, mean: 10, positivePct: 100, count: 1 },
      { offset: 1, ...none },
    ]);
    expectRows(performanceAroundDates(bars, ALL, [], 1), [
      { offset: -1, ...none },
      { offset: 0, ...none },
      { offset: 1, ...none },
    ]);
  });

  it('counts a session once when several anchors share it as day 0', () => {
    const anchors = ['2021-01-01', '2021-01-02', '2021-01-03'].map(dayOf);
    expect(performanceAroundDates(bars, ALL, anchors, 2)).toEqual(
      performanceAroundDates(bars, ALL, [dayOf('2021-01-01')], 2),
    );
  });

  it('has one row for shift 0 and rejects a bad shift', () => {
    expectRows(performanceAroundDates(bars, ALL, [dayOf('2021-01-04')], 0), [
      { offset: 0, mean: 10, positivePct: 100, count: 1 },
    ]);
    expect(() => performanceAroundDates(bars, ALL, [], -1)).toThrow(RangeError);
    expect(() => performanceAroundDates(bars, ALL, [], 1.5)).toThrow(RangeError);
  });
});
