/*
 * The short-put option scanner's types (spec analytics-service.md 2.6, 4.6; issue 6).
 */

/** One row of an option-chain snapshot, as read from its CSV. */
export interface OptionQuote {
  ticker: string;
  /** The underlying's close on the snapshot date. */
  close: number;
  /** YYYY-MM-DD. */
  expiration: string;
  strike: number;
  /** The option's last trade price per share. */
  lastPrice: number;
  volume: number;
  openInterest: number;
  /** Implied volatility as a fraction a year (0.25 = 25%). */
  iv: number;
  delta: number;
  vega: number;
  contractSymbol: string;
  /** The snapshot date, YYYY-MM-DD. */
  date: string;
  type: 'put' | 'call';
  /** A row of the bundled made-up chain, shipped only to try the scanner: never market data. */
  demo?: true;
}

/** A short-put opportunity: the spec's option data item (2.6). */
export interface PutOpportunity {
  ticker: string;
  close: number;
  expirDate: string;
  /** Calendar days from the snapshot date to expiry. */
  DTE: number;
  strike: number;
  /** Break-even price, dollars a share, to the cent. */
  be: number;
  /** Probability of profit, a percent (74.2 is 74.2%). */
  POP_est: number;
  /** Premium of one contract (100 shares), dollars, to the cent. */
  credit: number;
  /** Cash securing one contract, dollars, to the cent. */
  margin: number;
  /** Credit over margin, a percent (1.3 is 1.3%). */
  return_per: number;
  /** Expected value over margin, a fraction (0.01 is 1% of the margin). */
  ev_score: number;
  /** ev_score x 365 / DTE, a fraction a year (0.1 is 10% a year), simple, not compounded. */
  cagr: number;
  Volume: number;
  OI: number;
  IV: number;
  Delta: number;
  Vega: number;
  ContractSymbol: string;
}
