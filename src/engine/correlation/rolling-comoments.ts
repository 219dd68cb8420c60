import { isPeriod, nanArray } from '../indicators/numeric.ts';

/** Sums of products of deviations from the window's means, per point; not divided by any count. */
export interface RollingComoments {
  readonly xx: Float64Array;
  readonly yy: Float64Array;
  readonly xy: Float64Array;
}

const EPS = 2 ** -52;
/** Relative error a sliding update may carry before the window is summed directly instead. */
const TOLERANCE = 1e-11;

/**
 * Per point t, the co-moments of the trailing `window` points of x and y (t - window + 1 to t). Undivided, so a
 * caller's ratio is the same for sample and population statistics. NaN until the window is full, wherever a
 * non-finite value is inside it, and everywhere when `window` is not a whole number >= 1. O(n) in the usual case.
 */
export function rollingComoments(x: Float64Array, y: Float64Array, window: number): RollingComoments {
  const n = x.length;
  if (y.length !== n)
    throw new RangeError(`rolling statistics need two series of one length, got ${n} and ${y.length}`);
  const xx = nanArray(n);
  const yy = nanArray(n);
  const xy = nanArray(n);
  if (!isPeriod(window)) return { xx, yy, xy };
  // Runs of equal values: a flat window has exactly zero variance, where the sliding update would leave a residue.
  let xRun = 0;
  let yRun = 0;
  let run = 0; // consecutive points with both values finite
  let slides = 0; // sliding updates since the window was last summed directly
  let meanX = 0;
  let meanY = 0;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  // Bounds on the rounding error the sliding updates have added since the last direct sum (see below).
  let errXX = 0;
  let errYY = 0;
  let errXY = 0;
  for (let t = 0; t < n; t++) {
    xRun = t > 0 && x[t] === x[t - 1] ? xRun + 1 : 1;
    yRun = t > 0 && y[t] === y[t - 1] ? yRun + 1 : 1;
    if (!Number.isFinite(x[t]) || !Number.isFinite(y[t])) {
      run = 0;
      continue;
    }
    run++;
    if (run < window) continue;
    let direct = run === window || slides >= window;
    if (!direct) {
      // Welford's update for one point in and one out, in deviations (no sum-of-squares cancellation):
      // C' = C + (xIn - xOut)(yIn - meanY') + (xOut - meanX)(yIn - yOut), and likewise for each variance.
      const xIn = x[t];
      const yIn = y[t];
      const xOut = x[t - window];
      const yOut = y[t - window];
      const dx = xIn - xOut;
      const dy = yIn - yOut;
      const nextMeanX = meanX + dx / window;
      const nextMeanY = meanY + dy / window;
      cxx += dx * (xIn - nextMeanX + xOut - meanX);
      cyy += dy * (yIn - nextMeanY + yOut - meanY);
      cxy += dx * (yIn - nextMeanY) + (xOut - meanX) * dy;
      // Each update is off by about eps x |move| x |level| (the means also drift by eps x level a slide). That is
      // nothing for returns, but a quiet window after a volatile one at a high price level can lose most of its
      // digits, so when the bound reaches TOLERANCE of the window's own co-moments the window is summed afresh.
      const drift = slides + 2;
      const levelX = Math.abs(xIn) + Math.abs(xOut) + drift * (Math.abs(meanX) + Math.abs(nextMeanX));
      const levelY = Math.abs(yIn) + Math.abs(yOut) + drift * (Math.abs(meanY) + Math.abs(nextMeanY));
      errXX += EPS * Math.abs(dx) * levelX;
      errYY += EPS * Math.abs(dy) * levelY;
      errXY += EPS * (Math.abs(dx) * levelY + Math.abs(dy) * levelX);
      meanX = nextMeanX;
      meanY = nextMeanY;
      slides++;
      direct = errXX > TOLERANCE * cxx || errYY > TOLERANCE * cyy || errXY > TOLERANCE * Math.sqrt(cxx * cyy);
    }
    if (direct) {
      // Two passes over the window; also done once every `window` slides, which bounds the drift at an amortised
      // cost of one more pass over the data.
      meanX = 0;
      meanY = 0;
      for (let i = t - window + 1; i <= t; i++) {
        meanX += x[i];
        meanY += y[i];
      }
      meanX /= window;
      meanY /= window;
      cxx = 0;
      cyy = 0;
      cxy = 0;
      for (let i = t - window + 1; i <= t; i++) {
        const dx = x[i] - meanX;
        const dy = y[i] - meanY;
        cxx += dx * dx;
        cyy += dy * dy;
        cxy += dx * dy;
      }
      slides = 0;
      errXX = 0;
      errYY = 0;
      errXY = 0;
    }
    const xFlat = xRun >= window;
    const yFlat = yRun >= window;
    xx[t] = xFlat ? 0 : Math.max(cxx, 0);
    yy[t] = yFlat ? 0 : Math.max(cyy, 0);
    xy[t] = xFlat || yFlat ? 0 : cxy;
  }
  return { xx, yy, xy };
}
