import type { Bars } from '../../series/bars.ts';
import { isoDay } from '../../series/bars.ts';
import { SIGNALS } from '../signals/index.ts';
import { PLAN_GRID } from '../stats/plan-grid.ts';
import { signalTrades } from '../stats/signal-trades.ts';
import type { TradeHistory } from '../stats/trade-history.ts';
import { tradeHistory } from '../stats/trade-history.ts';
import type { ScannerCategory, ScannerPick, SignalDefinition, SymbolSignals } from '../types.ts';
import { choosePlan } from './choose-plan.ts';

export interface SymbolScannerOptions {
  symbol: string;
  bars: Bars;
  /** The symbol's signals on these bars (signals/computeSignals). */
  signals: SymbolSignals;
  /** Which signals to scan, in the order picks are listed; all 37 by default. */
  definitions?: readonly SignalDefinition[];
  /** The symbol's Optix on these bars, reported on each pick (null without it or where it is NaN). */
  optix?: Float64Array;
}

export interface SymbolScanner {
  readonly symbol: string;
  /** Every signal firing on bar `index` that gets a plan (choose-plan.ts), in signal order. */
  picksAt(index: number, category: ScannerCategory): ScannerPick[];
  /** The picks of bars from..to (both included, clamped to the bars), by bar, then in signal order. */
  picksBetween(from: number, to: number, category: ScannerCategory): ScannerPick[];
}

interface ActiveSignal {
  definition: SignalDefinition;
  fires: Uint8Array;
}

/**
 * The scanner of one symbol. Each (signal, plan) trade sequence is simulated at most once, when a pick first needs
 * it, over the whole of `bars`; a pick on bar d then reads the prefix of trades completed before d (TradeHistory),
 * so asking for many dates costs a binary search and a few sums per plan, and no pick sees a later bar.
 */
export function createSymbolScanner(options: SymbolScannerOptions): SymbolScanner {
  const { symbol, bars, signals, definitions = SIGNALS, optix } = options;
  const n = bars.close.length;
  const active: ActiveSignal[] = [];
  for (const definition of definitions) {
    const fires = signals.fires.get(definition.name);
    // An absent signal (Optix without an Optix series) has no picks.
    if (fires === undefined) continue;
    if (fires.length !== n) {
      throw new RangeError(`signal ${definition.name} has ${fires.length} bars, the symbol ${n}`);
    }
    active.push({ definition, fires });
  }

  // Per category, per active signal, per grid plan: filled as picks first need them.
  const histories: Record<ScannerCategory, (TradeHistory | undefined)[][]> = {
    SwingAI: active.map(() => []),
    MidTermAI: active.map(() => []),
  };
  const historyOf = (signalIndex: number, category: ScannerCategory, planIndex: number): TradeHistory => {
    const perPlan = histories[category][signalIndex];
    let history = perPlan[planIndex];
    if (history === undefined) {
      const { definition, fires } = active[signalIndex];
      history = tradeHistory(signalTrades(bars, fires, definition.direction, PLAN_GRID[category][planIndex]));
      perPlan[planIndex] = history;
    }
    return history;
  };

  const collect = (index: number, category: ScannerCategory, out: ScannerPick[]): void => {
    const grid = PLAN_GRID[category];
    for (let s = 0; s < active.length; s++) {
      const { definition, fires } = active[s];
      if (fires[index] === 0) continue;
      const choice = choosePlan(grid.length, (p) => historyOf(s, category, p), index);
      if (choice === null) continue;
      const history = historyOf(s, category, choice.planIndex);
      const optixValue = optix === undefined ? NaN : optix[index];
      out.push({
        symbol,
        index,
        date: isoDay(bars.time[index]),
        close: bars.close[index],
        direction: definition.direction,
        signal: definition.name,
        category,
        plan: grid[choice.planIndex],
        stats: history.stats(choice.count),
        trendScore: signals.trendScore[index],
        relTrendScore: signals.relTrendScore[index],
        optix: Number.isNaN(optixValue) ? null : optixValue,
        trades: history.firstTrades(choice.count),
      });
    }
  };

  return {
    symbol,
    picksAt(index, category) {
      if (!Number.isInteger(index) || index < 0 || index >= n) {
        throw new RangeError(`bar ${index} is not an index of ${symbol}'s ${n} bars`);
      }
      const out: ScannerPick[] = [];
      collect(index, category, out);
      return out;
    },
    picksBetween(from, to, category) {
      if (!Number.isInteger(from) || !Number.isInteger(to)) {
        throw new RangeError(`bars ${from}..${to} are not whole bar indices`);
      }
      const out: ScannerPick[] = [];
      for (let i = Math.max(0, from); i <= Math.min(n - 1, to); i++) collect(i, category, out);
      return out;
    },
  };
}
