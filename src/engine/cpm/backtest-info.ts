import { median } from './median.ts';

/** The trade figures of backtest_info, all from the trades' percent returns. */
export interface ReturnSummary {
  totalReturn: number;
  medianReturn: number;
  averageReturn: number;
  winRate: number;
  averageWin: number;
  averageLoss: number;
  totalTrades: number;
  totalPositive: number;
  totalNegative: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * TOTAL RETURN compounds the trades (each one's whole stake rolled into the next), the other figures are plain
 * statistics of the returns. Positive means > 0 and everything else, a flat 0 included, is negative (docs/semantics.md's
 * backtest rule), so AVERAGE LOSS averages the returns <= 0. With no trades every figure is 0: JSON has no NaN, and
 * "no trades" is already told by TOTAL TRADES.
 */
export function summarizeReturns(returns: readonly number[]): ReturnSummary {
  const wins = returns.filter((r) => r > 0);
  const losses = returns.filter((r) => !(r > 0));
  let growth = 1;
  for (const r of returns) growth *= 1 + r / 100;
  return {
    totalReturn: (growth - 1) * 100,
    medianReturn: returns.length === 0 ? 0 : median(returns),
    averageReturn: mean(returns),
    winRate: returns.length === 0 ? 0 : (wins.length / returns.length) * 100,
    averageWin: mean(wins),
    averageLoss: mean(losses),
    totalTrades: returns.length,
    totalPositive: wins.length,
    totalNegative: losses.length,
  };
}
