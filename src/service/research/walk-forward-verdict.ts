import type { SweepFigures, WalkForwardWarning, WalkForwardWindow } from '../../contract/index.ts';

/** "1, 2 and 5": window numbers as a sentence lists them. */
function listed(numbers: readonly number[]): string {
  return numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * What a walk-forward's reader should know before trusting it: windows whose out-of-sample run made no trade (their
 * figures say nothing about the choice), and windows whose in-sample choice tied with other combinations (the first
 * in combination order won, not the data). `tied` holds window numbers from 1.
 */
export function walkForwardWarnings(
  windows: readonly WalkForwardWindow[],
  tied: readonly number[],
): WalkForwardWarning[] {
  const warnings: WalkForwardWarning[] = [];
  const idle = windows.flatMap((w, i) => ((w.out_of_sample['Total Trades'] ?? 0) === 0 ? [i + 1] : []));
  if (idle.length > 0)
    warnings.push({
      kind: 'no_trades',
      windows: idle,
      message: `${idle.length} of ${windows.length} windows made no trade out of sample (window${idle.length === 1 ? '' : 's'} ${listed(idle)}): their figures say nothing about the choice.`,
    });
  if (tied.length > 0)
    warnings.push({
      kind: 'tied_choice',
      windows: [...tied],
      message: `In window${tied.length === 1 ? '' : 's'} ${listed(tied)} other combinations scored the same in sample: the first in order was taken, so the choice is not the data's.`,
    });
  return warnings;
}

/**
 * The walk-forward efficiency (out-of-sample CAGR over the chosen combinations' mean in-sample CAGR, rounded to 1e-6),
 * or null with the reason: too few out-of-sample trades to judge, or no in-sample return to compare with.
 */
export function efficiencyOf(
  outOfSample: SweepFigures,
  meanInSampleCagr: number,
  minTrades: number,
): { efficiency: number | null; efficiency_reason: string | null } {
  const trades = outOfSample['Total Trades'] ?? 0;
  if (trades < minTrades)
    return {
      efficiency: null,
      efficiency_reason: `the out-of-sample windows made ${trades} trade${trades === 1 ? '' : 's'} in all, fewer than min_trades (${minTrades}): too few to judge whether the choices hold up`,
    };
  if (meanInSampleCagr === 0 || outOfSample.CAGR === null)
    return {
      efficiency: null,
      efficiency_reason: 'the in-sample annualised return was 0 or could not be measured',
    };
  return { efficiency: Math.round((outOfSample.CAGR / meanInSampleCagr) * 1e6) / 1e6, efficiency_reason: null };
}
