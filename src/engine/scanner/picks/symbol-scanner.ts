import type { Bars } from '../../series/bars.ts';
import { isoDay } from '../../series/bars.ts';
import { SIGNALS } from '../signals/index.ts';
import { PLAN_GRID } from '../stats/plan-grid.ts';
import { firedTradeColumns, firePositions } from '../stats/signal-trades.ts';
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
  /** The signal on every bar: what its trades are simulated on. */
  fires(): Uint8Array;
  /** Whether it fires on one bar, without the whole series where the signals can tell (SymbolSignals.firesOn). */
  firesOn(index: number): boolean;
}

function checkedFires(definition: SignalDefinition, fires: Uint8Array | undefined, n: number): Uint8Array {
  if (fires === undefined) throw new RangeError(`signal ${definition.name} has no fire series`);
  if (fires.length !== n) throw new RangeError(`signal ${definition.name} has ${fires.length} bars, the symbol ${n}`);
  return fires;
}

/**
 * The signals the scanner reads. With `firesOn` (computeSignals' lazy signals) a fire array is read, and checked, only
 * when a pick needs its trades; otherwise every array is read and checked here, once.
 */
function activeSignals(signals: SymbolSignals, definitions: readonly SignalDefinition[], n: number): ActiveSignal[] {
  const { firesOn } = signals;
  if (signals.barCount !== undefined && signals.barCount !== n) {
    throw new RangeError(`the signals are on ${signals.barCount} bars, the symbol has ${n}`);
  }
  const active: ActiveSignal[] = [];
  for (const definition of definitions) {
    // An absent signal (Optix without an Optix series) has no picks.
    if (!signals.fires.has(definition.name)) continue;
    if (firesOn === undefined) {
      const fires = checkedFires(definition, signals.fires.get(definition.name), n);
      active.push({ definition, fires: () => fires, firesOn: (index) => fires[index] !== 0 });
    } else {
      let fires: Uint8Array | undefined;
      active.push({
        definition,
        fires: () => (fires ??= checkedFires(definition, signals.fires.get(definition.name), n)),
        firesOn: (index) => firesOn(definition.name, index),
      });
    }
  }
  return active;
}

/**
 * The scanner of one symbol. Each (signal, plan) trade sequence is simulated at most once, when a pick first needs
 * it, over the whole of `bars`; a pick on bar d then reads the prefix of trades completed before d (TradeHistory),
 * so asking for many dates costs a binary search and a few sums per plan, and no pick sees a later bar.
 */
export function createSymbolScanner(options: SymbolScannerOptions): SymbolScanner {
  const { symbol, bars, signals, definitions = SIGNALS, optix } = options;
  const n = bars.close.length;
  const active = activeSignals(signals, definitions, n);

  // Per category, per active signal, per grid plan: filled as picks first need them.
  const histories: Record<ScannerCategory, (TradeHistory | undefined)[][]> = {
    SwingAI: active.map(() => []),
    MidTermAI: active.map(() => []),
  };
  // Per active signal, the bars it fires on: found once, then read by every plan of both grids.
  const positions: (Int32Array | undefined)[] = [];
  const historyOf = (signalIndex: number, category: ScannerCategory, planIndex: number): TradeHistory => {
    const perPlan = histories[category][signalIndex];
    let history = perPlan[planIndex];
    if (history === undefined) {
      const { definition, fires } = active[signalIndex];
      const fired = (positions[signalIndex] ??= firePositions(fires()));
      history = tradeHistory(firedTradeColumns(bars, fired, definition.direction, PLAN_GRID[category][planIndex]));
      perPlan[planIndex] = history;
    }
    return history;
  };

  // `wholeSeries`: a range of bars reads each fire array (built once) rather than asking bar by bar.
  const collect = (index: number, category: ScannerCategory, out: ScannerPick[], wholeSeries: boolean): void => {
    const grid = PLAN_GRID[category];
    for (let s = 0; s < active.length; s++) {
      const { definition, fires, firesOn } = active[s];
      if (wholeSeries ? fires()[index] === 0 : !firesOn(index)) continue;
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
        trendScore: signals.trendScoreAt ? signals.trendScoreAt(index) : signals.trendScore[index],
        relTrendScore: signals.relTrendScoreAt ? signals.relTrendScoreAt(index) : signals.relTrendScore[index],
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
      collect(index, category, out, false);
      return out;
    },
    picksBetween(from, to, category) {
      if (!Number.isInteger(from) || !Number.isInteger(to)) {
        throw new RangeError(`bars ${from}..${to} are not whole bar indices`);
      }
      const out: ScannerPick[] = [];
      for (let i = Math.max(0, from); i <= Math.min(n - 1, to); i++) collect(i, category, out, true);
      return out;
    },
  };
}
