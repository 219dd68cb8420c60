import type { SourceName } from '../contract/market-data.ts';
import type { MarketSource } from '../service/data/market-source-port.ts';
import { createAlphaVantageSource } from './alphavantage/alphavantage-source.ts';
import { createCftcSource } from './cftc/cftc-source.ts';
import { createFredSource } from './fred/fred-source.ts';
import { buildSources, type SourcesConfig } from './sources-config.ts';
import { createStooqSource } from './stooq/stooq-source.ts';
import { createYahooSource } from './yahoo/yahoo-source.ts';

/** Every source a server or the CLI can use (yahoo through its node library included). */
export function createNodeSources(config: SourcesConfig): Map<SourceName, MarketSource> {
  return buildSources(config, {
    yahoo: createYahooSource,
    stooq: createStooqSource,
    alphavantage: createAlphaVantageSource,
    fred: createFredSource,
    cftc: createCftcSource,
  });
}
