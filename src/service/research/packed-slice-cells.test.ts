import { describe, expect, it } from 'vitest';
import type { SweepCell } from '../../contract/index.ts';
import { NO_FIGURES } from '../../contract/index.ts';
import { PACKED_CELL_LENGTH, PackedSliceCellsSchema, unpackSliceCells } from './packed-slice-cells.ts';

const ran: SweepCell = {
  values: [14],
  'Total Trades': 40,
  'Total Return (%)': 12.5,
  CAGR: 1.2,
  'Sharpe Ratio': 0.8,
  'Max Drawdown': -9.5,
  'Win Rate': 55,
  profit_factor: 1.4,
};
const failed: SweepCell = { values: [15], ...NO_FIGURES, error: 'no data for ZZZ' };

describe('a slice packed to cross threads', () => {
  it('takes 4 figures and 16 stretches of 3 sums per cell', () => {
    expect(PACKED_CELL_LENGTH).toBe(4 + 16 * 3);
  });

  it('gives each measured cell its summary and leaves an unmeasured one without', () => {
    const returns = new Float64Array(2 * 52);
    // cell 0: 320 returns, Sharpe 0.05, skew -0.2, kurtosis 4.5, stretches of 20 returns with sums k/100, squares k/1000
    returns.set([320, 0.05, -0.2, 4.5]);
    for (let k = 0; k < 16; k++) returns.set([20, k / 100, k / 1000], 4 + 3 * k);
    returns[52] = NaN;
    const cells = unpackSliceCells(PackedSliceCellsSchema.parse({ cells: [ran, failed], returns }));
    expect(cells[0]).toEqual({
      ...ran,
      returns: {
        bars: 320,
        sharpe: 0.05,
        skew: -0.2,
        kurtosis: 4.5,
        blocks: Array.from({ length: 16 }, (_, k) => [20, k / 100, k / 1000]).flat(),
      },
    });
    expect(cells[1]).toEqual(failed);
    expect('returns' in cells[1]).toBe(false);
  });

  it('leaves the cells as they are when the job asked for no summaries', () => {
    expect(unpackSliceCells({ cells: [ran, failed], returns: null })).toEqual([ran, failed]);
  });

  it('refuses summaries that do not fit the cells, naming the field', () => {
    const read = PackedSliceCellsSchema.safeParse({ cells: [ran], returns: new Float64Array(51) });
    expect(read.success).toBe(false);
    expect(read.error?.issues[0]?.path).toEqual(['returns']);
    expect(read.error?.issues[0]?.message).toBe('the return summaries are not 52 numbers per cell');
    expect(PackedSliceCellsSchema.safeParse({ cells: [ran], returns: [1, 2] }).success).toBe(false);
  });
});
