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
  const columns = firedTradeColumns(bars, positions, direction, plan);
  return Array.from({ length: columns.count }, (_, i) => tradeAt(columns, i));
}

/** The outcomes a trade can have, by their codes in the REASON field of TradeColumns. */
const EXIT_REASONS: readonly ExitReason[] = ['stop loss', 'profit target', 'time exhausted'];
const STOP = 0;
const TARGET = 1;
const TIME = 2;

/**
 * A trade sequence as numbers: trade i's fields are data[i * TRADE_FIELDS + field] for i < count, the fields in the
 * order of the offsets below. A scanner simulates every plan of its grid for each firing signal and lists the trades
 * of only the plan it picks, so the sequences stay numbers (one array each) until a pick lists them (tradeAt).
 */
export interface TradeColumns {
  readonly count: number;
  readonly data: Float64Array;
}

export const TRADE_FIELDS = 6;
export const ENTRY_INDEX = 0;
export const EXIT_INDEX = 1;
const ENTRY_PRICE = 2;
const EXIT_PRICE = 3;
export const RETURN_PCT = 4;
/** Index into EXIT_REASONS. */
const REASON = 5;

/** Trade i of the columns as a SignalTrade. */
export function tradeAt({ data }: TradeColumns, i: number): SignalTrade {
  const at = i * TRADE_FIELDS;
  return {
    entryIndex: data[at + ENTRY_INDEX],
    exitIndex: data[at + EXIT_INDEX],
    entryPrice: data[at + ENTRY_PRICE],
    exitPrice: data[at + EXIT_PRICE],
    returnPct: data[at + RETURN_PCT],
    exitReason: EXIT_REASONS[data[at + REASON]],
  };
}

/** The columns of a list of trades (tradeHistory of a list). */
export function columnsOf(trades: readonly SignalTrade[]): TradeColumns {
  const data = new Float64Array(trades.length * TRADE_FIELDS);
  trades.forEach((t, i) => {
    const at = i * TRADE_FIELDS;
    data[at + ENTRY_INDEX] = t.entryIndex;
    data[at + EXIT_INDEX] = t.exitIndex;
    data[at + ENTRY_PRICE] = t.entryPrice;
    data[at + EXIT_PRICE] = t.exitPrice;
    data[at + RETURN_PCT] = t.returnPct;
    data[at + REASON] = EXIT_REASONS.indexOf(t.exitReason);
  });
  return { count: trades.length, data };
}

/** Where the simulation writes before the trades found are copied out: grown as needed, shared by every call. */
let scratch = new Float64Array(1024 * TRADE_FIELDS);

/** firedTrades as columns (the one simulation: firedTrades reads its trades from here). */
export function firedTradeColumns(
  bars: Bars,
  positions: Int32Array,
  direction: Direction,
  plan: TradePlan,
): TradeColumns {
  checkPlan(plan);
  const { open, high, low, close } = bars;
  const long = direction === 'Long';
  const last = close.length - 1;
  // At most one trade per firing bar.
  if (scratch.length < positions.length * TRADE_FIELDS) scratch = new Float64Array(positions.length * TRADE_FIELDS);
  const out = scratch;
  let count = 0;
  // The first bar after the last trade's exit: flat again from there.
  let flatFrom = 0;
  for (let i = 0; i < positions.length; i++) {
    const t = positions[i];
    if (t < flatFrom || !(close[t] > 0)) continue;
    const entry = close[t];
    const target = long ? entry * (1 + plan.profitTarget / 100) : entry * (1 - plan.profitTarget / 100);
    const stop = long ? entry * (1 - plan.stopLoss / 100) : entry * (1 + plan.stopLoss / 100);
    const timeBar = t + plan.timeInMarket;
    const end = Math.min(timeBar, last);
    let exit = -1;
    let price = NaN;
    let why = TIME;
    for (let k = t + 1; k <= end && exit < 0; k++) {
      const o = open[k];
      // A missing (NaN) price compares false everywhere, so such a bar exits only by time.
      if (long ? o <= stop : o >= stop) {
        price = o;
        why = STOP;
      } else if (long ? o >= target : o <= target) {
        price = o;
        why = TARGET;
      } else if (long ? low[k] <= stop : high[k] >= stop) {
        price = stop;
        why = STOP;
      } else if (long ? high[k] >= target : low[k] <= target) {
        price = target;
        why = TARGET;
      } else if (k === timeBar) {
        price = close[k];
        why = TIME;
      } else continue;
      exit = k;
    }
    // Still open at the last bar: it cannot complete, and every later signal falls while it is open.
    if (exit < 0) break;
    const at = count * TRADE_FIELDS;
    out[at + ENTRY_INDEX] = t;
    out[at + EXIT_INDEX] = exit;
    out[at + ENTRY_PRICE] = entry;
    out[at + EXIT_PRICE] = price;
    out[at + RETURN_PCT] = long ? (price / entry - 1) * 100 : ((entry - price) / entry) * 100;
    out[at + REASON] = why;
    count++;
    flatFrom = exit + 1;
  }
  return { count, data: out.slice(0, count * TRADE_FIELDS) };
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
