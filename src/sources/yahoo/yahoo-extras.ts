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

/** The dividend fields and the growth of earnings a refresh keeps as a symbol's fundamentals. */
export interface YahooFundamentals extends DividendFields {
  /** Year-on-year growth of quarterly earnings (Yahoo's earningsQuarterlyGrowth), a fraction. */
  epsGrowth: number | null;
}

/** How much of a chain a refresh fetches: the nearest expirations, a few, within some days of the quote. */
export interface NearChainLimits {
  maxExpirations: number;
  withinDays: number;
}

/** A refresh's bound: up to 4 expirations within 60 days (one request each), enough for the short-put scanner. */
export const NEAR_CHAIN: NearChainLimits = { maxExpirations: 4, withinDays: 60 };

/** Yahoo's option chains and dividend fundamentals (server and CLI), for the short-put scanner and the screens. */
export interface YahooExtras {
  /**
   * One expiration's chain (the nearest when `expiration` is absent) as option quotes. Yahoo gives no greeks: delta
   * and vega are Black-Scholes with r = 0 from Yahoo's implied volatility (vega per 1 point of volatility), as the
   * scanner assumes; contracts without a usable implied volatility are left out.
   */
  optionChain(symbol: string, signal: AbortSignal, expiration?: string): Promise<OptionQuote[]>;
  /** The put quotes of the nearest expirations within `limits` (the nearest one always), one request each. */
  nearPuts(symbol: string, signal: AbortSignal, limits?: NearChainLimits): Promise<OptionQuote[]>;
  dividendFields(symbol: string, signal: AbortSignal): Promise<DividendFields>;
  /** The dividend fields and earnings growth, from the same one request. */
  fundamentals(symbol: string, signal: AbortSignal): Promise<YahooFundamentals>;
}

const DAY = 86_400;

export function createYahooExtras(options: AdapterOptions = {}): YahooExtras {
  const client = createYahooClient(options);
  /** One expiration's chain as quotes, with the expirations Yahoo lists and the quote's time (epoch seconds). */
  async function chainAt(symbol: string, signal: AbortSignal, expiration?: string | Date) {
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
    const expirations = chain.expirationDates.map((d) => d.getTime() / 1000);
    return { quotes, expirations, snapshot };
  }

  async function fundamentals(symbol: string, signal: AbortSignal): Promise<YahooFundamentals> {
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
      epsGrowth: stats?.earningsQuarterlyGrowth ?? null,
    };
  }

  return {
    async optionChain(symbol, signal, expiration) {
      return (await chainAt(symbol, signal, expiration)).quotes;
    },
    async nearPuts(symbol, signal, limits = NEAR_CHAIN) {
      const first = await chainAt(symbol, signal);
      const puts = first.quotes.filter((q) => q.type === 'put');
      const seen = new Set(puts.map((q) => q.expiration));
      const until = first.snapshot + limits.withinDays * DAY;
      const more = first.expirations
        .filter((t) => t <= until && !seen.has(isoDay(t)))
        .sort((a, b) => a - b)
        .slice(0, Math.max(0, limits.maxExpirations - seen.size));
      const contracts = new Set(puts.map((q) => q.contractSymbol));
      for (const t of more) {
        const next = await chainAt(symbol, signal, new Date(t * 1000));
        // a contract once, should an answer repeat one already read
        for (const q of next.quotes)
          if (q.type === 'put' && !contracts.has(q.contractSymbol)) {
            contracts.add(q.contractSymbol);
            puts.push(q);
          }
      }
      return puts;
    },
    async dividendFields(symbol, signal) {
      const { epsGrowth: _growth, ...fields } = await fundamentals(symbol, signal);
      return fields;
    },
    fundamentals,
  };
}
