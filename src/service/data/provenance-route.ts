import type { DataProvenance } from '../../contract/index.ts';
import type { HandlersOf } from '../endpoint-router.ts';
import type { MarketData } from '../ports.ts';
import { storedSymbols } from './market-routes.ts';
import { isStale, newestPriceDate } from './staleness.ts';
import type { MarketDataPorts } from './market-source-port.ts';

/**
 * `GET /data/provenance`: each asked symbol's source and dates as a result's `Extra.data` gives them, so a screen that
 * computes from symbols can say where their data came from. A fetched symbol is answered from the store's list, read
 * once for the whole question (a day's picks may name hundreds); any other from the host's market data, so a bundled
 * sample, a kept file or a data folder's file answers too. A symbol the connection does not have is left out.
 */
export function provenanceHandlers(
  marketData: MarketData,
  market: MarketDataPorts | undefined,
): HandlersOf<'GET /data/provenance'> {
  return {
    'GET /data/provenance': async ({ query }) => {
      const heads = market ? await market.store.list() : [];
      const stored = new Map(storedSymbols(heads).map((s) => [s.symbol, s]));
      const newest = newestPriceDate(heads);
      const found = await Promise.all(
        query.symbols.map(async (symbol): Promise<DataProvenance | undefined> => {
          const head = stored.get(symbol);
          if (head) return { symbol, source: head.source, first: head.first, last: head.last, stale: head.stale };
          // A sample or a data folder's file is measured against the fetched store too: an old sample is flagged.
          const other = await marketData.provenance?.(symbol);
          return other && { ...other, stale: other.stale || isStale(other.last, newest) };
        }),
      );
      return { symbols: found.filter((p) => p !== undefined) };
    },
  };
}
