/*
 * The probability of profit of a short put held to expiration.
 */
import { normalCdf } from './normal.ts';

/** Calendar days in the year used to turn days to expiration into years (T = DTE / 365). */
export const DAYS_PER_YEAR = 365;

/**
 * The probability, in percent, that the underlying ends above `breakEven` after `dteDays` calendar days: a short put
 * sold for its premium keeps a profit exactly then. The model is Black-Scholes' lognormal price with a zero
 * interest rate (r = 0) and volatility `iv` (a fraction a year), so ln(S_T) ~ Normal(ln(S) - iv^2 T / 2, iv^2 T) with
 * T = dteDays / 365, and
 *
 *   P(S_T > be) = N(d2),  d2 = (ln(S / be) - iv^2 T / 2) / (iv sqrt(T)).
 *
 * The -iv^2 T / 2 drift is what keeps the expected price E[S_T] = S (no drift when r = 0); it makes the chance of
 * ending above today's price (be = S) a little under 50%: N(-iv sqrt(T) / 2).
 *
 * A break-even at or below 0 (a premium as large as the strike) cannot be crossed: 100. A close, volatility or DTE
 * that is not a positive finite number gives NaN.
 */
export function popEstimate(close: number, breakEven: number, iv: number, dteDays: number): number {
  if (!isPositive(close) || !isPositive(iv) || !isPositive(dteDays) || Number.isNaN(breakEven)) return NaN;
  if (breakEven <= 0) return 100;
  const t = dteDays / DAYS_PER_YEAR;
  const sd = iv * Math.sqrt(t);
  const d2 = (Math.log(close / breakEven) - (sd * sd) / 2) / sd;
  return 100 * normalCdf(d2);
}

function isPositive(x: number): boolean {
  return Number.isFinite(x) && x > 0;
}
