import { clampUnit } from '../../correlation/pearson.ts';
import { zNormalised } from '../../cpm/window-correlations.ts';
import { equalRuns } from '../../indicators/numeric.ts';

/*
 * Pearson r of several templates of one length against every window of `close`: the CPM engine's windowCorrelations
 * (cpm/window-correlations.ts) for many templates at once. The scanner matches 8 shapes on 100 symbols every night,
 * and calling windowCorrelations once per shape redoes each window's own pass (offsets, their sum and sum of squares)
 * 8 times; here the offsets are taken once per window into a scratch buffer and the templates' dot products with
 * them run eight at a time. The arithmetic is windowCorrelations' own, in the same order (offsets from the window's first close,
 * a flat window found by counting equal closes), so the results are the same numbers; a test holds the two together.
 */

/** Templates per pass over a window's offsets (the scanner has exactly 8 shapes); fewer are padded with zeros. */
const GROUP = 8;

/** The templates prepared once (they depend only on the shapes), for `templateCorrelations`. */
export interface PreparedTemplates {
  readonly length: number;
  /** z-normalised templates; null for a template without a shape (its correlations stay NaN). */
  readonly z: readonly (Float64Array | null)[];
}

export function prepareTemplates(templates: readonly Float64Array[]): PreparedTemplates {
  const length = templates.length > 0 ? templates[0].length : 0;
  for (const t of templates) {
    if (t.length !== length) throw new RangeError('templates must all have the same length');
  }
  return { length, z: templates.map((t) => (length >= 2 ? zNormalised(t) : null)) };
}

/**
 * For each template, r of the template against every window of `close` of its length: out[k][s] is r of template k
 * with close[s .. s + m - 1] (s from 0 to n - m), NaN for a flat window or one holding a non-finite close.
 */
export function templateCorrelations(close: Float64Array, prepared: PreparedTemplates): Float64Array[] {
  const n = close.length;
  const m = prepared.length;
  const windows = Math.max(0, n - m + 1);
  const out = prepared.z.map(() => new Float64Array(windows).fill(NaN));
  if (m < 2) return out;
  const runs = equalRuns(close);
  const offsets = new Float64Array(m);
  const k = prepared.z.length;
  // Padded to a multiple of GROUP with zero templates; `shaped` says which results are real.
  const zero = new Float64Array(m);
  const zs = Array.from({ length: Math.ceil(k / GROUP) * GROUP }, (_, j) => (j < k ? (prepared.z[j] ?? zero) : zero));
  const shaped = zs.map((_, j) => j < k && prepared.z[j] !== null);
  const sums = new Float64Array(zs.length);
  for (let s = 0; s < windows; s++) {
    if (runs[s + m - 1] >= m) continue;
    const origin = close[s];
    let sd = 0;
    let sdd = 0;
    for (let i = 0; i < m; i++) {
      const d = close[s + i] - origin;
      offsets[i] = d;
      sd += d;
      sdd += d * d;
    }
    const syy = sdd - (sd * sd) / m;
    // Also false for NaN: a window holding a non-finite close keeps its NaN.
    if (!(syy > 0)) continue;
    const spread = Math.sqrt(syy);
    // Eight templates per pass over the offsets: eight independent sums keep the adder busy where one sum would wait
    // on its own previous addition. Each sum still adds its terms in windowCorrelations' order.
    for (let j = 0; j < k; j += GROUP) {
      const z0 = zs[j];
      const z1 = zs[j + 1];
      const z2 = zs[j + 2];
      const z3 = zs[j + 3];
      const z4 = zs[j + 4];
      const z5 = zs[j + 5];
      const z6 = zs[j + 6];
      const z7 = zs[j + 7];
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let s4 = 0;
      let s5 = 0;
      let s6 = 0;
      let s7 = 0;
      for (let i = 0; i < m; i++) {
        const d = offsets[i];
        s0 += z0[i] * d;
        s1 += z1[i] * d;
        s2 += z2[i] * d;
        s3 += z3[i] * d;
        s4 += z4[i] * d;
        s5 += z5[i] * d;
        s6 += z6[i] * d;
        s7 += z7[i] * d;
      }
      sums[j] = s0;
      sums[j + 1] = s1;
      sums[j + 2] = s2;
      sums[j + 3] = s3;
      sums[j + 4] = s4;
      sums[j + 5] = s5;
      sums[j + 6] = s6;
      sums[j + 7] = s7;
    }
    for (let j = 0; j < k; j++) if (shaped[j]) out[j][s] = clampUnit(sums[j] / spread);
  }
  return out;
}

/**
 * The correlations of window s alone (close[s .. s + m - 1]) with every template, into `out` (NaN where
 * templateCorrelations leaves NaN): for a scan that asks about one day. The same arithmetic in the same order as
 * templateCorrelations (a flat window is an unbroken run of equal closes; each template's sum adds its terms first to
 * last), so out[k] is exactly templateCorrelations(close, prepared)[k][s].
 */
export function windowTemplateCorrelations(
  close: Float64Array,
  s: number,
  prepared: PreparedTemplates,
  out: Float64Array,
): void {
  const m = prepared.length;
  out.fill(NaN);
  if (m < 2 || s < 0 || s + m > close.length) return;
  let flat = true;
  for (let i = s + 1; i < s + m && flat; i++) flat = close[i] === close[i - 1];
  if (flat) return;
  const origin = close[s];
  let sd = 0;
  let sdd = 0;
  for (let i = 0; i < m; i++) {
    const d = close[s + i] - origin;
    sd += d;
    sdd += d * d;
  }
  const syy = sdd - (sd * sd) / m;
  if (!(syy > 0)) return;
  const spread = Math.sqrt(syy);
  for (let j = 0; j < prepared.z.length; j++) {
    const z = prepared.z[j];
    if (z === null) continue;
    let sum = 0;
    for (let i = 0; i < m; i++) sum += z[i] * (close[s + i] - origin);
    out[j] = clampUnit(sum / spread);
  }
}
