import type { SourceName } from '../contract/market-data.ts';
import { SourceError, type MarketSource } from '../service/data/market-source-port.ts';
import { KEY_HINTS, SOURCE_DESCRIPTIONS } from './descriptions.ts';
import { createSourceHttp, type SourceHttp, type SourceHttpOptions } from './http/source-http.ts';
import type { Sleep } from './http/sleep.ts';

/** What every adapter takes: a mirror, a key, the fetch to use, and the policy's knobs (tests set sleep). */
export interface AdapterOptions {
  /** A mirror's base address; the real host when absent. */
  baseUrl?: string;
  key?: string;
  fetch?: typeof fetch;
  /** The per-source minimum interval between requests (default on). */
  politeness?: boolean;
  sleep?: Sleep;
  now?: () => number;
  attempts?: number;
}

/** Each source's polite interval between two requests, from its published limits. */
const MIN_INTERVAL_MS: Record<SourceName, number> = {
  yahoo: 500,
  stooq: 1000,
  // The free key allows 5 requests a minute.
  alphavantage: 12_000,
  // FRED allows 120 requests a minute.
  fred: 500,
  cftc: 500,
};

export function sourceHttp(
  name: SourceName,
  options: AdapterOptions,
  extra: Pick<SourceHttpOptions, 'otherHosts' | 'explain'> = {},
): SourceHttp {
  const defaultBaseUrl = SOURCE_DESCRIPTIONS[name].defaultBaseUrl;
  return createSourceHttp({
    source: name,
    defaultBaseUrl,
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    ...extra,
    fetch: options.fetch,
    politeness: options.politeness,
    minIntervalMs: MIN_INTERVAL_MS[name],
    attempts: options.attempts,
    secrets: options.key ? [options.key] : [],
    sleep: options.sleep,
    now: options.now,
  });
}

/** A keyed source given no key: listed, not ready, and its fetch says which key is missing and how to give it. */
export function sourceWithoutKey(name: SourceName, options: AdapterOptions): MarketSource {
  const description = SOURCE_DESCRIPTIONS[name];
  return {
    description,
    baseUrl: options.baseUrl ?? description.defaultBaseUrl,
    ready: false,
    series(symbol) {
      return Promise.reject(
        new SourceError(
          `${name} needs an API key to fetch ${symbol}: ${KEY_HINTS[name] ?? 'give it in Settings'}`,
          false,
        ),
      );
    },
  };
}
