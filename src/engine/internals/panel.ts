import type { Bars } from '../series/bars.ts';
import { nanArray } from '../indicators/numeric.ts';

/** One member's bars as they sit on the panel's dates. */
export interface PanelMember {
  /** The member's own closes, one per bar it has (its Bars' close, not copied). */
  readonly ownClose: Float64Array;
  /** For each of the member's own bars, the index of its date in the panel. */
  readonly at: Int32Array;
  /** Close on every panel date, NaN where the member has no bar. */
  readonly close: Float64Array;
  /** Volume on every panel date, NaN where the member has no bar. */
  readonly volume: Float64Array;
}

/** A universe's members on the union of their dates. */
export interface Panel {
  /** Every date any member has a bar on, ascending, epoch ms. */
  readonly time: Float64Array;
  readonly members: readonly PanelMember[];
}

/** The sorted union of two ascending time arrays, each date once. */
function mergeTimes(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const t = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i] : b[j];
    if (i < a.length && a[i] === t) i++;
    if (j < b.length && b[j] === t) j++;
    if (n === 0 || out[n - 1] !== t) out[n++] = t;
  }
  return out.subarray(0, n);
}

function sameTimes(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Aligns members' daily bars on the union of their dates. Each member's times must ascend (as Bars' do). Members of
 * one universe mostly share a calendar, so the union grows by a merge per member that is skipped when the member adds
 * no date; the member is then placed on the union in one pass.
 */
export function alignPanel(members: readonly Bars[]): Panel {
  let time: Float64Array = new Float64Array(0);
  for (const bars of members) if (!sameTimes(time, bars.time)) time = mergeTimes(time, bars.time);
  const len = time.length;
  const placed = members.map((bars): PanelMember => {
    const n = bars.time.length;
    const at = new Int32Array(n);
    const close = nanArray(len);
    const volume = nanArray(len);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const t = bars.time[i];
      while (time[k] < t) k++;
      at[i] = k;
      close[k] = bars.close[i];
      volume[k] = bars.volume[i];
    }
    return { ownClose: bars.close, at, close, volume };
  });
  return { time: time.slice(), members: placed };
}
