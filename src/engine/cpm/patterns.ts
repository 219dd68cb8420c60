/** The predefined shapes, in the spec's order (section 2.3); the service lists them as they are here. */
export const CPM_PATTERN_NAMES = [
  'head_and_shoulder_top',
  'head_and_shoulder_bottom',
  'double_top',
  'double_bottom',
  'triple_tap',
  'rounding_bottom',
  'ascending_channel',
  'descending_channel',
] as const;

export type CpmPatternName = (typeof CPM_PATTERN_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(CPM_PATTERN_NAMES);

export function isCpmPatternName(s: string): s is CpmPatternName {
  return NAMES.has(s);
}

const mirror = (ys: readonly number[]): number[] => ys.map((y) => 1 - y);

/**
 * A rising zig-zag that touches, in turn, the lines y = 0.6x and y = 0.6x + 0.4: eight touches give seven legs, so
 * at least three swings survive resampling to a monthly 12-bar template.
 */
const ASCENDING_CHANNEL = Array.from({ length: 8 }, (_, i) => 0.6 * (i / 7) + (i % 2 === 1 ? 0.4 : 0));

/**
 * A saucer: the parabola ((2x - 1)^2) on 21 points. Dense enough that linear resampling to 60 bars stays a smooth U
 * rather than a V, and every value is the exact square of a multiple of 0.1.
 */
const ROUNDING_BOTTOM = Array.from({ length: 21 }, (_, i) => ((i - 10) * (i - 10)) / 100);

const HEAD_AND_SHOULDER_TOP = [0.1, 0.6, 0.35, 1, 0.35, 0.6, 0];
const DOUBLE_TOP = [0.1, 1, 0.4, 1, 0];

/**
 * Each shape as y values in [0, 1] at evenly spaced x from 0 to 1: the template is this polyline resampled to the
 * template's length, and a thumbnail can draw it as is. The tops and shoulders end a little lower than they start
 * (the break of the neckline) so the shape reads as a reversal, and each "bottom" is its top upside down.
 */
export const PATTERN_KEYPOINTS: Readonly<Record<CpmPatternName, readonly number[]>> = {
  head_and_shoulder_top: HEAD_AND_SHOULDER_TOP,
  head_and_shoulder_bottom: mirror(HEAD_AND_SHOULDER_TOP),
  double_top: DOUBLE_TOP,
  double_bottom: mirror(DOUBLE_TOP),
  triple_tap: [0.1, 1, 0.4, 1, 0.4, 1, 0],
  rounding_bottom: ROUNDING_BOTTOM,
  ascending_channel: ASCENDING_CHANNEL,
  // The ascending zig-zag read backwards: it starts on the upper line and ends on the lower one.
  descending_channel: [...ASCENDING_CHANNEL].reverse(),
};
