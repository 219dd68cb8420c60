import { nanArray } from './numeric.ts';

export interface DirectionalResult {
  /** +DI, from bar `period`. */
  readonly plusDI: Float64Array;
  /** -DI, from bar `period`. */
  readonly minusDI: Float64Array;
  /** ADX, from bar 2 * period - 1. */
  readonly adx: Float64Array;
}

/**
 * Wilder's directional movement exactly as TA-Lib seeds it: +DM, -DM and TR are summed over bars 1..period-1, then
 * smoothed as s = s - s/period + x from bar `period` on, and DI = 100 x smoothed DM / smoothed TR (NaN while the
 * smoothed TR is 0). DX = 100 x |+DI - -DI| / (+DI + -DI); ADX is the mean of the first `period` DX values, then
 * Wilder-smoothed. An undefined DX (both DIs 0) counts as 0 in that first mean and leaves ADX unchanged afterwards,
 * again as TA-Lib does.
 */
export function directionalMovement(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): DirectionalResult {
  const n = close.length;
  const plusDI = nanArray(n);
  const minusDI = nanArray(n);
  const adx = nanArray(n);
  let plusDM = 0;
  let minusDM = 0;
  let range = 0;
  let dxSum = 0;
  let prevAdx = NaN;
  for (let t = 1; t < n; t++) {
    const up = high[t] - high[t - 1];
    const down = low[t - 1] - low[t];
    const plus = up > down && up > 0 ? up : 0;
    const minus = down > up && down > 0 ? down : 0;
    const prevClose = close[t - 1];
    const tr = Math.max(high[t] - low[t], Math.abs(high[t] - prevClose), Math.abs(low[t] - prevClose));
    if (t < period) {
      plusDM += plus;
      minusDM += minus;
      range += tr;
      continue;
    }
    plusDM += plus - plusDM / period;
    minusDM += minus - minusDM / period;
    range += tr - range / period;
    let dx = NaN;
    if (range > 0) {
      const p = (100 * plusDM) / range;
      const m = (100 * minusDM) / range;
      plusDI[t] = p;
      minusDI[t] = m;
      if (p + m > 0) dx = (100 * Math.abs(p - m)) / (p + m);
    }
    if (t < 2 * period - 1) {
      if (!Number.isNaN(dx)) dxSum += dx;
    } else if (t === 2 * period - 1) {
      prevAdx = (dxSum + (Number.isNaN(dx) ? 0 : dx)) / period;
      adx[t] = prevAdx;
    } else {
      if (!Number.isNaN(dx)) prevAdx = (prevAdx * (period - 1) + dx) / period;
      adx[t] = prevAdx;
    }
  }
  return { plusDI, minusDI, adx };
}
