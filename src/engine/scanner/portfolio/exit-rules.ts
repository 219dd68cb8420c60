import type { Direction, ExitReason, TradePlan } from '../types.ts';

/** The price levels of a plan from its entry price; NaN where the plan sets none. */
export interface ExitLevels {
  target: number;
  stop: number;
}

/**
 * Target and stop from the entry price: a long's target is above it and its stop below, a short's the other way.
 * The stop is a size of loss (5 and -5 both mean 5%, as in docs/semantics.md's risk control). A target or stop that is 0,
 * negative (target) or not a number sets no level: a 0% stop would otherwise sell on the first tick below the entry.
 */
export function exitLevels(entryPrice: number, direction: Direction, plan: TradePlan): ExitLevels {
  const up = direction === 'Long' ? 1 : -1;
  // entry x (100 + p) / 100 rather than entry x (1 + p / 100): 100 x 110 / 100 is exactly 110, 100 x 1.1 is not.
  const target = plan.profitTarget > 0 ? (entryPrice * (100 + up * plan.profitTarget)) / 100 : NaN;
  const stopSize = Math.abs(plan.stopLoss);
  const stop = stopSize > 0 ? (entryPrice * (100 - up * stopSize)) / 100 : NaN;
  return { target, stop };
}

/** The prices of one bar that the exit rules read. */
export interface BarPrices {
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface PlannedExit {
  price: number;
  reason: ExitReason;
}

/**
 * The plan's exit on one bar after the entry, or null to hold on. `barsHeld` counts this bar (1 on the first bar
 * after the entry). In order (docs/semantics.md's execution rules, as the strategy backtest):
 * 1. a bar that opens at or beyond a level fills at its open (the gap is the fill, not the level);
 * 2. a bar whose range touches the stop fills at the stop, and one touching the target fills at the target; a bar
 *    touching both exits at the stop, since the bar cannot tell which came first and the worse case is the honest one;
 * 3. otherwise, when barsHeld reaches the plan's timeInMarket, it exits at the close ('time exhausted').
 * A missing (NaN) high or low touches nothing.
 */
export function planExit(
  bar: BarPrices,
  direction: Direction,
  levels: ExitLevels,
  barsHeld: number,
  timeInMarket: number,
): PlannedExit | null {
  const up = direction === 'Long' ? 1 : -1;
  // For a long the adverse extreme is the low and the favourable one the high; for a short the other way round.
  const adverse = up === 1 ? bar.low : bar.high;
  const favourable = up === 1 ? bar.high : bar.low;
  // "At or beyond" a level, in the direction that level lies: below the entry for a long's stop, and so on.
  const atOrPastStop = (price: number) => up * (price - levels.stop) <= 0;
  const atOrPastTarget = (price: number) => up * (price - levels.target) >= 0;
  if (atOrPastStop(bar.open)) return { price: bar.open, reason: 'stop loss' };
  if (atOrPastTarget(bar.open)) return { price: bar.open, reason: 'profit target' };
  if (atOrPastStop(adverse)) return { price: levels.stop, reason: 'stop loss' };
  if (atOrPastTarget(favourable)) return { price: levels.target, reason: 'profit target' };
  if (timeInMarket > 0 && barsHeld >= timeInMarket) return { price: bar.close, reason: 'time exhausted' };
  return null;
}
