import { resampleLinear } from '../correlation/resample-linear.ts';
import type { CpmPatternName } from './patterns.ts';
import { PATTERN_KEYPOINTS } from './patterns.ts';

/** Below this a template has no shape: two points correlate perfectly with any two points. */
export const MIN_TEMPLATE_LENGTH = 3;

/**
 * The named shape as `length` closes: its keypoint polyline resampled linearly, so both ends of the shape land on
 * both ends of the template whatever the timeframe's length (60 daily, 26 weekly, 12 monthly bars).
 */
export function patternTemplate(name: CpmPatternName, length: number): Float64Array {
  if (!Number.isInteger(length) || length < MIN_TEMPLATE_LENGTH) {
    throw new RangeError(
      `a pattern template needs a whole number of at least ${MIN_TEMPLATE_LENGTH} bars, got ${length}`,
    );
  }
  return resampleLinear(PATTERN_KEYPOINTS[name], length);
}
