import { isPeriod } from '../indicators/numeric.ts';
import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

/** Spec 2.5 codes of the special class. */
export const ALL_TIME_HIGH = 12;
export const ALL_TIME_LOW = 13;
export const CONSECUTIVE_ABOVE = 14;
export const CONSECUTIVE_BELOW = 15;

/**
 * All-time High/Low: x[t] strictly beyond every earlier defined value. The first defined bar has no history to beat,
 * so it is not a new extreme; NaN bars neither fire nor reset the record.
 */
export function allTimeExtreme(x: Float64Array, high: boolean, alloc: Alloc = HEAP): Uint8Array {
  const len = x.length;
  const out = alloc.u8(len);
  let record = NaN;
  for (let t = 0; t < len; t++) {
    const v = x[t];
    if (Number.isNaN(v)) continue;
    if (Number.isNaN(record)) record = v;
    else if (high ? v > record : v < record) {
      out[t] = 1;
      record = v;
    }
  }
  return out;
}

/**
 * Consecutive Days Above/Below: x strictly above (below) value on each of the last `period` bars up to t. A NaN bar
 * breaks the run. An invalid period never holds: "at least 0 bars" would hold everywhere, warm-up included.
 */
export function consecutive(
  x: Float64Array,
  value: number,
  period: number,
  above: boolean,
  alloc: Alloc = HEAP,
): Uint8Array {
  const len = x.length;
  const out = alloc.u8(len);
  if (!isPeriod(period)) return out;
  let run = 0;
  for (let t = 0; t < len; t++) {
    run = (above ? x[t] > value : x[t] < value) ? run + 1 : 0;
    if (run >= period) out[t] = 1;
  }
  return out;
}
