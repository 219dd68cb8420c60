import type { SignalStats, SignalTrade } from '../types.ts';
import { prefixMedians } from './prefix-medians.ts';
import type { TradeSummary } from './trade-stats.ts';
import { addTrade, emptyAccumulator, expectedReturnOf, statsFromSummary } from './trade-stats.ts';

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

export function tradeHistory(trades: readonly SignalTrade[]): TradeHistory {
  const n = trades.length;
  const exitIndex = new Int32Array(n);
  // Index k of each holds the totals of the first k trades (k = 0..n). One buffer for the seven: a scan builds a
  // history per firing signal and plan, and seven small arrays each were most of its garbage.
  const totals = new Float64Array(7 * (n + 1));
  const wins = totals.subarray(0, n + 1);
  const sumWin = totals.subarray(n + 1, 2 * (n + 1));
  const sumLoss = totals.subarray(2 * (n + 1), 3 * (n + 1));
  const mean = totals.subarray(3 * (n + 1), 4 * (n + 1));
  const m2 = totals.subarray(4 * (n + 1), 5 * (n + 1));
  const barsHeld = totals.subarray(5 * (n + 1), 6 * (n + 1));
  const maxDrawdown = totals.subarray(6 * (n + 1), 7 * (n + 1));
  const acc = emptyAccumulator();
  for (let i = 0; i < n; i++) {
    const t = trades[i];
    if (i > 0 && t.exitIndex <= trades[i - 1].exitIndex) {
      throw new RangeError(`trades must be in exit order: trade ${i} exits on bar ${t.exitIndex}`);
    }
    exitIndex[i] = t.exitIndex;
    addTrade(acc, t);
    wins[i + 1] = acc.wins;
    sumWin[i + 1] = acc.sumWin;
    sumLoss[i + 1] = acc.sumLoss;
    mean[i + 1] = acc.mean;
    m2[i + 1] = acc.m2;
    barsHeld[i + 1] = acc.barsHeld;
    maxDrawdown[i + 1] = acc.maxDrawdown;
  }

  let medians: Float64Array | null = null;
  const prefixes = new Map<number, readonly SignalTrade[]>();

  const checkCount = (count: number) => {
    if (!Number.isInteger(count) || count < 0 || count > n) {
      throw new RangeError(`count ${count} is not a prefix length of ${n} trades`);
    }
  };

  return {
    trades,
    countBefore(index: number): number {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (exitIndex[mid] < index) lo = mid + 1;
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
      const summary: TradeSummary = {
        count,
        wins: wins[count],
        sumWin: sumWin[count],
        sumLoss: sumLoss[count],
        mean: mean[count],
        m2: m2[count],
        barsHeld: barsHeld[count],
        maxDrawdown: maxDrawdown[count],
      };
      medians ??= prefixMedians(trades.map((t) => t.returnPct));
      return statsFromSummary(summary, count === 0 ? 0 : medians[count]);
    },
    firstTrades(count: number): readonly SignalTrade[] {
      checkCount(count);
      let prefix = prefixes.get(count);
      if (prefix === undefined) {
        prefix = Object.freeze(trades.slice(0, count));
        prefixes.set(count, prefix);
      }
      return prefix;
    },
  };
}
