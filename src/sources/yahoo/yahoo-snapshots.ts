import type { SnapshotSource } from '../../service/data/refresh/snapshot-fetch.ts';
import type { AdapterOptions } from '../adapter-options.ts';
import { createYahooExtras, NEAR_CHAIN } from './yahoo-extras.ts';

/** Yahoo as a refresh's snapshot source: the nearest expirations' puts (NEAR_CHAIN) and the dividend figures. */
export function createYahooSnapshots(options: AdapterOptions = {}): SnapshotSource {
  const extras = createYahooExtras(options);
  return {
    name: 'yahoo',
    nearPuts: (symbol, signal) => extras.nearPuts(symbol, signal, NEAR_CHAIN),
    async fundamentals(symbol, signal) {
      const { dividendYield, trailingPE, payoutRatio, epsGrowth } = await extras.fundamentals(symbol, signal);
      return { dividendYield, trailingPE, payoutRatio, epsGrowth };
    },
  };
}
