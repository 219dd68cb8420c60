/*
 * Black-Scholes prices and greeks of European options with a zero interest rate and no dividends (r = q = 0), the
 * model the option scanner's probability of profit assumes. `t` is the time to expiration in years (DTE / 365).
 *
 *   d1 = (ln(S / K) + sigma^2 t / 2) / (sigma sqrt(t)),  d2 = d1 - sigma sqrt(t)
 *   put  = K N(-d2) - S N(-d1)        call = S N(d1) - K N(d2)      (so call - put = S - K: parity with r = 0)
 *   put delta = N(d1) - 1             call delta = N(d1)
 *   vega = S phi(d1) sqrt(t)          (the same for puts and calls; per 1.00 of volatility)
 */
import { normalCdf, normalPdf } from './normal.ts';

/** The inputs of one option: underlying price, strike, volatility (fraction a year) and years to expiration. */
export interface BlackScholesInputs {
  spot: number;
  strike: number;
  iv: number;
  years: number;
}

function d1(o: BlackScholesInputs): number {
  const sd = o.iv * Math.sqrt(o.years);
  return (Math.log(o.spot / o.strike) + (sd * sd) / 2) / sd;
}

/** The put price K N(-d2) - S N(-d1). */
export function putPrice(o: BlackScholesInputs): number {
  const a = d1(o);
  const b = a - o.iv * Math.sqrt(o.years);
  return o.strike * normalCdf(-b) - o.spot * normalCdf(-a);
}

/** The call price S N(d1) - K N(d2). */
export function callPrice(o: BlackScholesInputs): number {
  const a = d1(o);
  const b = a - o.iv * Math.sqrt(o.years);
  return o.spot * normalCdf(a) - o.strike * normalCdf(b);
}

/** The put delta N(d1) - 1 (between -1 and 0). */
export function putDelta(o: BlackScholesInputs): number {
  return normalCdf(d1(o)) - 1;
}

/** The call delta N(d1) (between 0 and 1). */
export function callDelta(o: BlackScholesInputs): number {
  return normalCdf(d1(o));
}

/**
 * Vega S phi(d1) sqrt(t): the price change per 1.00 (100 percentage points) of volatility. Option chains usually
 * quote it per 1 point, which is this divided by 100.
 */
export function vega(o: BlackScholesInputs): number {
  return o.spot * normalPdf(d1(o)) * Math.sqrt(o.years);
}
