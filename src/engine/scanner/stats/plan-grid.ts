import type { ScannerCategory, TradePlan } from '../types.ts';

/**
 * The trade plans each pick list chooses from (part of the product: the ProfitTarget, StopLoss and TimeInMarket a
 * pick shows are always one of these rows).
 *
 *   SwingAI    timeInMarket {5, 10} bars       x profitTarget {4, 8}%    x stopLoss {3, 6}%    =  8 plans
 *   MidTermAI  timeInMarket {21, 42, 63} bars  x profitTarget {10, 20}%  x stopLoss {6, 12}%   = 12 plans
 *
 * Swing trades last one or two weeks, mid-term trades one to three months (21 trading days a month); each grid pairs
 * a tight and a wide target with a tight and a wide stop. The order (time, then target, then stop, each ascending) is
 * the tie-break of the plan choice (picks/choose-plan.ts): on equal expected returns the shorter, nearer plan wins.
 */
export const PLAN_GRID: Readonly<Record<ScannerCategory, readonly TradePlan[]>> = {
  SwingAI: grid([5, 10], [4, 8], [3, 6]),
  MidTermAI: grid([21, 42, 63], [10, 20], [6, 12]),
};

/**
 * A plan is offered for a pick only when at least this many of its trades completed before the signal bar: with
 * fewer, a win rate or an average is an anecdote, and a single lucky trade would win the plan choice.
 */
export const MIN_TRADES = 3;

function grid(times: readonly number[], targets: readonly number[], stops: readonly number[]): readonly TradePlan[] {
  const plans: TradePlan[] = [];
  for (const timeInMarket of times) {
    for (const profitTarget of targets) {
      for (const stopLoss of stops) plans.push(Object.freeze({ profitTarget, stopLoss, timeInMarket }));
    }
  }
  return Object.freeze(plans);
}
