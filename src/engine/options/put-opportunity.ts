/*
 * One short-put opportunity from one option quote (spec analytics-service.md 2.6).
 */
import { daysToExpiration } from './days-to-expiration.ts';
import { DAYS_PER_YEAR, popEstimate } from './pop.ts';
import type { OptionQuote, PutOpportunity } from './types.ts';

/** Shares per equity or index option contract: premiums and margins are per contract. */
export const CONTRACT_MULTIPLIER = 100;

/** The share of the credit lost to the bid-ask spread and fills when selling (2%). */
export const SLIPPAGE = 0.02;

/** The size of the stress move of the tail loss, in standard deviations of the log price over the option's life. */
export const STRESS_SIGMAS = 1.2;

/** Money figures (credit, break-even, margin) are given to the cent, so a credit of 4.52 x 100 reads 452, not 451.99999999999994. */
const toCents = (dollars: number): number => Math.round(dollars * 100) / 100;

function isPositive(x: number): boolean {
  return Number.isFinite(x) && x > 0;
}

/**
 * The spec's option data item for selling one put contract of `quote` and holding it to expiration:
 *
 * - DTE = expiration - snapshot date, in calendar days; T = DTE / 365 years.
 * - credit = lastPrice x 100: the premium received for one contract (100 shares), at the last trade price, dollars.
 * - be = strike - lastPrice: the price at expiration below which the assignment loss exceeds the premium, dollars.
 * - margin = strike x 100: cash-secured, the most the contract can cost (the underlying going to 0), dollars.
 *   These three are rounded to the cent; every other figure is worked out from the unrounded values.
 * - return_per = credit / margin x 100: the premium as a percent of the margin (a percent: 1.5 is 1.5%).
 * - POP_est = N(d2) in percent (see `popEstimate`): the Black-Scholes (r = 0) chance of ending above `be`.
 * - ev_score = (win% x net credit - loss% x tail loss) / margin, a fraction of the margin, where
 *   - win% = POP_est / 100 and loss% = 1 - win%;
 *   - net credit = credit x (1 - 0.02): the premium after a 2% slippage deduction;
 *   - tail loss = max(0, (strike - stressed) x 100 - net credit), the loss of the contract if the underlying ends at
 *     stressed = close x exp(-1.2 x iv x sqrt(T)), a 1.2-sigma fall: iv sqrt(T) is the standard deviation of the log
 *     price over the option's life, so the stress widens with volatility and time. A stressed price still above the
 *     strike (a far out-of-the-money put) loses nothing: 0. A 1.2-sigma fall or worse happens about one time in nine
 *     (N(-1.2) = 0.115), so this is a plausible bad outcome, not the worst case.
 * - cagr = ev_score x (365 / DTE), a fraction a year: the per-trade score scaled by how many such trades fit in a
 *   year (simple, not compounded, despite the name). DTE counts calendar days, so the year is 365 calendar days; the
 *   spec's 252 / DTE mixes trading days a year with calendar days to expiry and understates it by 252 / 365 (0.69x).
 *
 * Skipped (undefined): calls, an expired or same-day option (DTE <= 0, or a date that is not YYYY-MM-DD), and a
 * last price, IV, strike or close that is not a positive number (no trade, or no model input).
 */
export function putOpportunity(quote: OptionQuote): PutOpportunity | undefined {
  if (quote.type !== 'put') return undefined;
  const { close, strike, lastPrice, iv } = quote;
  if (!isPositive(close) || !isPositive(strike) || !isPositive(lastPrice) || !isPositive(iv)) return undefined;
  const dte = daysToExpiration(quote.date, quote.expiration);
  if (!(dte > 0)) return undefined;

  const years = dte / DAYS_PER_YEAR;
  const credit = lastPrice * CONTRACT_MULTIPLIER;
  const be = strike - lastPrice;
  const margin = strike * CONTRACT_MULTIPLIER;
  const pop = popEstimate(close, be, iv, dte);

  const netCredit = credit * (1 - SLIPPAGE);
  const stressed = close * Math.exp(-STRESS_SIGMAS * iv * Math.sqrt(years));
  const tailLoss = Math.max(0, (strike - stressed) * CONTRACT_MULTIPLIER - netCredit);
  const win = pop / 100;
  const loss = 1 - win;
  const evScore = (win * netCredit - loss * tailLoss) / margin;

  return {
    ticker: quote.ticker,
    close,
    expirDate: quote.expiration,
    DTE: dte,
    strike,
    be: toCents(be),
    POP_est: pop,
    credit: toCents(credit),
    margin: toCents(margin),
    return_per: (credit / margin) * 100,
    ev_score: evScore,
    cagr: evScore * (DAYS_PER_YEAR / dte),
    Volume: quote.volume,
    OI: quote.openInterest,
    IV: iv,
    Delta: quote.delta,
    Vega: quote.vega,
    ContractSymbol: quote.contractSymbol,
  };
}
