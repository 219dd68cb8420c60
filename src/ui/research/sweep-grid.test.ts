import { describe, expect, it } from 'vitest';
import type { SweepCell, SweepResult } from '../../contract/index.ts';
import { secondsLeft, timeLeftText } from './sweep-run-status.tsx';
import { cellAt, colourScale, gridOf, neighbourhood1d, neighbourhood2d, sweepCsv } from './sweep-grid.ts';

const cell = (values: (number | string)[], sharpe: number | null, error?: string): SweepCell => ({
  values,
  'Total Trades': 3,
  'Total Return (%)': 1,
  CAGR: 1,
  'Sharpe Ratio': sharpe,
  'Max Drawdown': -2,
  'Win Rate': 50,
  profit_factor: 1.5,
  ...(error && { error }),
});

describe('the neighbourhood average', () => {
  it('averages each cell of a 3 x 3 grid with the neighbours it has (worked by hand)', () => {
    const grid = [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ];
    expect(neighbourhood2d(grid)).toEqual([
      // corner: (1 + 2 + 4 + 5) / 4; edge: (1 + 2 + 3 + 4 + 5 + 6) / 6; corner: (2 + 3 + 5 + 6) / 4
      [3, 3.5, 4],
      // edge: (1 + 2 + 4 + 5 + 7 + 8) / 6 = 4.5; centre: 45 / 9; edge: (2 + 3 + 5 + 6 + 8 + 9) / 6 = 5.5
      [4.5, 5, 5.5],
      [6, 6.5, 7],
    ]);
  });

  it('averages only the cells that have a value, and leaves an empty cell empty', () => {
    const grid = [
      [1, 2, 3],
      [4, null, 6],
      [7, 8, 9],
    ];
    const out = neighbourhood2d(grid);
    expect(out[1][1]).toBeNull();
    expect(out[0][0]).toBeCloseTo((1 + 2 + 4) / 3, 12);
    expect(out[1][0]).toBeCloseTo((1 + 2 + 4 + 7 + 8) / 5, 12);
  });

  it('makes a lone lucky cell fade while a plateau keeps its level', () => {
    const lone = neighbourhood2d([
      [0, 0, 0],
      [0, 9, 0],
      [0, 0, 0],
    ]);
    expect(lone[1][1]).toBe(1);
    const plateau = neighbourhood2d([
      [2, 2, 2],
      [2, 2, 2],
      [2, 2, 2],
    ]);
    expect(plateau.flat()).toEqual(Array(9).fill(2));
  });

  it('in one dimension averages with the value before and after (one of them at the ends)', () => {
    expect(neighbourhood1d([1, 4, 1, null, 3])).toEqual([2.5, 2, 2.5, null, 3]);
  });
});

describe('the grid of a sweep', () => {
  const result: SweepResult = {
    axes: [
      { path: 'a', values: [1, 2] },
      { path: 'b', values: [10, 20, 30] },
      { path: 'c', values: ['x', 'y'] },
    ],
    metric: 'Sharpe Ratio',
    cells: [],
    min_trades: 0,
    best: null,
    best_reason: null,
  };
  for (const a of [1, 2])
    for (const b of [10, 20, 30]) for (const c of ['x', 'y']) result.cells.push(cell([a, b, c], a + b));

  it('reads cells row-major, the last axis fastest, and slices the third axis', () => {
    expect(cellAt(result, [1, 2, 1])?.values).toEqual([2, 30, 'y']);
    const slice = gridOf(result, 1);
    expect(slice.map((row) => row.map((c) => c?.values.join('/')))).toEqual([
      ['1/10/y', '1/20/y', '1/30/y'],
      ['2/10/y', '2/20/y', '2/30/y'],
    ]);
  });

  it('downloads every cell with a column per axis, every figure and the error', () => {
    const { header, rows } = sweepCsv(result);
    expect(header).toEqual([
      'a',
      'b',
      'c',
      'Total Return (%)',
      'CAGR',
      'Sharpe Ratio',
      'Max Drawdown',
      'Win Rate',
      'profit_factor',
      'Total Trades',
      'error',
    ]);
    expect(rows[0]).toEqual([1, 10, 'x', 1, 1, 11, -2, 50, 1.5, 3, '']);
  });

  it('colours returns around zero and other figures around the middle of their values', () => {
    expect(colourScale('Sharpe Ratio', [-1, 0.5, 2])).toEqual({ centre: 0, limit: 2 });
    expect(colourScale('Win Rate', [40, 60, null])).toEqual({ centre: 50, limit: 10 });
  });
});

describe('the time left', () => {
  it('is elapsed * (1 - p) / p, once there is something to go by', () => {
    expect(secondsLeft(10_000, 0.25)).toBe(30);
    expect(secondsLeft(10_000, 0.005)).toBeNull();
    expect(secondsLeft(10_000, undefined)).toBeNull();
    expect(timeLeftText(30)).toBe('about 30 s left');
    expect(timeLeftText(125)).toBe('about 2 min 05 s left');
  });
});
