import { clampUnit } from './pearson.ts';
import { rollingComoments } from './rolling-comoments.ts';

/**
 * Pearson r of x and the benchmark over each trailing `window` points; NaN until the window is full, where either is
 * flat over the window, or where a non-finite value is inside it.
 */
export function rollingCorrelation(x: Float64Array, bench: Float64Array, window: number): Float64Array {
  const { xx, yy, xy } = rollingComoments(x, bench, window);
  const out = new Float64Array(x.length);
  for (let t = 0; t < out.length; t++) {
    out[t] = xx[t] > 0 && yy[t] > 0 ? clampUnit(xy[t] / (Math.sqrt(xx[t]) * Math.sqrt(yy[t]))) : NaN;
  }
  return out;
}

/**
 * Beta of x to the benchmark over each trailing `window` points: cov(x, bench) / var(bench), which is the rolling
 * correlation times std(x) / std(bench). NaN until the window is full, where the benchmark is flat over the window,
 * or where a non-finite value is inside it; 0 where x alone is flat (it does not move with the benchmark).
 */
export function rollingBeta(x: Float64Array, bench: Float64Array, window: number): Float64Array {
  const { yy, xy } = rollingComoments(x, bench, window);
  const out = new Float64Array(x.length);
  for (let t = 0; t < out.length; t++) out[t] = yy[t] > 0 ? xy[t] / yy[t] : NaN;
  return out;
}
