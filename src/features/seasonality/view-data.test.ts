import { describe, expect, it } from 'vitest';
import { cumulativePath } from './cumulative-path.ts';
import { colourLimit, dayOfMonthGrid } from './day-of-month-grid.ts';

const day = (n: number, avg: number) => ({ Day: n, 'AVG RET': avg, MAX: avg, MIN: avg, '% POS': 50 });

describe('cumulativePath', () => {
  it('adds up the average returns session by session, in session order', () => {
    expect(cumulativePath([day(2, -0.5), day(1, 1), day(3, 0.25)])).toEqual([
      { day: 1, mean: 1, cumulative: 1 },
      { day: 2, mean: -0.5, cumulative: 0.5 },
      { day: 3, mean: 0.25, cumulative: 0.75 },
    ]);
  });
});

describe('dayOfMonthGrid', () => {
  it('places each calendar day in its month row and day column, empty elsewhere', () => {
    const row = (Month: string, Day: string, avg: number) => ({
      Month,
      Day,
      'AVG RET': avg,
      MAX: 0,
      MIN: 0,
      '% POS': 0,
    });
    const grid = dayOfMonthGrid([row('01', '02', 0.5), row('12', '31', -0.25)]);
    expect(grid).toHaveLength(12);
    expect(grid.every((r) => r.length === 31)).toBe(true);
    expect(grid[0][1]).toBe(0.5);
    expect(grid[11][30]).toBe(-0.25);
    expect(grid.flat().filter((v) => v !== null)).toHaveLength(2);
  });
});

describe('colourLimit', () => {
  it('is the 90th percentile of the magnitudes, so one outlier does not wash the grid out', () => {
    // Magnitudes 1..10 and one outlier 100: eleven values sorted, index floor(0.9 * 11) = 9 holds 10.
    const grid = [
      [1, -2, 3, null, 4, -5],
      [6, 7, -8, 9, -10, 100],
    ];
    expect(colourLimit(grid)).toBe(10);
  });

  it('is 1 for a grid without values, or whose values are all zero', () => {
    expect(colourLimit([[null, null]])).toBe(1);
    expect(colourLimit([[0, 0, 0]])).toBe(1);
  });
});
