/** A series undefined on every bar: what an invalid period or an impossible window yields. */
export function undefinedSeries(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}

/**
 * Periods are bar counts. Anything else (0, negative, fractional, NaN) cannot define a window, so callers treat it as
 * "undefined everywhere" rather than guessing a rounding.
 */
export function isPeriod(n: number): boolean {
  return Number.isInteger(n) && n >= 1;
}
