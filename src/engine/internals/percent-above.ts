import type { ValueSeries } from '../series/bars.ts';
import { sma } from '../indicators/moving-averages.ts';
import { nanArray } from '../indicators/numeric.ts';
import type { Panel } from './panel.ts';

/**
 * Percent of members whose close is above their own `n`-bar simple average of closes, among the members that have
 * one on the date (a bar that date and n closes up to and including it, counted over the member's own bars). NaN on a
 * date where no member has an average.
 */
export function percentAboveAverage(panel: Panel, n: number): ValueSeries {
  const len = panel.time.length;
  const eligible = new Int32Array(len);
  const above = new Int32Array(len);
  for (const m of panel.members) {
    const average = sma(m.ownClose, n);
    for (let i = n - 1; i < average.length; i++) {
      const avg = average[i];
      if (avg !== avg) continue;
      const d = m.at[i];
      eligible[d]++;
      above[d] += +(m.ownClose[i] > avg);
    }
  }
  const value = nanArray(len);
  for (let d = 0; d < len; d++) if (eligible[d] > 0) value[d] = (100 * above[d]) / eligible[d];
  return { time: panel.time, value };
}
