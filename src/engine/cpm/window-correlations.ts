import { equalRuns } from '../indicators/numeric.ts';
import { clampUnit } from '../correlation/pearson.ts';

/**
 * The template's deviations from its mean scaled to unit length, so that r of a window is its dot product with them
 * divided by the window's own spread. Null when the template has no shape (flat) or holds a non-finite value.
 */
export function zNormalised(template: ArrayLike<number>): Float64Array | null {
  const m = template.length;
  let sum = 0;
  let flat = true;
  for (let i = 0; i < m; i++) {
    sum += template[i];
    if (template[i] !== template[0]) flat = false;
  }
  if (flat || !Number.isFinite(sum)) return null;
  const mean = sum / m;
  const z = new Float64Array(m);
  let norm = 0;
  for (let i = 0; i < m; i++) {
    z[i] = template[i] - mean;
    norm += z[i] * z[i];
  }
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < m; i++) z[i] *= scale;
  return z;
}

/**
 * Pearson r of the template against every window of `close` of its length: out[s] is r of close[s .. s + m - 1], for
 * s from 0 to n - m. NaN where it is not computed or not defined: windows starting before `from`, flat windows, and
 * windows holding a non-finite close (the NaN carries through the sums).
 *
 * Each window is one pass over its m closes measured from the window's first close, not running sums over the
 * series: prices of thousands moving by cents would cancel in raw sums of squares, and 25,000 windows of 60 bars is
 * only 1.5M steps. From an origin that is one of the closes the cancellation is bounded: the sum of squared offsets
 * is the spread kept, S = sum (y - mean)^2, plus m (mean - origin)^2, and (origin - mean)^2 <= S, so at most (m + 1) S,
 * a loss of about two digits at m = 60. The template's deviations sum to 0, so the offset drops out of the dot product.
 * A flat window is found by counting equal closes, since rounding could leave a residue that makes up an r.
 */
export function windowCorrelations(close: Float64Array, template: ArrayLike<number>, from: number): Float64Array {
  const n = close.length;
  const m = template.length;
  const out = new Float64Array(Math.max(0, n - m + 1)).fill(NaN);
  const z = m >= 2 ? zNormalised(template) : null;
  if (z === null) return out;
  const runs = equalRuns(close);
  for (let s = Math.max(0, from); s + m <= n; s++) {
    if (runs[s + m - 1] >= m) continue;
    const origin = close[s];
    let sd = 0;
    let sdd = 0;
    let sxy = 0;
    for (let i = 0; i < m; i++) {
      const d = close[s + i] - origin;
      sd += d;
      sdd += d * d;
      sxy += z[i] * d;
    }
    const syy = sdd - (sd * sd) / m;
    if (syy > 0) out[s] = clampUnit(sxy / Math.sqrt(syy));
  }
  return out;
}
