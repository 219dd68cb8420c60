/** A Float64Array of `length` NaN: every indicator starts undefined and fills in only the bars it can define. */
export function nanArray(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}

/**
 * For each bar, how many values up to and including it are equal to it in an unbroken run. A window is flat exactly
 * when this reaches its length; testing a rolling deviation against zero instead would trip on rounding residues.
 */
export function equalRuns(values: Float64Array): Int32Array {
  const runs = new Int32Array(values.length);
  for (let t = 0; t < values.length; t++) runs[t] = t > 0 && values[t] === values[t - 1] ? runs[t - 1] + 1 : 1;
  return runs;
}

/**
 * Periods are bar counts. Anything else (0, negative, fractional, NaN) cannot define a window, so callers treat it as
 * "undefined everywhere" rather than guessing a rounding.
 */
export function isPeriod(n: number): boolean {
  return Number.isInteger(n) && n >= 1;
}
