import { sma } from '../indicators/moving-averages.ts';
import { MIN_TEMPLATE_LENGTH } from './pattern-template.ts';
import { byCorrDesc, keepDisjoint } from './select-matches.ts';
import type { CpmMatch } from './types.ts';
import { windowCorrelations } from './window-correlations.ts';

export interface ScanOptions {
  /** First bar of the searched span (the last `lookback_period` years): windows lie inside [searchFrom, last bar]. */
  searchFrom: number;
  /** corr_per: a window matches when its rounded Corr is at least this. */
  minCorr: number;
  /** Customize mode: the template's own bars; a window sharing any bar with them is not a match. */
  exclude?: { from: number; to: number };
  excludeOverlap: boolean;
  /** ma_condition 1 (close above its `period`-bar SMA at the match's last bar) or 2 (below); absent for 0. */
  ma?: { period: number; condition: 1 | 2 };
}

/** Corr as the spec reports it: r x 100 rounded to 4 decimals. */
export function corrPercent(r: number): number {
  return Math.round(r * 1_000_000) / 10_000;
}

/**
 * Windows of `close` shaped like `template`, best first (Corr descending, then earlier window). The threshold, the
 * template's own bars and the MA condition are filters on each window; only the windows that pass them take part in
 * overlap exclusion, so a failed best window does not knock out a good neighbour. The threshold is applied to the
 * rounded Corr, so every reported Corr is at least `minCorr`.
 *
 * A close equal to its MA is neither above nor below it, and a match whose MA is undefined (warm-up, or a period
 * that is not a whole number >= 1) is dropped.
 */
export function scanPattern(close: Float64Array, template: ArrayLike<number>, options: ScanOptions): CpmMatch[] {
  const m = template.length;
  if (m < MIN_TEMPLATE_LENGTH) throw new RangeError(`a template needs at least ${MIN_TEMPLATE_LENGTH} bars, got ${m}`);
  if (!Number.isInteger(options.searchFrom)) {
    throw new RangeError(`searchFrom must be a bar index, got ${options.searchFrom}`);
  }
  const r = windowCorrelations(close, template, options.searchFrom);
  const average = options.ma ? sma(close, options.ma.period) : null;
  const wantAbove = options.ma?.condition === 1;
  const exclude = options.exclude;
  const matches: CpmMatch[] = [];
  for (let start = Math.max(0, options.searchFrom); start < r.length; start++) {
    const corr = corrPercent(r[start]);
    if (!(corr >= options.minCorr)) continue;
    const end = start + m - 1;
    if (exclude && start <= exclude.to && end >= exclude.from) continue;
    if (average) {
      const ma = average[end];
      if (!(wantAbove ? close[end] > ma : close[end] < ma)) continue;
    }
    matches.push({ start, end, corr });
  }
  matches.sort(byCorrDesc);
  return options.excludeOverlap ? keepDisjoint(matches) : matches;
}
