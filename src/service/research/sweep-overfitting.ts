import type { Overfitting, SweepCell } from '../../contract/index.ts';
import { PBO_BLOCKS, PBO_MAX_CELLS } from '../../contract/index.ts';
import { overfittingOf } from '../../engine/research/overfitting.ts';
import type { SweepSliceCell } from '../ports.ts';

/**
 * The sweep's cells as its result lists them (their return summaries dropped) and how likely its best cell is luck.
 * A cell below `minTrades` trades still counts as a trial but is never the best one judged.
 */
export function measureOverfitting(
  measured: readonly SweepSliceCell[],
  minTrades: number,
): { cells: SweepCell[]; overfitting: Overfitting } {
  const cells = measured.map(({ returns: _returns, ...cell }) => cell);
  const o = overfittingOf(
    measured.map((c) => c.returns ?? null),
    {
      blocks: PBO_BLOCKS,
      maxPboCells: PBO_MAX_CELLS,
      eligible: measured.map((c) => (c['Total Trades'] ?? 0) >= minTrades),
    },
  );
  return {
    cells,
    overfitting: {
      trials: o.trials,
      sharpe_std: o.sharpeStd,
      expected_max_sharpe: o.expectedMaxSharpe,
      best_cell: o.bestIndex,
      best_sharpe: o.bestSharpe,
      deflated_sharpe: o.deflatedSharpe,
      pbo: o.pbo,
      pbo_cells: o.pboCells,
    },
  };
}
