import type { ReturnSummary } from './return-summary.ts';
import { sharpeOfSums } from './return-summary.ts';

/** Every way to choose half of `blocks` stretches, each as the list of the chosen stretches. */
function halfSplits(blocks: number): number[][] {
  const splits: number[][] = [];
  for (let mask = 0; mask < 1 << blocks; mask++) {
    const chosen: number[] = [];
    for (let b = 0; b < blocks; b++) if (mask & (1 << b)) chosen.push(b);
    if (chosen.length * 2 === blocks) splits.push(chosen);
  }
  return splits;
}

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
  const totals = summaries.map((s) => {
    const t = [0, 0, 0];
    for (let b = 0; b < blocks; b++) for (let k = 0; k < 3; k++) t[k] += s.blocks[3 * b + k];
    return t;
  });
  const inSample = new Float64Array(n);
  const outOfSample = new Float64Array(n);
  const splits = halfSplits(blocks);
  let overfit = 0;
  for (const chosen of splits) {
    let best = 0;
    for (let j = 0; j < n; j++) {
      const sums = summaries[j].blocks;
      let count = 0;
      let sum = 0;
      let squares = 0;
      for (const b of chosen) {
        count += sums[3 * b];
        sum += sums[3 * b + 1];
        squares += sums[3 * b + 2];
      }
      const [tc, ts, tq] = totals[j];
      inSample[j] = sharpeOfSums(count, sum, squares);
      outOfSample[j] = sharpeOfSums(tc - count, ts - sum, tq - squares);
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
  }
  return overfit / splits.length;
}
