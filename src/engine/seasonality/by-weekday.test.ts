import { describe, expect, it } from 'vitest';
import { performanceByWeekday } from './by-weekday.ts';
import { expectRows, series } from './test-series.ts';

// Returns: 2020-12-31 Thu +25; 2021-01-04 Mon +10, Tue -10, Wed 0, Thu +10, Fri -10; 2021-01-11 Mon -10, Tue +10.
const bars = series([
  ['2020-12-30', 80],
  ['2020-12-31', 100],
  ['2021-01-04', 110],
  ['2021-01-05', 99],
  ['2021-01-06', 99],
  ['2021-01-07', 108.9],
  ['2021-01-08', 98.01],
  ['2021-01-11', 88.209],
  ['2021-01-12', 97.0299],
]);

describe('performanceByWeekday', () => {
  it('averages each weekday over the span', () => {
    expectRows(performanceByWeekday(bars, { startYear: 2021, endYear: 2021 }), [
      { weekday: 1, mean: 0, positivePct: 50, count: 2 },
      { weekday: 2, mean: 0, positivePct: 50, count: 2 },
      { weekday: 3, mean: 0, positivePct: 0, count: 1 },
      { weekday: 4, mean: 10, positivePct: 100, count: 1 },
      { weekday: 5, mean: -10, positivePct: 0, count: 1 },
    ]);
  });

  it('clips to the span, keeping five rows with NaN where a weekday has no return', () => {
    // 2020-12-30 is the first bar: no return. Only Thursday 2020-12-31 (+25) is left.
    expectRows(performanceByWeekday(bars, { startYear: 2020, endYear: 2020 }), [
      { weekday: 1, mean: NaN, positivePct: NaN, count: 0 },
      { weekday: 2, mean: NaN, positivePct: NaN, count: 0 },
      { weekday: 3, mean: NaN, positivePct: NaN, count: 0 },
      { weekday: 4, mean: 25, positivePct: 100, count: 1 },
      { weekday: 5, mean: NaN, positivePct: NaN, count: 0 },
    ]);
    expect(performanceByWeekday(bars, { startYear: 2020, endYear: 2021 })[3]).toMatchObject({ count: 2 });
    expect(performanceByWeekday(bars, { startYear: 2020, endYear: 2021 })[3].mean).toBeCloseTo(17.5, 9);
  });

  it('leaves weekend sessions out', () => {
    const rows = performanceByWeekday(
      series([
        ['2021-01-01', 100], // Fri
        ['2021-01-02', 200], // Sat +100
        ['2021-01-03', 100], // Sun -50
        ['2021-01-04', 110], // Mon +10
      ]),
      { startYear: 2021, endYear: 2021 },
    );
    expect(rows.map((r) => r.count)).toEqual([1, 0, 0, 0, 0]);
    expect(rows[0].mean).toBeCloseTo(10, 9);
  });
});
