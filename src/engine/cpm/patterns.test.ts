import { describe, expect, it } from 'vitest';
import { patternTemplate } from './pattern-template.ts';
import type { CpmPatternName } from './patterns.ts';
import { CPM_PATTERN_NAMES, isCpmPatternName, PATTERN_KEYPOINTS } from './patterns.ts';

/** The service's template lengths: daily, weekly, monthly. */
const LENGTHS = [60, 26, 12];

/** Interior turning points: a peak is above (or level then above) its left neighbour and not below its right one. */
function turningPoints(y: ArrayLike<number>): { peaks: number[]; troughs: number[] } {
  const peaks: number[] = [];
  const troughs: number[] = [];
  let direction = 0;
  for (let i = 1; i < y.length; i++) {
    const step = Math.sign(y[i] - y[i - 1]);
    if (step === 0) continue;
    if (direction > 0 && step < 0) peaks.push(i - 1);
    if (direction < 0 && step > 0) troughs.push(i - 1);
    direction = step;
  }
  return { peaks, troughs };
}

const argmax = (y: ArrayLike<number>) => Array.from(y).indexOf(Math.max(...Array.from(y)));
const argmin = (y: ArrayLike<number>) => Array.from(y).indexOf(Math.min(...Array.from(y)));
const negate = (y: Float64Array) => y.map((v) => -v);

/** Least-squares slope of y against its index. */
function slope(y: ArrayLike<number>): number {
  const n = y.length;
  const mx = (n - 1) / 2;
  let my = 0;
  for (let i = 0; i < n; i++) my += y[i] / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - mx) * (y[i] - my);
    sxx += (i - mx) ** 2;
  }
  return sxy / sxx;
}

function expectHeadAndShoulders(y: Float64Array): void {
  const n = y.length;
  const head = argmax(y);
  expect(head).toBeGreaterThanOrEqual(n / 3);
  expect(head).toBeLessThan((2 * n) / 3);
  const { peaks, troughs } = turningPoints(y);
  expect(peaks.length).toBe(3);
  // The middle peak is the head (on a level top the turning point is its last bar, argmax its first).
  expect(y[peaks[1]]).toBe(y[head]);
  const [left, right] = [y[peaks[0]], y[peaks[2]]];
  expect(left).toBeLessThan(y[head] - 0.2);
  expect(right).toBeLessThan(y[head] - 0.2);
  expect(Math.abs(left - right)).toBeLessThan(0.1);
  // The neckline: a dip between each shoulder and the head.
  expect(troughs.length).toBe(2);
  for (const t of troughs) expect(y[t]).toBeLessThan(Math.min(left, right) - 0.1);
}

function expectEqualTops(y: Float64Array, tops: number): void {
  const { peaks, troughs } = turningPoints(y);
  expect(peaks.length).toBe(tops);
  const heights = peaks.map((p) => y[p]);
  const lowestTop = Math.min(...heights);
  expect(troughs.length).toBe(tops - 1);
  const shallowest = Math.max(...troughs.map((t) => y[t]));
  expect(lowestTop - shallowest).toBeGreaterThan(0.3);
  // Level tops, measured against the swing: 12 samples can straddle a sharp top and miss it by up to a sixth of the
  // range (slope 0.6 x half a step of 0.55 keypoints), so "equal" means well within the dip between them.
  expect(Math.max(...heights) - lowestTop).toBeLessThan((lowestTop - shallowest) / 2);
}

function expectChannel(y: Float64Array, rising: boolean): void {
  const sign = rising ? 1 : -1;
  expect(sign * slope(y)).toBeGreaterThan(0);
  expect(sign * (y[y.length - 1] - y[0])).toBeGreaterThan(0);
  const { peaks, troughs } = turningPoints(y);
  // At least three swings (turns) between the two lines.
  expect(peaks.length + troughs.length).toBeGreaterThanOrEqual(3);
  // Higher highs and higher lows (lower ones when falling).
  for (const points of [peaks, troughs]) {
    for (let k = 1; k < points.length; k++) expect(sign * (y[points[k]] - y[points[k - 1]])).toBeGreaterThan(0);
  }
}

function expectRoundingBottom(y: Float64Array): void {
  const n = y.length;
  const bottom = argmin(y);
  expect(bottom).toBeGreaterThanOrEqual(0.4 * (n - 1));
  expect(bottom).toBeLessThanOrEqual(0.6 * (n - 1));
  for (let i = 1; i <= bottom; i++) expect(y[i]).toBeLessThanOrEqual(y[i - 1]);
  for (let i = bottom + 1; i < n; i++) expect(y[i]).toBeGreaterThanOrEqual(y[i - 1]);
  // A U, not a V: convex everywhere (steps never get steeper downwards), and at a quarter of the way it has already
  // come most of the way down, where a V would be halfway.
  for (let i = 1; i < n - 1; i++) expect(y[i - 1] - 2 * y[i] + y[i + 1]).toBeGreaterThanOrEqual(-1e-12);
  expect(y[Math.round((n - 1) / 4)]).toBeLessThan(0.4);
}

const SHAPE_CHECKS: Record<CpmPatternName, (y: Float64Array) => void> = {
  head_and_shoulder_top: expectHeadAndShoulders,
  head_and_shoulder_bottom: (y) => expectHeadAndShoulders(negate(y)),
  double_top: (y) => expectEqualTops(y, 2),
  double_bottom: (y) => expectEqualTops(negate(y), 2),
  triple_tap: (y) => expectEqualTops(y, 3),
  rounding_bottom: expectRoundingBottom,
  ascending_channel: (y) => expectChannel(y, true),
  descending_channel: (y) => expectChannel(y, false),
};

describe('CPM pattern names', () => {
  it('are the spec’s eight, in its order', () => {
    expect(CPM_PATTERN_NAMES).toEqual([
      'head_and_shoulder_top',
      'head_and_shoulder_bottom',
      'double_top',
      'double_bottom',
      'triple_tap',
      'rounding_bottom',
      'ascending_channel',
      'descending_channel',
    ]);
  });

  it('are told apart from other strings', () => {
    expect(isCpmPatternName('double_top')).toBe(true);
    expect(isCpmPatternName('Double Top')).toBe(false);
    expect(isCpmPatternName('toString')).toBe(false);
    expect(isCpmPatternName('')).toBe(false);
  });
});

describe('pattern keypoints and templates', () => {
  it('every shape has keypoints in [0, 1] that use the whole range', () => {
    for (const name of CPM_PATTERN_NAMES) {
      const ys = PATTERN_KEYPOINTS[name];
      expect(ys.length, name).toBeGreaterThanOrEqual(5);
      for (const y of ys) expect(y >= 0 && y <= 1, `${name}: ${y}`).toBe(true);
      expect(Math.max(...ys), name).toBe(1);
      expect(Math.min(...ys), name).toBe(0);
    }
  });

  it('a template is the keypoint polyline resampled: ends kept, keypoints hit when the lengths line up', () => {
    // Head and shoulders has 7 keypoints at x = 0, 1/6, .., 1; 13 points land on every keypoint and every midpoint.
    const t = patternTemplate('head_and_shoulder_top', 13);
    expect(Array.from(t.filter((_, i) => i % 2 === 0))).toEqual([0.1, 0.6, 0.35, 1, 0.35, 0.6, 0]);
    expect(t[1]).toBeCloseTo((0.1 + 0.6) / 2, 15);
    for (const name of CPM_PATTERN_NAMES) {
      const ys = PATTERN_KEYPOINTS[name];
      const template = patternTemplate(name, 60);
      expect(template.length).toBe(60);
      expect(template[0]).toBe(ys[0]);
      expect(template[59]).toBe(ys[ys.length - 1]);
    }
  });

  it('rejects lengths that cannot hold a shape', () => {
    expect(() => patternTemplate('double_top', 2)).toThrow(RangeError);
    expect(() => patternTemplate('double_top', 12.5)).toThrow(RangeError);
    expect(patternTemplate('double_top', 3).length).toBe(3);
  });

  for (const name of CPM_PATTERN_NAMES) {
    it(`${name} looks like its name at 60, 26 and 12 bars, and as its bare keypoints`, () => {
      SHAPE_CHECKS[name](Float64Array.from(PATTERN_KEYPOINTS[name]));
      for (const length of LENGTHS) SHAPE_CHECKS[name](patternTemplate(name, length));
    });
  }
});
