import { describe, expect, it } from 'vitest';
import { csvText } from '../table/csv-file.ts';
import { monthlyGrid, monthlyGridCsv } from './monthly-grid.ts';

describe('monthlyGrid', () => {
  it('puts years down and months across, the year total from the annual returns or compounded', () => {
    const grid = monthlyGrid(
      [
        { year: 2021, month: 1, return_pct: 10 },
        { year: 2020, month: 11, return_pct: 2 },
        { year: 2021, month: 2, return_pct: -10 },
        { year: 2020, month: 12, return_pct: -1 },
      ],
      [{ year: 2020, return_pct: 0.98 }],
    );
    expect(grid.years).toEqual([2020, 2021]);
    const empty = (n: number) => Array.from({ length: n }, () => null);
    expect(grid.cells[0]).toEqual([...empty(10), 2, -1, 0.98]);
    // 2021 is not in the annual list: 1.10 x 0.90 = 0.99, so -1%.
    expect(grid.cells[1].slice(0, 12)).toEqual([10, -10, ...empty(10)]);
    expect(grid.cells[1][12]).toBeCloseTo(-1, 10);
  });

  it('leaves blank the months without a position; a month stored without the flag shows its return', () => {
    const grid = monthlyGrid(
      [
        { year: 2021, month: 1, return_pct: 3, in_market: true },
        { year: 2021, month: 2, return_pct: 0, in_market: false },
        // a result stored before in_market existed: shown as before
        { year: 2021, month: 3, return_pct: 0 },
      ],
      [{ year: 2021, return_pct: 3 }],
    );
    expect(grid.cells[0].slice(0, 4)).toEqual([3, null, 0, null]);
    expect(grid.cells[0][12]).toBe(3);
  });

  it('is empty without monthly returns', () => {
    expect(monthlyGrid([], [])).toEqual({ years: [], cells: [] });
  });

  it('writes the grid as CSV with empty cells for missing months', () => {
    const csv = csvText(
      monthlyGridCsv(monthlyGrid([{ year: 2020, month: 12, return_pct: -1.25 }], [{ year: 2020, return_pct: -1.25 }])),
    );
    expect(csv).toBe(
      'Year,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,Year total\r\n2020,,,,,,,,,,,,-1.25,-1.25\r\n',
    );
  });
});
