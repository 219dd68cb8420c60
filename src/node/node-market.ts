import type { SourceName } from '../contract/market-data.ts';
import { FileSymbolStore } from './file-symbol-store.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from './folder-market-data.ts';
import type { MarketDataPorts, SymbolStore } from '../service/data/market-source-port.ts';
import { MemorySymbolStore } from '../service/data/memory-symbol-store.ts';
import { RefreshRuns } from '../service/data/refresh-runs.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import type { Clock, IdSource } from '../service/ports.ts';
import { createNodeSources } from '../sources/create-node-sources.ts';
import type { Sleep } from '../sources/http/sleep.ts';
import type { SourceMirrors } from './source-mirrors.ts';

/** The price source a server or the CLI refreshes from when a request names none. */
export const NODE_DEFAULT_SOURCE: SourceName = 'yahoo';

/**
 * Market data of a server thread or the CLI: fetched series kept in `storeDir` (`storeDir/fetched/`, memory without
 * one) over the data folder and the bundled samples. Every thread of a server reads the same files.
 */
export function nodeMarketData(options: { dataDir?: string; storeDir?: string }): {
  marketData: StoredMarketData;
  store: SymbolStore;
} {
  const folders = options.dataDir ? [options.dataDir, BUNDLED_SAMPLES_DIR] : [BUNDLED_SAMPLES_DIR];
  const store = options.storeDir ? new FileSymbolStore(options.storeDir) : new MemorySymbolStore();
  return { marketData: new StoredMarketData(store, new FolderMarketData(folders)), store };
}

/** The sources, store and refreshes of a server or the CLI: every source, with its mirror and its key. */
export function nodeMarketPorts(options: {
  store: SymbolStore;
  mirrors?: SourceMirrors;
  keys?: Partial<Record<SourceName, string>>;
  clock: Clock;
  ids: IdSource;
  /** Off only for a benchmark against a local mirror. */
  politeness?: boolean;
  /** Tests only: the waits between retries. */
  sleep?: Sleep;
}): MarketDataPorts {
  const sources = createNodeSources({
    mirrors: options.mirrors ?? {},
    keys: options.keys ?? {},
    politeness: options.politeness,
    sleep: options.sleep,
  });
  return {
    sources,
    store: options.store,
    runs: new RefreshRuns({ clock: options.clock, ids: options.ids, store: options.store }),
    defaultSource: NODE_DEFAULT_SOURCE,
  };
}
