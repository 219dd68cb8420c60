import { pearson } from './pearson.ts';
import { resampleLinear } from './resample-linear.ts';

/** Fewer closes than this have no shape to compare (two points always correlate perfectly). */
const MIN_CLOSES = 3;

/**
 * How alike two price paths are, 0 to 100: Pearson r of the reference's closes and the comparison's closes resampled
 * linearly to the reference's length, floored at 0 (an inverted path is as unlike as an unrelated one) and x 100.
 * Prices, not returns: it compares shapes, so scale and length do not matter.
 *
 * NaN when it cannot be told: fewer than 3 closes in either path, or either path flat (r undefined). We return NaN
 * rather than 0 so a flat path is not reported as "0% similar"; the service answers it as insufficient data (411).
 */
export function patternCorrelation(reference: ArrayLike<number>, comparison: ArrayLike<number>): number {
  if (reference.length < MIN_CLOSES || comparison.length < MIN_CLOSES) return NaN;
  const r = pearson(reference, resampleLinear(comparison, reference.length));
  return Number.isNaN(r) ? NaN : Math.max(r, 0) * 100;
}
