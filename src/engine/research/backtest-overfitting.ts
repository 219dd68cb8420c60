import type { ReturnSummary } from './return-summary.ts';
import { sharpeOfSums } from './return-summary.ts';

/**
 * The Probability of Backtest Overfitting by combinatorially symmetric cross-validation (Bailey, Borwein, Lopez de
 * Prado and Zhu 2015). The bars are cut into the summaries' `blocks` stretches (the same stretches for every
 * strategy); for each of the C(blocks, blocks/2) ways to take half of them as the in-sample part, the strategy with
 * the best in-sample Sharpe ratio is ranked among all strategies on the other half (rank 1 the worst, ties
 * averaged). Its relative rank w = rank / (N + 1) has logit ln(w / (1 - w)); the answer is the share of splits whose
 * logit is at most 0, i.e. where the in-sample choice lands at or below the median out of sample.
 * Null with fewer than two strategies or stretches that do not match.
 */
export function probabilityOfOverfitting(summaries: readonly ReturnSummary[], blocks: number): number | null {
  const n = summaries.length;
  if (n < 2 || blocks < 2 || blocks % 2 !== 0) return null;
  if (summaries.some((s) => s.blocks.length !== 3 * blocks)) return null;
  // The sums stretch by stretch, the strategies' side by side (3 numbers each), and each strategy's totals.
  const width = 3 * n;
  const sums = new Float64Array(blocks * width);
  const totals = new Float64Array(width);
  for (let j = 0; j < n; j++) {
    const row = summaries[j].blocks;
    for (let k = 0; k < 3; k++) {
      let total = 0;
      for (let b = 0; b < blocks; b++) {
        sums[b * width + 3 * j + k] = row[3 * b + k];
        total += row[3 * b + k];
      }
      totals[3 * j + k] = total;
    }
  }
  const half = blocks / 2;
  /*
   * The splits are walked as a tree of the chosen stretches in increasing order: level d holds every strategy's sums
   * over the first d + 1 chosen stretches, so splits that share their first stretches share those additions. Each sum
   * is still 0 plus the chosen stretches in increasing order, the same numbers a split summed on its own would give.
   */
  const partial = new Float64Array(half * width);
  const inSample = new Float64Array(n);
  const outOfSample = new Float64Array(n);
  let overfit = 0;
  let splits = 0;
  const judge = (sumsAt: number) => {
    let best = 0;
    for (let j = 0; j < n; j++) {
      const at = sumsAt + 3 * j;
      const count = partial[at];
      const sum = partial[at + 1];
      const squares = partial[at + 2];
      inSample[j] = sharpeOfSums(count, sum, squares);
      outOfSample[j] = sharpeOfSums(totals[3 * j] - count, totals[3 * j + 1] - sum, totals[3 * j + 2] - squares);
      if (inSample[j] > inSample[best]) best = j;
    }
    const target = outOfSample[best];
    let below = 0;
    let equal = 0;
    for (let j = 0; j < n; j++) {
      if (outOfSample[j] < target) below++;
      else if (outOfSample[j] === target) equal++;
    }
    const rank = below + (equal + 1) / 2;
    // logit(rank / (n + 1)) <= 0 exactly when rank <= (n + 1) / 2
    if (rank <= (n + 1) / 2) overfit++;
    splits++;
  };
  const choose = (level: number, first: number) => {
    const to = level * width;
    for (let b = first; b <= blocks - half + level; b++) {
      const from = b * width;
      if (level === 0) for (let k = 0; k < width; k++) partial[k] = 0 + sums[from + k];
      else for (let k = 0; k < width; k++) partial[to + k] = partial[to - width + k] + sums[from + k];
      if (level === half - 1) judge(to);
      else choose(level + 1, b + 1);
    }
  };
  choose(0, 0);
  return overfit / splits;
}
