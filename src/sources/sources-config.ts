import { SOURCE_NAMES, type SourceName } from '../contract/market-data.ts';
import type { MarketSource } from '../service/data/market-source-port.ts';
import type { AdapterOptions } from './adapter-options.ts';
import type { Sleep } from './http/sleep.ts';

/** A host's sources: mirrors (`--source NAME=URL`), keys, politeness (off for a local mirror in a benchmark). */
export interface SourcesConfig {
  mirrors: Partial<Record<SourceName, string>>;
  keys: Partial<Record<SourceName, string>>;
  /** Default true. */
  politeness?: boolean;
  fetch?: typeof fetch;
  /** Tests only: the policy's waits. */
  sleep?: Sleep;
}

export type SourceFactory = (options: AdapterOptions) => MarketSource;

/** Builds each source with its mirror and key from the config, in the order of SOURCE_NAMES. */
export function buildSources(
  config: SourcesConfig,
  factories: Partial<Record<SourceName, SourceFactory>>,
): Map<SourceName, MarketSource> {
  const sources = new Map<SourceName, MarketSource>();
  for (const name of SOURCE_NAMES) {
    const factory = factories[name];
    if (!factory) continue;
    sources.set(
      name,
      factory({
        baseUrl: config.mirrors[name],
        key: config.keys[name],
        fetch: config.fetch,
        politeness: config.politeness,
        sleep: config.sleep,
      }),
    );
  }
  return sources;
}
