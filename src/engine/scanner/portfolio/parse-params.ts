import { PortfolioParamError } from './param-error.ts';
import type { RankCondition } from './types.ts';
import { RANK_CONDITIONS } from './types.ts';

/** An inclusive range of a `min-max` filter. */
export interface NumericRange {
  min: number;
  max: number;
}

// A plain decimal, optionally signed: 5, -2.5, .5, +3. (No exponents: nobody writes a percent range as 1e1.)
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
// The dash between the bounds is the first '-' after the first number, so negative bounds still read: "-10--2".
const RANGE = new RegExp(String.raw`^\s*(${NUMBER})\s*-\s*(${NUMBER})\s*$`);

/**
 * A `min-max` range string (profit_target_range and the other *_range parameters), bounds inclusive. Throws a
 * PortfolioParamError naming `field` when the text is not two numbers joined by '-' or when min > max.
 */
export function parseRange(field: string, text: string): NumericRange {
  const m = RANGE.exec(text);
  if (m === null) throw new PortfolioParamError(field, `expected 'min-max', for example '2-8', got '${text}'`);
  const min = Number(m[1]);
  const max = Number(m[2]);
  if (min > max) throw new PortfolioParamError(field, `min ${min} is above max ${max} in '${text}'`);
  return { min, max };
}

const RATIO = new RegExp(String.raw`^\s*(${NUMBER})\s*/\s*(${NUMBER})\s*$`);

/**
 * long_short_ratio `long/short`, e.g. '0.7/0.3' or '1.0/0.0' (all long). Each share is a fraction of equity in 0..1
 * and together they may not exceed 1: the ratio splits the capital between the sides, it does not lever it. At least
 * one side must be above 0, or nothing could ever trade.
 */
export function parseLongShortRatio(text: string): { longShare: number; shortShare: number } {
  const field = 'long_short_ratio';
  const m = RATIO.exec(text);
  if (m === null) throw new PortfolioParamError(field, `expected 'long/short', for example '0.7/0.3', got '${text}'`);
  const longShare = Number(m[1]);
  const shortShare = Number(m[2]);
  for (const [side, share] of [
    ['long', longShare],
    ['short', shortShare],
  ] as const) {
    if (share < 0 || share > 1) throw new PortfolioParamError(field, `the ${side} share ${share} is not in 0..1`);
  }
  // 1e-9: '0.7/0.3' and the like must not fail on the sum's last bit.
  if (longShare + shortShare > 1 + 1e-9) {
    throw new PortfolioParamError(field, `the shares ${longShare} + ${shortShare} add up to more than 1`);
  }
  if (longShare + shortShare === 0) throw new PortfolioParamError(field, 'both shares are 0: nothing could trade');
  return { longShare, shortShare };
}

/** capital_allocate: 'Kelly' (any letter case) or a fixed ratio in (0, 1] such as '0.6'. */
export function parseCapitalAllocate(text: string): 'Kelly' | number {
  const field = 'capital_allocate';
  if (text.trim().toLowerCase() === 'kelly') return 'Kelly';
  const ratio = new RegExp(`^\\s*${NUMBER}\\s*$`).test(text) ? Number(text) : NaN;
  if (!(ratio > 0 && ratio <= 1)) {
    throw new PortfolioParamError(field, `expected 'Kelly' or a ratio above 0 and at most 1, got '${text}'`);
  }
  return ratio;
}

/** rank_condition: one of the five names, spelled as the spec spells them. */
export function parseRankCondition(text: string): RankCondition {
  const found = RANK_CONDITIONS.find((name) => name === text);
  if (found === undefined) {
    throw new PortfolioParamError('rank_condition', `expected one of ${RANK_CONDITIONS.join(', ')}, got '${text}'`);
  }
  return found;
}
