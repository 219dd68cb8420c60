export interface PricePoint {
  Date: string;
  Close: number;
}

/** One step of the overlay: where in the window, and both paths there, each 100 at its first close. */
export interface OverlayPoint {
  /** Position in the window, 0 (first close) to 100 (last close). */
  position: number;
  /** The reference's date at this step. */
  referenceDate: string;
  reference: number;
  /** The comparison resampled linearly to the reference's steps. */
  comparison: number;
}

/** `values` read at `count` evenly spaced positions from first to last, by linear interpolation. */
export function resampleLinear(values: readonly number[], count: number): number[] {
  if (values.length === 0 || count <= 0) return [];
  if (count === 1 || values.length === 1) return Array.from({ length: count }, () => values[0]);
  const out: number[] = [];
  const last = values.length - 1;
  for (let i = 0; i < count; i++) {
    const at = (i * last) / (count - 1);
    const lo = Math.min(Math.floor(at), last - 1);
    const frac = at - lo;
    out.push(values[lo] + frac * (values[lo + 1] - values[lo]));
  }
  return out;
}

/**
 * Both windows as paths on one axis: the reference's closes and the comparison's closes resampled to the same number
 * of steps, each divided by its first close and times 100, placed at 0..100% of the window.
 */
export function overlayPaths(reference: readonly PricePoint[], comparison: readonly PricePoint[]): OverlayPoint[] {
  const n = reference.length;
  if (n === 0 || comparison.length === 0) return [];
  const resampled = resampleLinear(
    comparison.map((p) => p.Close),
    n,
  );
  const ref0 = reference[0].Close;
  const cmp0 = resampled[0];
  return reference.map((p, i) => ({
    position: n === 1 ? 0 : (i * 100) / (n - 1),
    referenceDate: p.Date.slice(0, 10),
    reference: (p.Close / ref0) * 100,
    comparison: (resampled[i] / cmp0) * 100,
  }));
}
