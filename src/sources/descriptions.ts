import type { SourceName } from '../contract/market-data.ts';
import type { SourceDescription } from '../service/data/market-source-port.ts';

/** What each source is, as `GET /data/sources` tells it (the host adds where it sends requests and whether ready). */
export const SOURCE_DESCRIPTIONS: Record<SourceName, SourceDescription> = {
  yahoo: {
    name: 'yahoo',
    kinds: ['prices', 'options', 'fundamentals'],
    needsKey: false,
    browserDirect: false,
    description:
      'Yahoo Finance through the yahoo-finance2 library: daily bars with splits and dividends, option chains, dividend fundamentals (server and CLI).',
    defaultBaseUrl: 'https://query2.finance.yahoo.com',
  },
  stooq: {
    name: 'stooq',
    kinds: ['prices'],
    needsKey: false,
    browserDirect: false,
    description: "Stooq's daily CSV downloads: no key, prices without dividend adjustment (server and CLI).",
    defaultBaseUrl: 'https://stooq.com',
  },
  alphavantage: {
    name: 'alphavantage',
    kinds: ['prices'],
    needsKey: true,
    browserDirect: true,
    description:
      'Alpha Vantage daily prices with a free key; it answers browsers directly, so the in-browser connection can fetch on its own.',
    defaultBaseUrl: 'https://www.alphavantage.co',
  },
  fred: {
    name: 'fred',
    kinds: ['indicators'],
    needsKey: true,
    browserDirect: false,
    description: "The St. Louis Fed's FRED macro series (DGS10, UNRATE, ...) as indicators, with a free key.",
    defaultBaseUrl: 'https://api.stlouisfed.org',
  },
  cftc: {
    name: 'cftc',
    kinds: ['indicators'],
    needsKey: false,
    browserDirect: true,
    description:
      "The CFTC's Commitments of Traders (legacy, futures only): commercial hedgers' weekly net position per contract market code.",
    defaultBaseUrl: 'https://publicreporting.cftc.gov',
  },
};

/** How a user gives each keyed source its key, for the message of a source without one. */
export const KEY_HINTS: Partial<Record<SourceName, string>> = {
  alphavantage:
    'give it in Settings (in this browser) or in the environment variable ALPHAVANTAGE_API_KEY of the server or CLI; a free key is at alphavantage.co/support/#api-key',
  fred: 'give it in the environment variable FRED_API_KEY of the server or CLI; a free key is at fredaccount.stlouisfed.org',
};
