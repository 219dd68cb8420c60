import type { ScannerPick, SignalStats } from '../types.ts';
import type { RankCondition } from './types.ts';

/** The statistic each rank_condition reads, and whether larger is better. */
const RANKING: Record<RankCondition, { stat: keyof SignalStats; descending: boolean }> = {
  WinRate: { stat: 'winRate', descending: true },
  Z_Score: { stat: 'zScore', descending: true },
  'Expected Return': { stat: 'expectedReturn', descending: true },
  SharpeRatio: { stat: 'sharpeRatio', descending: true },
  // The spec's default: the steadiest signal history first.
  StdDev: { stat: 'stdDev', descending: false },
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A day's picks, best first by `rankBy`: descending for WinRate, Z_Score, Expected Return and SharpeRatio, ascending
 * for StdDev. A pick whose statistic is not a number ranks after every pick that has one. Ties go by symbol, then
 * signal, then category (plain code-unit order, so the same input always gives the same order). Does not reorder
 * `picks`.
 */
export function rankPicks(picks: readonly ScannerPick[], rankBy: RankCondition): ScannerPick[] {
  const { stat, descending } = RANKING[rankBy];
  const sign = descending ? -1 : 1;
  return [...picks].sort((a, b) => {
    const x = a.stats[stat];
    const y = b.stats[stat];
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return sign * (x - y);
    return byText(a.symbol, b.symbol) || byText(a.signal, b.signal) || byText(a.category, b.category);
  });
}
