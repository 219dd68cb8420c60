import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

/** Spec 2.5 codes of the main class. */
export const GREATER = 0;
export const EQUAL = 1;
export const LESS = 2;
export const CROSS_ABOVE = 3;
export const CROSS_BELOW = 4;

const EQUAL_TOLERANCE = 1e-9;

/**
 * Equal within 1e-9 relative (docs/semantics.md): values that went through different arithmetic (a moving average, a CSV
 * round-trip) are rarely bit-identical. The `<=` makes 0 == 0 true although the relative tolerance there is 0.
 * NaN is never equal to anything.
 */
export function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= EQUAL_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * Main operators 0..4 of x against a threshold series of the same length. Every comparison with NaN is false, which
 * is what "undefined means false" needs. A cross looks at bar t-1 and t only, so bar 0 never crosses.
 */
// `+(boolean)` and `&` instead of `?:` and `&&`: no branch to mispredict on noisy series.
export function compareMain(
  x: Float64Array,
  threshold: Float64Array,
  operator: number,
  alloc: Alloc = HEAP,
): Uint8Array {
  const len = x.length;
  const out = alloc.u8(len);
  switch (operator) {
    case GREATER:
      for (let t = 0; t < len; t++) out[t] = +(x[t] > threshold[t]);
      break;
    case EQUAL:
      for (let t = 0; t < len; t++) out[t] = +nearlyEqual(x[t], threshold[t]);
      break;
    case LESS:
      for (let t = 0; t < len; t++) out[t] = +(x[t] < threshold[t]);
      break;
    case CROSS_ABOVE:
      for (let t = 1; t < len; t++) out[t] = +(x[t - 1] <= threshold[t - 1]) & +(x[t] > threshold[t]);
      break;
    case CROSS_BELOW:
      for (let t = 1; t < len; t++) out[t] = +(x[t - 1] >= threshold[t - 1]) & +(x[t] < threshold[t]);
      break;
    default:
      throw new RangeError(`main operator must be a code from 0 to 4, got ${operator}`);
  }
  return out;
}

/**
 * compareMain against the same value on every bar, without the array of it: a value comparison (SV) is most rules,
 * and a run on a million bars would otherwise fill eight megabytes with one number. Same tests, same results.
 */
export function compareConstant(x: Float64Array, value: number, operator: number, alloc: Alloc = HEAP): Uint8Array {
  const len = x.length;
  const out = alloc.u8(len);
  switch (operator) {
    case GREATER:
      for (let t = 0; t < len; t++) out[t] = +(x[t] > value);
      break;
    case EQUAL:
      for (let t = 0; t < len; t++) out[t] = +nearlyEqual(x[t], value);
      break;
    case LESS:
      for (let t = 0; t < len; t++) out[t] = +(x[t] < value);
      break;
    case CROSS_ABOVE:
      for (let t = 1; t < len; t++) out[t] = +(x[t - 1] <= value) & +(x[t] > value);
      break;
    case CROSS_BELOW:
      for (let t = 1; t < len; t++) out[t] = +(x[t - 1] >= value) & +(x[t] < value);
      break;
    default:
      throw new RangeError(`main operator must be a code from 0 to 4, got ${operator}`);
  }
  return out;
}
