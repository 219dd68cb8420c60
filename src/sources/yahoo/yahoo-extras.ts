import type { OptionQuote } from '../../engine/options/types.ts';
import { callDelta, putDelta, vega } from '../../engine/options/black-scholes.ts';
import type { AdapterOptions } from '../adapter-options.ts';
import { isoDay } from '../dates.ts';
import { createYahooClient } from './yahoo-client.ts';

/** The quote-summary fields the dividend screens read; null where Yahoo gives none (a stock paying no dividend). */
export interface DividendFields {
  symbol: string;
  /** Fraction (0.0041 = 0.41%). */
  dividendYield: number | null;
  trailingPE: number | null;
  /** Fraction of earnings paid out. */
  payoutRatio: number | null;
  /** The price change over 52 weeks, a fraction. */
  fiftyTwoWeekChange: number | null;
}

/** Yahoo's option chains and dividend fundamentals (server and CLI), for the short-put scanner and the screens. */
export interface YahooExtras {
  /**
   * One expiration's chain (the nearest when `expiration` is absent) as option quotes. Yahoo gives no greeks: delta
   * and vega are Black-Scholes with r = 0 from Yahoo's implied volatility (vega per 1 point of volatility), as the
   * scanner assumes; contracts without a usable implied volatility are left out.
   */
  optionChain(symbol: string, signal: AbortSignal, expiration?: string): Promise<OptionQuote[]>;
  dividendFields(symbol: string, signal: AbortSignal): Promise<DividendFields>;
}

const DAY = 86_400;

export function createYahooExtras(options: AdapterOptions = {}): YahooExtras {
  const client = createYahooClient(options);
  return {
    async optionChain(symbol, signal, expiration) {
      let chain;
      try {
        chain = await client.yf.options(
          symbol,
          expiration === undefined ? {} : { date: expiration },
          client.call(symbol, signal),
        );
      } catch (error) {
        throw client.failure(error, symbol);
      }
      const spot = chain.quote.regularMarketPrice;
      if (spot === undefined) throw client.http.error(`yahoo gave no price for ${symbol} with its option chain`, false);
      const asOf = chain.quote.regularMarketTime;
      const snapshot = asOf instanceof Date ? asOf.getTime() / 1000 : Date.now() / 1000;
      const date = isoDay(snapshot);
      const quotes: OptionQuote[] = [];
      for (const option of chain.options) {
        const contracts = [
          ...option.puts.map((c) => ({ c, type: 'put' as const })),
          ...option.calls.map((c) => ({ c, type: 'call' as const })),
        ];
        for (const { c, type } of contracts) {
          const expirationDay = isoDay(c.expiration.getTime() / 1000);
          const days = Math.max(1, Math.round((c.expiration.getTime() / 1000 - snapshot) / DAY));
          const inputs = { spot, strike: c.strike, iv: c.impliedVolatility, years: days / 365 };
          if (!(inputs.iv > 0) || !(c.strike > 0)) continue;
          quotes.push({
            ticker: symbol.toUpperCase(),
            close: spot,
            expiration: expirationDay,
            strike: c.strike,
            lastPrice: c.lastPrice,
            volume: c.volume ?? 0,
            openInterest: c.openInterest ?? 0,
            iv: c.impliedVolatility,
            delta: type === 'put' ? putDelta(inputs) : callDelta(inputs),
            vega: vega(inputs) / 100,
            contractSymbol: c.contractSymbol,
            date,
            type,
          });
        }
      }
      return quotes;
    },
    async dividendFields(symbol, signal) {
      let summary;
      try {
        summary = await client.yf.quoteSummary(
          symbol,
          { modules: ['summaryDetail', 'defaultKeyStatistics'] },
          client.call(symbol, signal),
        );
      } catch (error) {
        throw client.failure(error, symbol);
      }
      const detail = summary.summaryDetail;
      const stats = summary.defaultKeyStatistics;
      return {
        symbol: symbol.toUpperCase(),
        dividendYield: detail?.dividendYield ?? null,
        trailingPE: detail?.trailingPE ?? null,
        payoutRatio: detail?.payoutRatio ?? null,
        fiftyTwoWeekChange: stats?.['52WeekChange'] ?? null,
      };
    },
  };
}
