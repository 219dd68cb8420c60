import type { SignalStats, SignalTrade } from '../types.ts';
import { prefixMedians } from './prefix-medians.ts';
import type { TradeSummary } from './trade-stats.ts';
import type { TradeColumns } from './signal-trades.ts';
import { columnsOf, ENTRY_INDEX, EXIT_INDEX, RETURN_PCT, TRADE_FIELDS, tradeAt } from './signal-trades.ts';
import { addReturn, emptyAccumulator, expectedReturnOf, statsFromSummary } from './trade-stats.ts';

/**
 * One (signal, plan) trade sequence, prepared to answer for any date d "the statistics of the trades completed before
 * d" (exitIndex < d) without looking further. The sequence does not depend on d (signal-trades.ts), and its exit
 * bars strictly increase, so the trades before d are a prefix: found by binary search, summarised from running
 * totals kept per prefix. The median of every prefix comes from one running-median pass, made when full statistics
 * are first asked for (the plan choice needs only the expected return).
 */
export interface TradeHistory {
  readonly trades: readonly SignalTrade[];
  /** How many trades completed before bar `index` (exitIndex < index). */
  countBefore(index: number): number;
  /** ExpectedReturn of the first `count` trades, in O(1): what the plan choice ranks by. */
  expectedReturn(count: number): number;
  /** Every statistic of the first `count` trades. */
  stats(count: number): SignalStats;
  /**
   * The first `count` trades, frozen and shared: picks on bars with the same trades behind them (every bar while a
   * trade is open) get one array, where copying per pick made most of a whole-history scan's garbage.
   */
  firstTrades(count: number): readonly SignalTrade[];
}

/**
 * The history of a trade sequence, given as trades or as columns (signal-trades.ts firedTradeColumns: a scanner's
 * sequences, whose trades become objects only when a pick lists them).
 */
export function tradeHistory(sequence: readonly SignalTrade[] | TradeColumns): TradeHistory {
  const columns = isColumns(sequence) ? sequence : columnsOf(sequence);
  const n = columns.count;
  // The trades as objects, each made when first listed; all of them when given as objects.
  const objects: SignalTrade[] = isColumns(sequence) ? [] : [...sequence];
  const objectsThrough = (count: number): SignalTrade[] => {
    for (let i = objects.length; i < count; i++) objects.push(tradeAt(columns, i));
    return objects;
  };
  const { data } = columns;
  const exitOf = (i: number) => data[i * TRADE_FIELDS + EXIT_INDEX];
  // Index k holds the totals of the first k trades (k = 0..n). The plan choice reads only the three its expected
  // return needs, for every plan of a grid; the other four are summed when a plan's full statistics are first asked.
  const choice = new Float64Array(3 * (n + 1));
  const wins = choice.subarray(0, n + 1);
  const sumWin = choice.subarray(n + 1, 2 * (n + 1));
  const sumLoss = choice.subarray(2 * (n + 1), 3 * (n + 1));
  for (let i = 0, w = 0, sw = 0, sl = 0; i < n; i++) {
    if (i > 0 && exitOf(i) <= exitOf(i - 1)) {
      throw new RangeError(`trades must be in exit order: trade ${i} exits on bar ${exitOf(i)}`);
    }
    // As addReturn sums them.
    const r = data[i * TRADE_FIELDS + RETURN_PCT];
    if (r > 0) {
      w++;
      sw += r;
    } else {
      sl += r;
    }
    wins[i + 1] = w;
    sumWin[i + 1] = sw;
    sumLoss[i + 1] = sl;
  }
  let summaries: TradeSummary[] | null = null;
  const summaryOf = (count: number): TradeSummary => {
    if (summaries === null) {
      const acc = emptyAccumulator();
      summaries = [{ ...acc }];
      for (let i = 0; i < n; i++) {
        const at = i * TRADE_FIELDS;
        addReturn(acc, data[at + RETURN_PCT], data[at + EXIT_INDEX] - data[at + ENTRY_INDEX]);
        summaries.push({ ...acc });
      }
    }
    return summaries[count];
  };

  let medians: Float64Array | null = null;
  const prefixes = new Map<number, readonly SignalTrade[]>();

  const checkCount = (count: number) => {
    if (!Number.isInteger(count) || count < 0 || count > n) {
      throw new RangeError(`count ${count} is not a prefix length of ${n} trades`);
    }
  };

  return {
    get trades() {
      return objectsThrough(n);
    },
    countBefore(index: number): number {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (exitOf(mid) < index) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    },
    expectedReturn(count: number): number {
      checkCount(count);
      return expectedReturnOf(count, wins[count], sumWin[count], sumLoss[count]);
    },
    stats(count: number): SignalStats {
      checkCount(count);
      const { mean, m2, barsHeld, maxDrawdown } = summaryOf(count);
      const summary: TradeSummary = {
        count,
        wins: wins[count],
        sumWin: sumWin[count],
        sumLoss: sumLoss[count],
        mean,
        m2,
        barsHeld,
        maxDrawdown,
      };
      medians ??= prefixMedians(Float64Array.from({ length: n }, (_, i) => data[i * TRADE_FIELDS + RETURN_PCT]));
      return statsFromSummary(summary, count === 0 ? 0 : medians[count]);
    },
    firstTrades(count: number): readonly SignalTrade[] {
      checkCount(count);
      let prefix = prefixes.get(count);
      if (prefix === undefined) {
        prefix = Object.freeze(objectsThrough(count).slice(0, count));
        prefixes.set(count, prefix);
      }
      return prefix;
    },
  };
}

function isColumns(sequence: readonly SignalTrade[] | TradeColumns): sequence is TradeColumns {
  return !Array.isArray(sequence);
}
