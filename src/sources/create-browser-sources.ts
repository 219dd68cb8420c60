import type { SourceName } from '../contract/market-data.ts';
import type { MarketSource } from '../service/data/market-source-port.ts';
import { createAlphaVantageSource } from './alphavantage/alphavantage-source.ts';
import { createCftcSource } from './cftc/cftc-source.ts';
import { createFredSource } from './fred/fred-source.ts';
import { createStooqSource } from './stooq/stooq-source.ts';
import { buildSources, type SourcesConfig } from './sources-config.ts';

/*
 * The sources the in-browser connection can use: alphavantage and cftc answer a page directly (CORS); fred and stooq
 * do not, so they work in a browser only through a mirror that does. Nothing here imports yahoo-finance2 or any node
 * module, so the worker bundle stays small.
 */
export function createBrowserSources(config: SourcesConfig): Map<SourceName, MarketSource> {
  return buildSources(config, {
    alphavantage: createAlphaVantageSource,
    cftc: createCftcSource,
    fred: createFredSource,
    stooq: createStooqSource,
  });
}
