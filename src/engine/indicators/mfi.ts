import { nanArray } from './numeric.ts';
import { typicalPrice } from './typical-price.ts';

/**
 * Money Flow Index (TA-Lib): money flow TP x volume is positive on a bar whose typical price rose, negative when it
 * fell, and neither when unchanged; MFI = 100 x positive / (positive + negative) over the last `period` bars, so the
 * first value is at bar `period`. NaN when the window has no flow at all.
 */
export function mfi(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  period: number,
): Float64Array {
  const n = close.length;
  const tp = typicalPrice(high, low, close);
  const positive = new Float64Array(n);
  const negative = new Float64Array(n);
  for (let t = 1; t < n; t++) {
    const flow = tp[t] * volume[t];
    if (tp[t] > tp[t - 1]) positive[t] = flow;
    else if (tp[t] < tp[t - 1]) negative[t] = flow;
  }
  const out = nanArray(n);
  let posSum = 0;
  let negSum = 0;
  // Counting the non-zero flows lets a side that has emptied read exactly 0 rather than a rolling-sum residue.
  let posCount = 0;
  let negCount = 0;
  for (let t = 1; t < n; t++) {
    posSum += positive[t];
    negSum += negative[t];
    if (positive[t] !== 0) posCount++;
    if (negative[t] !== 0) negCount++;
    const gone = t - period;
    if (gone >= 1) {
      posSum -= positive[gone];
      negSum -= negative[gone];
      if (positive[gone] !== 0) posCount--;
      if (negative[gone] !== 0) negCount--;
    }
    if (posCount === 0) posSum = 0;
    if (negCount === 0) negSum = 0;
    if (t >= period && posSum + negSum > 0) out[t] = (100 * posSum) / (posSum + negSum);
  }
  return out;
}
