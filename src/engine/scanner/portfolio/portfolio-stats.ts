import type { PortfolioStats } from './types.ts';

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Sample standard deviation (n - 1); 0 for fewer than two values. */
function sampleStdDev(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (n - 1));
}

/**
 * The deepest fall of `equity` from its running peak, in percent (<= 0). The peak starts at the capital, so a first
 * day that is already below it (an entry commission, a bad first close) counts as a drawdown.
 */
export function maxDrawdownPct(equity: readonly number[], capital: number): number {
  let peak = capital;
  let deepest = 0;
  for (const e of equity) {
    if (e > peak) peak = e;
    const dd = peak > 0 ? (e / peak - 1) * 100 : 0;
    if (dd < deepest) deepest = dd;
  }
  return deepest;
}

export interface StatsInput {
  capital: number;
  /** Each trade's net return in percent. */
  returnsPct: readonly number[];
  /** Daily equity, one value per calendar day. */
  equity: readonly number[];
  /** Days on which at least one position was open at some point (it has a Buy, Hold or Sell row that day). */
  daysInMarket: number;
  /** Sum over the days of the gross market value of the open positions at the close. */
  grossValueSum: number;
  buyAndHold: number;
}

/**
 * The result's figures. Trade figures come from the trades' percent returns: positive means > 0 and everything else,
 * a flat 0 included, is negative (docs/semantics.md), so AVERAGE LOSS averages the returns <= 0. Z-SCORE is
 * mean / (sd / sqrt(n)), 0 when sd is 0. TOTAL RETURN is final equity / capital - 1 (the capital when no day was
 * simulated). With nothing to average a figure is 0: JSON has no NaN and TOTAL TRADES already says "none".
 */
export function portfolioStats(input: StatsInput): PortfolioStats {
  const { capital, returnsPct, equity } = input;
  const n = returnsPct.length;
  const wins = returnsPct.filter((r) => r > 0);
  const losses = returnsPct.filter((r) => !(r > 0));
  const sd = sampleStdDev(returnsPct);
  const days = equity.length;
  const finalEquity = days === 0 ? capital : equity[days - 1];
  return {
    totalReturn: (finalEquity / capital - 1) * 100,
    medianReturn: median(returnsPct),
    averageReturn: mean(returnsPct),
    winRate: n === 0 ? 0 : (wins.length / n) * 100,
    averageWin: mean(wins),
    averageLoss: mean(losses),
    maxRisk: maxDrawdownPct(equity, capital),
    totalTrades: n,
    totalPositive: wins.length,
    totalNegative: losses.length,
    timeInMarket: days === 0 ? 0 : (input.daysInMarket / days) * 100,
    stdDev: sd,
    zScore: sd > 0 ? mean(returnsPct) / (sd / Math.sqrt(n)) : 0,
    buyAndHold: input.buyAndHold,
    averagePosition: days === 0 ? 0 : input.grossValueSum / days,
  };
}
