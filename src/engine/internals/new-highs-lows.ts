import type { ValueSeries } from '../series/bars.ts';
import { highest, lowest } from '../indicators/rolling-extremes.ts';
import { nanArray } from '../indicators/numeric.ts';
import type { Panel } from './panel.ts';

export interface NewHighsLows {
  readonly highs: ValueSeries;
  readonly lows: ValueSeries;
  /** Highs minus lows. */
  readonly net: ValueSeries;
}

/** 52 weeks of trading days. */
export const YEAR_BARS = 252;

/**
 * New highs and lows by close: a member makes a new high on a date when its close is above the highest of its
 * previous `lookback` closes (its own bars), a new low when below their lowest. Only members with a bar that date and
 * `lookback` bars before it count; the three series are NaN on a date where none does.
 */
export function newHighsLows(panel: Panel, lookback: number = YEAR_BARS): NewHighsLows {
  const len = panel.time.length;
  const eligible = new Int32Array(len);
  const highs = new Int32Array(len);
  const lows = new Int32Array(len);
  for (const m of panel.members) {
    const close = m.ownClose;
    if (close.length <= lookback) continue;
    const top = highest(close, lookback);
    const bottom = lowest(close, lookback);
    for (let i = lookback; i < close.length; i++) {
      const c = close[i];
      const hi = top[i - 1];
      const lo = bottom[i - 1];
      // A NaN close or a NaN inside the window (its extreme is NaN) means the member cannot be judged that date.
      if (c !== c || hi !== hi) continue;
      const d = m.at[i];
      eligible[d]++;
      highs[d] += +(c > hi);
      lows[d] += +(c < lo);
    }
  }
  const h = nanArray(len);
  const l = nanArray(len);
  const net = nanArray(len);
  for (let d = 0; d < len; d++) {
    if (eligible[d] === 0) continue;
    h[d] = highs[d];
    l[d] = lows[d];
    net[d] = highs[d] - lows[d];
  }
  const time = panel.time;
  return { highs: { time, value: h }, lows: { time, value: l }, net: { time, value: net } };
}
