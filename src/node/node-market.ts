import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceName } from '../contract/market-data.ts';
import { FileSnapshotStore } from './file-snapshot-store.ts';
import { FileSymbolStore } from './file-symbol-store.ts';
import { FileUniverseStore } from './file-universe-store.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from './folder-market-data.ts';
import type { MarketDataPorts, SymbolStore } from '../service/data/market-source-port.ts';
import { MemorySymbolStore } from '../service/data/memory-symbol-store.ts';
import { MemorySnapshotStore } from '../service/data/memory-snapshot-store.ts';
import type { SnapshotStore } from '../service/data/snapshot-port.ts';
import { builtinUniverses } from '../service/data/builtin-universes.ts';
import { RefreshRuns } from '../service/data/refresh-runs.ts';
import { UniverseCatalog } from '../service/data/universe-catalog.ts';
import type { UniverseStore } from '../service/data/universe-store.ts';
import { MemoryUniverseStore } from '../service/data/universe-store.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import { InternalsMarketData } from '../service/data/internals-market-data.ts';
import type { Clock, IdSource, MarketData } from '../service/ports.ts';
import { createNodeSources } from '../sources/create-node-sources.ts';
import { createYahooSnapshots } from '../sources/yahoo/yahoo-snapshots.ts';
import type { Sleep } from '../sources/http/sleep.ts';
import type { SourceMirrors } from './source-mirrors.ts';

/** The price source a server or the CLI refreshes from when a request names none. */
export const NODE_DEFAULT_SOURCE: SourceName = 'yahoo';

/** The app's own files (`public/`): the shipped universes are read from here as the browser fetches them. */
const APP_FILES_DIR: string = fileURLToPath(new URL('../../public', import.meta.url));

/** Reads a file of the app by its path under `public/` (`universes/sp500-constituents.csv`). */
function readAppFile(path: string): Promise<string> {
  return readFile(join(APP_FILES_DIR, path), 'utf8');
}

/**
 * Market data of a server thread or the CLI: fetched series kept in `storeDir` (`storeDir/fetched/`, memory without
 * one) over the data folder and the bundled samples, and the user's universes (`storeDir/universes/`). Every thread of
 * a server reads the same files.
 */
export function nodeMarketData(options: { dataDir?: string; storeDir?: string }): {
  marketData: MarketData;
  store: SymbolStore;
  universes: UniverseStore;
} {
  const folders = options.dataDir ? [options.dataDir, BUNDLED_SAMPLES_DIR] : [BUNDLED_SAMPLES_DIR];
  const store = options.storeDir ? new FileSymbolStore(options.storeDir) : new MemorySymbolStore();
  const universes = options.storeDir ? new FileUniverseStore(options.storeDir) : new MemoryUniverseStore();
  const stored = new StoredMarketData(store, new FolderMarketData(folders));
  // every universe's market internals are indicators too, in the task threads as in the main one
  const builtins = builtinUniverses(readAppFile);
  const allUniverses = async () => [...(await builtins()), ...(await universes.list())];
  return { marketData: new InternalsMarketData(stored, allUniverses), store, universes };
}

/** Snapshots beside the fetched series: `DIR/snapshots/` for a file store of `DIR/fetched/`, else memory. */
function snapshotStoreBeside(store: SymbolStore): SnapshotStore {
  return store instanceof FileSymbolStore ? new FileSnapshotStore(dirname(store.folder)) : new MemorySnapshotStore();
}

/**
 * The sources, store, refreshes and universes of a server or the CLI: every source, with its mirror and its key, and
 * the option chains and fundamentals a refresh fetches from yahoo (through yahoo's mirror) when asked.
 */
export function nodeMarketPorts(options: {
  store: SymbolStore;
  /** Where fetched snapshots are kept; beside a file store's series (or in memory) when absent. */
  snapshots?: SnapshotStore;
  /** The user's universes (memory without them); the built-in ones are read from `public/universes/`. */
  universes?: UniverseStore;
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
  const snapshots = options.snapshots ?? snapshotStoreBeside(options.store);
  const snapshotSource = createYahooSnapshots({
    baseUrl: options.mirrors?.yahoo,
    politeness: options.politeness,
    sleep: options.sleep,
  });
  return {
    sources,
    store: options.store,
    snapshots,
    runs: new RefreshRuns({
      clock: options.clock,
      ids: options.ids,
      store: options.store,
      snapshots: { source: snapshotSource, store: snapshots },
    }),
    defaultSource: NODE_DEFAULT_SOURCE,
    universes: new UniverseCatalog({
      store: options.universes ?? new MemoryUniverseStore(),
      builtins: builtinUniverses(readAppFile),
      now: () => new Date(options.clock.now()),
    }),
  };
}
