import type { Bars } from '../../series/bars.ts';
import type { Direction, ExitReason, SignalTrade, TradePlan } from '../types.ts';

/**
 * The historical trades of one signal under one plan, one at a time from the start of the history:
 *
 * - Entry: at the close of a bar t where the signal fires, when flat, i.e. t is after the previous trade's exit bar
 *   (a signal on the exit bar itself is skipped: that close is where the last trade left). A firing bar without a
 *   positive close (a missing price) is skipped, because no level can be set from it.
 * - Levels (percents of the entry close): long target entry x (1 + pt/100), stop entry x (1 - sl/100); short
 *   target entry x (1 - pt/100), stop entry x (1 + sl/100).
 * - Exits, checked on bars t+1 .. t+timeInMarket as docs/semantics.md executes stops and targets: a bar that opens
 *   beyond a level fills at its open; otherwise a bar whose range touches a level fills at the level, and one that
 *   touches both is read as the stop (the order of prices inside a bar is unknown, so the worse case); otherwise the
 *   trade leaves at the close of bar t+timeInMarket ('time exhausted').
 * - A trade still open at the last bar cannot complete and is not included; it also ends the sequence, since every
 *   later signal falls while it is open. So the trades on bars 0..L are exactly the trades on any longer history
 *   that exit by bar L: the sequence never depends on where the history stops (no look-ahead).
 *
 * returnPct is long (exit / entry - 1) x 100, short (entry - exit) / entry x 100, so a short stopped out at its
 * level loses exactly the plan's stop and one at its target gains exactly the target, as a long does.
 */
export function signalTrades(
  bars: Bars,
  fires: ArrayLike<number>,
  direction: Direction,
  plan: TradePlan,
): SignalTrade[] {
  return firedTrades(bars, firePositions(fires, Math.min(fires.length, bars.close.length)), direction, plan);
}

/** The bars among the first `count` where the signal fires (a non-zero value), ascending. */
export function firePositions(fires: ArrayLike<number>, count = fires.length): Int32Array {
  let fired = 0;
  for (let t = 0; t < count; t++) if (fires[t] !== 0) fired++;
  const positions = new Int32Array(fired);
  for (let t = 0, k = 0; k < fired; t++) if (fires[t] !== 0) positions[k++] = t;
  return positions;
}

/**
 * signalTrades from the firing bars' positions (firePositions, on these bars): the same trades, without walking the
 * bars where nothing fires, which a scanner would do once per plan of its grid.
 */
export function firedTrades(bars: Bars, positions: Int32Array, direction: Direction, plan: TradePlan): SignalTrade[] {
  checkPlan(plan);
  const close = bars.close;
  const trades: SignalTrade[] = [];
  // The first bar after the last trade's exit: flat again from there.
  let flatFrom = 0;
  for (let i = 0; i < positions.length; i++) {
    const t = positions[i];
    if (t < flatFrom || !(close[t] > 0)) continue;
    const trade = tradeFrom(bars, t, direction, plan);
    if (trade === null) break;
    trades.push(trade);
    flatFrom = trade.exitIndex + 1;
  }
  return trades;
}

/** The trade entered at the close of bar t, or null when it is still open at the last bar. */
function tradeFrom(bars: Bars, t: number, direction: Direction, plan: TradePlan): SignalTrade | null {
  const { open, high, low, close } = bars;
  const long = direction === 'Long';
  const entryPrice = close[t];
  const target = long ? entryPrice * (1 + plan.profitTarget / 100) : entryPrice * (1 - plan.profitTarget / 100);
  const stop = long ? entryPrice * (1 - plan.stopLoss / 100) : entryPrice * (1 + plan.stopLoss / 100);
  const timeBar = t + plan.timeInMarket;
  const last = Math.min(timeBar, close.length - 1);
  for (let k = t + 1; k <= last; k++) {
    const o = open[k];
    // A missing (NaN) price compares false everywhere, so such a bar exits only by time.
    if (long ? o <= stop : o >= stop) return trade(t, k, entryPrice, o, long, 'stop loss');
    if (long ? o >= target : o <= target) return trade(t, k, entryPrice, o, long, 'profit target');
    if (long ? low[k] <= stop : high[k] >= stop) return trade(t, k, entryPrice, stop, long, 'stop loss');
    if (long ? high[k] >= target : low[k] <= target) return trade(t, k, entryPrice, target, long, 'profit target');
    if (k === timeBar) return trade(t, k, entryPrice, close[k], long, 'time exhausted');
  }
  return null;
}

function trade(
  entryIndex: number,
  exitIndex: number,
  entryPrice: number,
  exitPrice: number,
  long: boolean,
  exitReason: ExitReason,
): SignalTrade {
  const returnPct = long ? (exitPrice / entryPrice - 1) * 100 : ((entryPrice - exitPrice) / entryPrice) * 100;
  return { entryIndex, exitIndex, entryPrice, exitPrice, returnPct, exitReason };
}

function checkPlan(plan: TradePlan): void {
  if (!Number.isInteger(plan.timeInMarket) || plan.timeInMarket < 1) {
    throw new RangeError(`timeInMarket must be a whole number of bars >= 1, got ${plan.timeInMarket}`);
  }
  if (!(plan.profitTarget > 0)) throw new RangeError(`profitTarget must be a percent > 0, got ${plan.profitTarget}`);
  // A stop of 100% or more would put a long's stop at or below zero, a level no price reaches.
  if (!(plan.stopLoss > 0 && plan.stopLoss < 100)) {
    throw new RangeError(`stopLoss must be a percent in (0, 100), got ${plan.stopLoss}`);
  }
}
