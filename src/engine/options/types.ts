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
  DTE: number;
  strike: number;
  be: number;
  POP_est: number;
  credit: number;
  margin: number;
  return_per: number;
  ev_score: number;
  cagr: number;
  Volume: number;
  OI: number;
  IV: number;
  Delta: number;
  Vega: number;
  ContractSymbol: string;
}
