import type { Bars } from './bars.ts';

/**
 * The bars on a total-return basis: each bar's open, high, low and close multiplied by `adjusted[i] / close[i]`, the
 * factor by which its dividend-adjusted close differs from its close, so a position's value grows by the dividends
 * as if they were reinvested. Volume, times and the other columns stay as they are. A bar without a usable factor
 * (an adjusted close that is NaN, or a close of 0) gets NaN prices: the caller checks the factors first.
 */
export function totalReturnBars(bars: Bars, adjusted: Float64Array): Bars {
  const n = bars.time.length;
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const factor = adjusted[i] / bars.close[i];
    open[i] = bars.open[i] * factor;
    high[i] = bars.high[i] * factor;
    low[i] = bars.low[i] * factor;
    close[i] = adjusted[i];
  }
  return { time: bars.time, open, high, low, close, volume: bars.volume, columns: bars.columns };
}
