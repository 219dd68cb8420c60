import type { Bars } from '../series/bars.ts';
import { entryFillPrice, exitFillPrice, openReturn, tradeReturn } from './costs.ts';
import type { ExecutionSpec, ExitReason, SimulatedTrade, SimulationOutcome } from './types.ts';
import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

const NONE = -1;

function checkInputs(bars: Bars, entryAction: Uint8Array, exitAction: Uint8Array, spec: ExecutionSpec): void {
  const n = bars.time.length;
  const { from, to } = spec;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to >= n || from > to) {
    throw new RangeError(`backtest window [${from}, ${to}] is not inside the ${n} bars`);
  }
  if (entryAction.length !== n || exitAction.length !== n) {
    throw new RangeError(`entry/exit actions have ${entryAction.length}/${exitAction.length} bars, the series ${n}`);
  }
}

/** Stop and target prices; an unset one is an infinity on the side it guards, so no comparison ever fires. */
function stopLevelOf(long: boolean, entryFill: number, stopFrac: number | null): number {
  if (stopFrac === null) return long ? -Infinity : Infinity;
  return long ? entryFill * (1 - stopFrac) : entryFill * (1 + stopFrac);
}

function targetLevelOf(long: boolean, entryFill: number, takeFrac: number | null): number {
  if (takeFrac === null) return long ? Infinity : -Infinity;
  return long ? entryFill * (1 + takeFrac) : entryFill * (1 - takeFrac);
}

function closedTrade(
  long: boolean,
  spec: ExecutionSpec,
  entryBar: number,
  entryFill: number,
  exitBar: number,
  exitPrice: number,
  exitReason: ExitReason,
  lowSeen: number,
  highSeen: number,
): SimulatedTrade {
  const exitFill = exitFillPrice(long, exitPrice, spec.slippage);
  // With no bar held after the fill (a close fill ended at once) the infinities leave both excursions at 0.
  return {
    entryBar,
    exitBar,
    entryPrice: entryFill,
    exitPrice: exitFill,
    ret: tradeReturn(long, entryFill, exitFill, spec.commission),
    exitReason,
    open: exitReason === 'end',
    mae: long ? Math.min(0, lowSeen / entryFill - 1) : Math.min(0, 1 - highSeen / entryFill),
    mfe: long ? Math.max(0, highSeen / entryFill - 1) : Math.max(0, 1 - lowSeen / entryFill),
  };
}

/**
 * Plays one position at a time through the window [spec.from, spec.to] (docs/semantics.md, "Execution").
 * `entryAction`/`exitAction` are 1 on action bars (signal bar + delay_bars), over the whole series.
 *
 * Within a bar, events run in time order: the open (a gap beyond a level, then a next-open signal exit), the range
 * (stop, then target), the close (day limit, then signal exit). So a risk exit wins over the day limit, and the day
 * limit over a signal exit, whenever they fall at the same moment; a next-open signal exit happens before the bar's
 * range, so only a gap at that open can overtake it, while a next-close signal exit can be overtaken by the whole range.
 * Action bars before `from` never trade, and the last bar of the window acts as the end of data.
 */
export function simulate(
  bars: Bars,
  entryAction: Uint8Array,
  exitAction: Uint8Array,
  spec: ExecutionSpec,
  alloc: Alloc = HEAP,
): SimulationOutcome {
  checkInputs(bars, entryAction, exitAction, spec);
  const { open, high, low, close } = bars;
  const { from, to, tradePrice, commission, slippage, allocation, maxBars } = spec;
  const long = spec.direction === 'Long';
  const openFill = tradePrice === 0;
  const stopFrac = spec.stopPct === null ? null : spec.stopPct / 100;
  const takeFrac = spec.takePct === null ? null : spec.takePct / 100;

  const equity = alloc.f64(to - from + 1);
  const trades: SimulatedTrade[] = [];
  let cash = spec.capital;
  let barsInMarket = 0;
  let lastExitBar = NONE;

  // Plain locals, no closures: this loop is the hot path (docs/budgets.md).
  // A position is taken on its action bar even when it fills on the next one: nothing can cancel a pending entry,
  // and it keeps the next entry signals out. `entryBar` is the fill bar, `firstHeldBar` the first bar whose range
  // comes after the fill (the fill bar itself for an open fill).
  let inPosition = false;
  let entryBar = 0;
  let firstHeldBar = 0;
  let entryFill = 0;
  let notional = 0;
  let stopLevel = 0;
  let targetLevel = 0;
  let timeBar = NONE;
  let pendingExitBar = NONE;
  let lowSeen = Infinity;
  let highSeen = -Infinity;

  for (let i = from; i <= to; i++) {
    if (!inPosition) {
      // Flat with no entry to take: only the cash to mark, none of the tests of a held position.
      if (entryAction[i] === 0 || i <= lastExitBar) {
        equity[i - from] = cash;
        continue;
      }
    } else if (i >= firstHeldBar) {
      const o = open[i];
      let exitPrice = 0;
      let reason: ExitReason | null = null;
      if (long ? o <= stopLevel : o >= stopLevel) {
        exitPrice = o;
        reason = 'stop';
      } else if (long ? o >= targetLevel : o <= targetLevel) {
        exitPrice = o;
        reason = 'target';
      } else if (openFill && pendingExitBar === i) {
        exitPrice = o;
        reason = 'signal';
      }
      if (reason !== null) {
        if (o < lowSeen) lowSeen = o;
        if (o > highSeen) highSeen = o;
      } else {
        const h = high[i];
        const l = low[i];
        // Prices beyond a level were never held: the position left at the level. Clipping is a no-op otherwise.
        const seenLow = long ? Math.max(l, stopLevel) : Math.max(l, targetLevel);
        const seenHigh = long ? Math.min(h, targetLevel) : Math.min(h, stopLevel);
        if (seenLow < lowSeen) lowSeen = seenLow;
        if (seenHigh > highSeen) highSeen = seenHigh;
        // The order of prices inside a bar is unknown: a bar touching both levels is read as the worse case, the stop.
        if (long ? l <= stopLevel : h >= stopLevel) {
          exitPrice = stopLevel;
          reason = 'stop';
        } else if (long ? h >= targetLevel : l <= targetLevel) {
          exitPrice = targetLevel;
          reason = 'target';
        } else if (i === timeBar) {
          exitPrice = close[i];
          reason = 'time';
        } else if (pendingExitBar === i || (tradePrice === 2 && exitAction[i] !== 0)) {
          exitPrice = close[i];
          reason = 'signal';
        } else if (tradePrice !== 2 && pendingExitBar === NONE && exitAction[i] !== 0 && i < to) {
          // A next-bar fill past the window (i === to) does not happen: the trade then runs to the end.
          pendingExitBar = i + 1;
        }
      }
      if (reason !== null) {
        const t = closedTrade(long, spec, entryBar, entryFill, i, exitPrice, reason, lowSeen, highSeen);
        trades.push(t);
        cash += notional * t.ret;
        barsInMarket += i - entryBar + 1;
        inPosition = false;
        lastExitBar = i;
      }
    }

    if (!inPosition && entryAction[i] !== 0 && i > lastExitBar) {
      const fill = tradePrice === 2 ? i : i + 1;
      if (fill <= to) {
        inPosition = true;
        entryBar = fill;
        firstHeldBar = openFill ? fill : fill + 1;
        entryFill = entryFillPrice(long, openFill ? open[fill] : close[fill], slippage);
        notional = allocation * cash;
        stopLevel = stopLevelOf(long, entryFill, stopFrac);
        targetLevel = targetLevelOf(long, entryFill, takeFrac);
        timeBar = maxBars === null ? NONE : fill + maxBars;
        pendingExitBar = NONE;
        lowSeen = Infinity;
        highSeen = -Infinity;
      }
    }

    equity[i - from] =
      inPosition && i >= entryBar ? cash + notional * openReturn(long, entryFill, close[i], commission) : cash;
  }

  if (inPosition) {
    const t = closedTrade(long, spec, entryBar, entryFill, to, close[to], 'end', lowSeen, highSeen);
    trades.push(t);
    cash += notional * t.ret;
    barsInMarket += to - entryBar + 1;
    equity[to - from] = cash;
  }
  return { trades, equity, barsInMarket };
}
