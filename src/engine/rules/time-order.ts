import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

/**
 * TimeOrder signal bars: 1 on bar tn where the last step holds, if steps 1..n held on bars t1 < t2 < ... < tn with
 * tn - t1 <= window. Of all valid chains ending on a bar we keep the one with the latest t1: the latest start gives
 * the best chance to meet the window. One pass per step, O(length x steps); the passes are branch-free because
 * truth arrays of noisy signals defeat branch prediction.
 */
export function timeOrder(
  steps: readonly Uint8Array[],
  length: number,
  window: number,
  alloc: Alloc = HEAP,
): Uint8Array {
  const out = alloc.u8(length);
  const n = steps.length;
  if (n === 0) return out;
  if (n === 1) {
    out.set(steps[0].subarray(0, length));
    return out;
  }
  // start[t]: latest t1 of a valid chain for steps 1..k whose step k is on bar t exactly; -1 when there is none.
  // With a truth value h in {0, 1}, `h * (v + 1) - 1` is v when h holds and -1 otherwise.
  const start = alloc.i32(length);
  const first = steps[0];
  for (let t = 0; t < length; t++) start[t] = first[t] * (t + 1) - 1;
  for (let k = 1; k < n; k++) {
    const step = steps[k];
    // The latest start among chains for steps 1..k-1 on bars before t; bar t is folded in only after it is read,
    // which keeps the bars strictly increasing.
    let latest = -1;
    for (let t = 0; t < length; t++) {
      const previous = start[t];
      start[t] = step[t] * (latest + 1) - 1;
      latest = Math.max(previous, latest);
    }
  }
  for (let t = 0; t < length; t++) {
    const s = start[t];
    out[t] = +(s >= 0) & +(t - s <= window);
  }
  return out;
}
