import type { ValueSeries } from '../series/bars.ts';
import { nanArray } from '../indicators/numeric.ts';

export interface McClellan {
  /** Fast EMA minus slow EMA of the daily net advances. */
  readonly oscillator: ValueSeries;
  /** Running sum of the oscillator, from 0. */
  readonly summation: ValueSeries;
}

/**
 * EMA with alpha 2/(period+1) seeded with the first defined value (not with an SMA of the first `period` values as
 * the indicators' `ema` is): the McClellans' own "10% and 5% trends" start from the first day, and a seed that differs
 * fades at the same rate either way. A NaN input gives NaN on that date and leaves the average as it was.
 */
export function emaFromFirst(values: Float64Array, period: number): Float64Array {
  const alpha = 2 / (period + 1);
  const out = nanArray(values.length);
  let value = NaN;
  for (let t = 0; t < values.length; t++) {
    const x = values[t];
    if (x !== x) continue;
    value = value !== value ? x : value + alpha * (x - value);
    out[t] = value;
  }
  return out;
}

export const MCCLELLAN_FAST = 19;
export const MCCLELLAN_SLOW = 39;

/** The McClellan oscillator and summation index of a series of daily net advances (advancers minus decliners). */
export function mcclellan(net: ValueSeries, fast = MCCLELLAN_FAST, slow = MCCLELLAN_SLOW): McClellan {
  const f = emaFromFirst(net.value, fast);
  const s = emaFromFirst(net.value, slow);
  const len = net.value.length;
  const oscillator = nanArray(len);
  const summation = nanArray(len);
  let sum = 0;
  for (let t = 0; t < len; t++) {
    const o = f[t] - s[t];
    if (o !== o) continue;
    oscillator[t] = o;
    summation[t] = sum += o;
  }
  return { oscillator: { time: net.time, value: oscillator }, summation: { time: net.time, value: summation } };
}
