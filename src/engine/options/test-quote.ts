import type { OptionQuote } from './types.ts';

/** Test-only: a put quote (close 100, strike 95, last 1.25, IV 0.30, 35 days out) with the given fields replaced. */
export function quote(over: Partial<OptionQuote> = {}): OptionQuote {
  return {
    ticker: 'XYZ',
    close: 100,
    expiration: '2022-04-14',
    strike: 95,
    lastPrice: 1.25,
    volume: 120,
    openInterest: 3400,
    iv: 0.3,
    delta: -0.25,
    vega: 0.1,
    contractSymbol: 'XYZ220414P00095000',
    date: '2022-03-10',
    type: 'put',
    ...over,
  };
}
