import type { Universe } from '../contract/universes.ts';
import { builtinUniverses } from '../service/data/builtin-universes.ts';
import { InternalsMarketData } from '../service/data/internals-market-data.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import type { FetchText } from './browser-source.ts';
import { browserSource } from './browser-source.ts';
import type { StudioDatabase } from './database.ts';
import { sampleRanges } from './sample-ranges.ts';
import { IdbSnapshotStore } from './idb-snapshot-store.ts';
import { IdbSymbolStore } from './idb-symbol-store.ts';
import { IdbUniverseStore } from './idb-universe-store.ts';

/**
 * The browser's market data, as the service worker and each sweep worker see it: fetched series (IndexedDB) over the
 * kept files and the bundled samples, with every universe's internals as indicators; and the fetched snapshots (option
 * chains, fundamentals), which this browser keeps but cannot fetch (they come from yahoo, which only a server reaches).
 */
export function browserMarketData(db: StudioDatabase, fetchText: FetchText) {
  // Read once for the catalogue and the data library: what they list of the samples, without fetching the samples.
  const ranges = sampleRanges(fetchText);
  const files = new SourceMarketData(browserSource(fetchText, db, ranges));
  const store = new IdbSymbolStore(db);
  const universeStore = new IdbUniverseStore(db);
  const builtins: () => Promise<readonly Universe[]> = builtinUniverses(fetchText);
  const marketData = new InternalsMarketData(new StoredMarketData(store, files), async () => [
    ...(await builtins()),
    ...(await universeStore.list()),
  ]);
  const snapshots = new IdbSnapshotStore(db);
  return { files, ranges, store, universeStore, builtins, marketData, snapshots };
}
