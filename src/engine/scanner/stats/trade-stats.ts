import { median } from '../../cpm/median.ts';
import type { SignalStats, SignalTrade } from '../types.ts';

/** Trading days a year: annualises per-trade figures by the mean bars a trade is held. */
const BARS_PER_YEAR = 252;

/**
 * What every statistic but the median is computed from. Each field is a running total over the trades in order,
 * so trade-history.ts keeps one value per prefix and answers "the trades completed before bar d" without a pass
 * over them.
 */
export interface TradeSummary {
  count: number;
  /** Trades with a return > 0 (docs/semantics.md: positive means > 0, everything else, 0 included, is a loss). */
  wins: number;
  sumWin: number;
  /** Sum of the returns <= 0 (so <= 0). */
  sumLoss: number;
  /** Mean and sum of squared deviations by Welford's update: stable where sum-of-squares minus square-of-sum is not. */
  mean: number;
  m2: number;
  /** Sum over the trades of exitIndex - entryIndex. */
  barsHeld: number;
  /** Deepest fall, in percent (<= 0), of the trades' compounded equity from its running peak. */
  maxDrawdown: number;
}

/** A summary being built, trade by trade, with the equity path its drawdown needs. */
export interface TradeAccumulator extends TradeSummary {
  equity: number;
  peak: number;
}

export function emptyAccumulator(): TradeAccumulator {
  return { count: 0, wins: 0, sumWin: 0, sumLoss: 0, mean: 0, m2: 0, barsHeld: 0, maxDrawdown: 0, equity: 1, peak: 1 };
}

export function addTrade(acc: TradeAccumulator, trade: SignalTrade): void {
  addReturn(acc, trade.returnPct, trade.exitIndex - trade.entryIndex);
}

/** addTrade of a trade returning r percent, held `held` bars. */
export function addReturn(acc: TradeAccumulator, r: number, held: number): void {
  acc.count++;
  if (r > 0) {
    acc.wins++;
    acc.sumWin += r;
  } else {
    acc.sumLoss += r;
  }
  const delta = r - acc.mean;
  acc.mean += delta / acc.count;
  acc.m2 += delta * (r - acc.mean);
  acc.barsHeld += held;
  // The whole stake rolls into the next trade. A short can lose more than its stake; the equity then stops at 0
  // (wiped out) rather than going negative, so the drawdown bottoms at -100%.
  acc.equity *= Math.max(0, 1 + r / 100);
  if (acc.equity > acc.peak) acc.peak = acc.equity;
  const drawdown = (acc.equity / acc.peak - 1) * 100;
  if (drawdown < acc.maxDrawdown) acc.maxDrawdown = drawdown;
}

/**
 * ExpectedReturn = W x AvgWin + (1 - W) x AvgLoss with W the win rate as a fraction. (Algebraically this is the mean
 * return, (sumWin + sumLoss) / n; it is kept in its published form.) 0 with no trades.
 */
export function expectedReturnOf(count: number, wins: number, sumWin: number, sumLoss: number): number {
  if (count === 0) return 0;
  const w = wins / count;
  const avgWin = wins === 0 ? 0 : sumWin / wins;
  const avgLoss = wins === count ? 0 : sumLoss / (count - wins);
  return w * avgWin + (1 - w) * avgLoss;
}

/**
 * The published statistics (all percents but the ratios; with no trades every figure is 0, since JSON has no NaN
 * and TradeNumber already says there were none):
 * - WinRate: % of returns > 0. AvgWin / AvgLoss: means of the returns > 0 / <= 0, 0 when there are none.
 * - AvgReturn, MedianReturn; StdDev: sample standard deviation, 0 for fewer than 2 trades.
 * - Z_Score: AvgReturn / (StdDev / sqrt(n)), the t-statistic of the mean; 0 when StdDev is 0.
 * - AnnualReturn: ((1 + AvgReturn/100)^(252 / mean bars held) - 1) x 100, a trade's mean compounded over a year
 *   of back-to-back trades; -100 when the mean loses everything (a fractional power of a negative is undefined).
 * - MaxRisk: the deepest drawdown of the compounded equity of the trades in order (<= 0).
 * - SharpeRatio: AvgReturn / StdDev x sqrt(252 / mean bars held), per-trade figures scaled to a year; 0 when StdDev
 *   is 0.
 * - Kelly: W - (1 - W) / R with W = WinRate/100 and R = AvgWin / |AvgLoss|; W itself when nothing lost (R is then
 *   infinite), 0 when nothing won; clamped to [0, 1], since a negative edge means no bet and more than the whole
 *   capital is no bet either.
 */
export function statsFromSummary(s: TradeSummary, medianReturn: number): SignalStats {
  const n = s.count;
  if (n === 0) {
    return {
      tradeNumber: 0,
      winRate: 0,
      avgWin: 0,
      avgLoss: 0,
      zScore: 0,
      expectedReturn: 0,
      annualReturn: 0,
      medianReturn: 0,
      avgReturn: 0,
      stdDev: 0,
      maxRisk: 0,
      sharpeRatio: 0,
      kelly: 0,
    };
  }
  const losses = n - s.wins;
  const w = s.wins / n;
  const avgWin = s.wins === 0 ? 0 : s.sumWin / s.wins;
  const avgLoss = losses === 0 ? 0 : s.sumLoss / losses;
  const avgReturn = s.mean;
  const stdDev = n < 2 ? 0 : Math.sqrt(Math.max(0, s.m2) / (n - 1));
  const periodsPerYear = BARS_PER_YEAR / (s.barsHeld / n);
  const growth = 1 + avgReturn / 100;
  return {
    tradeNumber: n,
    winRate: w * 100,
    avgWin,
    avgLoss,
    zScore: stdDev === 0 ? 0 : avgReturn / (stdDev / Math.sqrt(n)),
    expectedReturn: expectedReturnOf(n, s.wins, s.sumWin, s.sumLoss),
    annualReturn: growth <= 0 ? -100 : (growth ** periodsPerYear - 1) * 100,
    medianReturn,
    avgReturn,
    stdDev,
    maxRisk: s.maxDrawdown,
    sharpeRatio: stdDev === 0 ? 0 : (avgReturn / stdDev) * Math.sqrt(periodsPerYear),
    kelly: kellyFraction(w, avgWin, avgLoss),
  };
}

function kellyFraction(w: number, avgWin: number, avgLoss: number): number {
  if (w === 0 || avgWin === 0) return 0;
  if (avgLoss === 0) return Math.min(1, w);
  const f = w - (1 - w) / (avgWin / Math.abs(avgLoss));
  return Math.min(1, Math.max(0, f));
}

/** The statistics of a list of trades, taken in the order given (the order matters to MaxRisk only). */
export function tradeStats(trades: readonly SignalTrade[]): SignalStats {
  const acc = emptyAccumulator();
  for (const t of trades) addTrade(acc, t);
  return statsFromSummary(acc, trades.length === 0 ? 0 : median(trades.map((t) => t.returnPct)));
}
