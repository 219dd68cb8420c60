import type { ValueSeries } from '../series/bars.ts';
import { nanArray } from '../indicators/numeric.ts';
import type { Panel } from './panel.ts';

export interface AdvanceDecline {
  readonly advancers: ValueSeries;
  readonly decliners: ValueSeries;
  /** Advancers minus decliners. */
  readonly net: ValueSeries;
  /** Running sum of `net` from the first date it is defined. */
  readonly line: ValueSeries;
  /** Volume of advancers over that of advancers and decliners, in percent. */
  readonly upVolumeRatio: ValueSeries;
}

/**
 * Advancers and decliners per date: a member with a bar on the date advances when its close is above the close of its
 * own previous bar, declines when below; unchanged members and members on their first bar count in neither. A
 * member's previous bar, not the panel's previous date, so that a date only a few members trade on (or a member's
 * missing bar) does not drop everyone from the next date's count. NaN on a date where no member counts.
 */
export function advanceDecline(panel: Panel): AdvanceDecline {
  const len = panel.time.length;
  const counted = new Int32Array(len);
  const adv = new Int32Array(len);
  const dec = new Int32Array(len);
  const upVolume = new Float64Array(len);
  const downVolume = new Float64Array(len);
  for (const m of panel.members) {
    const close = m.ownClose;
    for (let i = 1; i < close.length; i++) {
      const c = close[i];
      const p = close[i - 1];
      if (c !== c || p !== p) continue;
      const d = m.at[i];
      const v = m.volume[d];
      const volume = v === v ? v : 0;
      counted[d]++;
      if (c > p) {
        adv[d]++;
        upVolume[d] += volume;
      } else if (c < p) {
        dec[d]++;
        downVolume[d] += volume;
      }
    }
  }
  const a = nanArray(len);
  const b = nanArray(len);
  const net = nanArray(len);
  const line = nanArray(len);
  const ratio = nanArray(len);
  let sum = 0;
  for (let d = 0; d < len; d++) {
    if (counted[d] === 0) continue;
    a[d] = adv[d];
    b[d] = dec[d];
    net[d] = adv[d] - dec[d];
    line[d] = sum += adv[d] - dec[d];
    const total = upVolume[d] + downVolume[d];
    if (total > 0) ratio[d] = (100 * upVolume[d]) / total;
  }
  const time = panel.time;
  return {
    advancers: { time, value: a },
    decliners: { time, value: b },
    net: { time, value: net },
    line: { time, value: line },
    upVolumeRatio: { time, value: ratio },
  };
}
