import { describe, expect, it } from 'vitest';
import type { SymbolColumnsRow } from '../../contract/index.ts';
import { columnPoints, constantPoints, rollingSymbols, rowsSpan } from './rolling-rows.ts';
import { matrixFromRows } from './correlation-matrix.ts';

describe('rolling rows', () => {
  const rows: SymbolColumnsRow[] = [
    // AMZN has no value on the first date (it did not move in that window): the column is absent there.
    { Date: '2014-02-03T00:00:00', AAPL: 0.5, AAPL_price: 70, stock_price: 1780 },
    { Date: '2014-02-04T00:00:00', AAPL: 0.6, AMZN: -0.1, AAPL_price: 71, AMZN_price: 350, stock_price: 1790 },
  ];

  it('finds the symbols in every row, leaving out the price columns', () => {
    expect(rollingSymbols(rows)).toEqual(['AAPL', 'AMZN']);
    expect(rollingSymbols([])).toEqual([]);
  });

  it('turns a column into chart points by day, skipping rows without a number', () => {
    expect(columnPoints(rows, 'AMZN')).toEqual([{ time: '2014-02-04', value: -0.1 }]);
    expect(constantPoints(rows, 1)).toEqual([
      { time: '2014-02-03', value: 1 },
      { time: '2014-02-04', value: 1 },
    ]);
    expect(rowsSpan(rows)).toBe('2014-02-03 to 2014-02-04');
  });

  it('reads corr_matrix rows as a square matrix in the rows order', () => {
    expect(
      matrixFromRows([
        { index: 'SPX', SPX: 1, AAPL: 0.58 },
        { index: 'AAPL', SPX: 0.58, AAPL: 1 },
      ]),
    ).toEqual({
      labels: ['SPX', 'AAPL'],
      values: [
        [1, 0.58],
        [0.58, 1],
      ],
    });
  });
});
