import { probabilityOfOverfitting } from './backtest-overfitting.ts';
import { deflatedSharpe, expectedMaxSharpe, sampleStd } from './deflated-sharpe.ts';
import type { ReturnSummary } from './return-summary.ts';

/** How likely a sweep's best cell is luck. Sharpe ratios are per bar of the strategy's frequency. */
export interface Overfitting {
  /** Cells whose returns were measured: the strategies tried. */
  trials: number;
  sharpeStd: number | null;
  expectedMaxSharpe: number | null;
  /** The cell with the highest Sharpe ratio, by its index in the sweep; null when none was measured. */
  bestIndex: number | null;
  bestSharpe: number | null;
  deflatedSharpe: number | null;
  pbo: number | null;
  /** How many cells the PBO was computed over (at most the limit given). */
  pboCells: number;
}

/**
 * The indices of at most `limit` of `count` cells, spread evenly over the combination order, with `keep` among them
 * (the best cell, so the choice the PBO judges is one of the candidates).
 */
export function evenlyChosen(count: number, limit: number, keep: number): number[] {
  if (count <= limit) return Array.from({ length: count }, (_, i) => i);
  const picked = new Set<number>([keep]);
  for (let k = 0; picked.size < limit && k < limit; k++) picked.add(Math.floor((k * count) / limit));
  return [...picked].sort((a, b) => a - b);
}

/** The overfitting figures of a sweep's cells (null where a cell could not run or was too short to measure). */
export function overfittingOf(
  summaries: readonly (ReturnSummary | null)[],
  options: {
    blocks: number;
    maxPboCells: number;
    /** Which cells may be the best one (all when absent): a cell with too few trades is a trial, not a candidate. */
    eligible?: readonly boolean[];
  },
): Overfitting {
  const measured: { index: number; summary: ReturnSummary }[] = [];
  summaries.forEach((summary, index) => {
    if (summary) measured.push({ index, summary });
  });
  const trials = measured.length;
  const sharpeStd = sampleStd(measured.map((m) => m.summary.sharpe));
  const expected = sharpeStd === null ? null : expectedMaxSharpe(trials, sharpeStd);
  let best: (typeof measured)[number] | undefined;
  for (const m of measured) {
    if (options.eligible?.[m.index] === false) continue;
    if (!best || m.summary.sharpe > best.summary.sharpe) best = m;
  }
  const keep = best ? measured.indexOf(best) : 0;
  const pboSet = evenlyChosen(trials, options.maxPboCells, keep).map((i) => measured[i].summary);
  return {
    trials,
    sharpeStd,
    expectedMaxSharpe: expected,
    bestIndex: best ? best.index : null,
    bestSharpe: best ? best.summary.sharpe : null,
    deflatedSharpe: best && expected !== null ? deflatedSharpe({ ...best.summary, benchmark: expected }) : null,
    pbo: probabilityOfOverfitting(pboSet, options.blocks),
    pboCells: pboSet.length >= 2 ? pboSet.length : 0,
  };
}
