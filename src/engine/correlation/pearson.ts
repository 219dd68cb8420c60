/**
 * Pearson's r of two equally long series, or NaN when it is undefined: fewer than 2 points, or either series constant
 * (zero variance). Constancy is tested by equality rather than by a zero sum of squares, because the mean of equal
 * values can round off them and leave a residue that would make up a meaningless r.
 */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  if (y.length !== n) throw new RangeError(`pearson needs two series of one length, got ${n} and ${y.length}`);
  if (n < 2) return NaN;
  let sumX = 0;
  let sumY = 0;
  let xFlat = true;
  let yFlat = true;
  for (let i = 0; i < n; i++) {
    sumX += x[i];
    sumY += y[i];
    if (x[i] !== x[0]) xFlat = false;
    if (y[i] !== y[0]) yFlat = false;
  }
  if (xFlat || yFlat) return NaN;
  // Two passes (deviations from the mean) rather than sums of squares: closes of 1,000s with small moves would
  // otherwise cancel catastrophically.
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - meanX;
    const dy = y[i] - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  return clampUnit(sxy / (Math.sqrt(sxx) * Math.sqrt(syy)));
}

/** Rounding can carry a perfect correlation a hair past +-1; callers (and the spec) expect [-1, 1]. NaN passes. */
export function clampUnit(r: number): number {
  return r > 1 ? 1 : r < -1 ? -1 : r;
}
