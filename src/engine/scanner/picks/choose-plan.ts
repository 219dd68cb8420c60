import { MIN_TRADES } from '../stats/plan-grid.ts';
import type { TradeHistory } from '../stats/trade-history.ts';

export interface PlanChoice {
  /** Position of the chosen plan in the category's grid (stats/plan-grid.ts). */
  planIndex: number;
  /** Its trades completed before the signal bar: the prefix its statistics come from. */
  count: number;
}

/**
 * The plan of a pick on bar `index`: among the grid's plans, in grid order, the one whose trades completed before
 * that bar (exitIndex < index) have the highest ExpectedReturn, counting only plans with at least `minTrades` such
 * trades. On a tie the first in grid order wins (a strict comparison), so the choice is deterministic. When no plan
 * has `minTrades` prior trades there is no pick (null). The best plan is offered even when its expected return is
 * negative: the statistics say so, and the lists' filters and rankings decide what to show.
 *
 * `historyOf(planIndex)` gives the (signal, plan) trade sequence; it is asked once per plan.
 */
export function choosePlan(
  planCount: number,
  historyOf: (planIndex: number) => TradeHistory,
  index: number,
  minTrades = MIN_TRADES,
): PlanChoice | null {
  let best: PlanChoice | null = null;
  let bestExpected = -Infinity;
  for (let p = 0; p < planCount; p++) {
    const history = historyOf(p);
    const count = history.countBefore(index);
    if (count < minTrades) continue;
    const expected = history.expectedReturn(count);
    if (best === null || expected > bestExpected) {
      best = { planIndex: p, count };
      bestExpected = expected;
    }
  }
  return best;
}
