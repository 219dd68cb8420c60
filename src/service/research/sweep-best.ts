import type { SweepCell, SweepMetric } from '../../contract/index.ts';
import { hasEnoughTrades } from '../../contract/index.ts';

/**
 * The index of the best cell by the metric (higher is better for every metric) among those with at least
 * `minTrades` trades; cells that could not run or have no value are passed over, and a tie goes to the first in
 * combination order. Undefined when none has a value.
 */
export function bestIndex(cells: readonly SweepCell[], metric: SweepMetric, minTrades = 0): number | undefined {
  let best: number | undefined;
  cells.forEach((cell, i) => {
    const value = cell[metric];
    if (value === null || !hasEnoughTrades(cell, minTrades)) return;
    if (best === undefined || value > (cells[best][metric] as number)) best = i;
  });
  return best;
}

/** The best cell (bestIndex), or undefined. */
export function bestCell(cells: readonly SweepCell[], metric: SweepMetric, minTrades = 0): SweepCell | undefined {
  const i = bestIndex(cells, metric, minTrades);
  return i === undefined ? undefined : cells[i];
}

/** The other cells whose metric equals the best one's: a choice among equals that the order of the axes made. */
export function tiesOf(cells: readonly SweepCell[], metric: SweepMetric, best: SweepCell): number {
  const value = best[metric];
  return cells.filter((c) => c !== best && c.error === undefined && c[metric] === value).length;
}

/** A sweep's verdict: its best cell by the metric among those with enough trades, or why there is none. */
export function sweepBest(
  cells: readonly SweepCell[],
  metric: SweepMetric,
  minTrades: number,
): { min_trades: number; best: number | null; best_reason: string | null } {
  const best = bestIndex(cells, metric, minTrades);
  if (best !== undefined) return { min_trades: minTrades, best, best_reason: null };
  const thin = cells.filter((c) => c.error === undefined && !hasEnoughTrades(c, minTrades)).length;
  const best_reason =
    thin > 0
      ? `no combination made at least ${minTrades} trades (min_trades): ${thin} ran with fewer, too few to call one best`
      : 'no combination ran with a value of the metric';
  return { min_trades: minTrades, best: null, best_reason };
}
