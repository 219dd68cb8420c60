import type { SourceName } from '../contract/market-data.ts';
import { RefreshRuns } from '../service/data/refresh-runs.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import { createBrowserSources } from '../sources/create-browser-sources.ts';
import { BrowserSources } from './browser-sources.ts';
import { IdbSymbolStore } from './idb-symbol-store.ts';
import { SourceSettingsStore } from './source-settings.ts';
import { LocalAccount } from '../service/local-account.ts';
import type { SweepSlices } from '../service/ports.ts';
import { createService } from '../service/router.ts';
import { randomIds, systemClock } from '../service/system-clock.ts';
import type { FetchText } from './browser-source.ts';
import { browserSource } from './browser-source.ts';
import { CsvPreviewRunner } from './csv-preview-runner.ts';
import { dataHandlers } from './data-handlers.ts';
import { DataLibrary } from './data-library.ts';
import type { StudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { IdbTaskStore } from './idb-task-store.ts';

/** The price source this browser refreshes from when a request names none: one that answers a page directly. */
const BROWSER_DEFAULT_SOURCE: SourceName = 'alphavantage';

/**
 * The service as the browser hosts it: IndexedDB tasks, samples plus kept CSVs, one local account, and sweeps on a
 * pool of workers where there is one.
 */
export function createWorkerParts(
  db: StudioDatabase,
  fetchText: FetchText,
  sweepSlices?: SweepSlices,
  settings: SourceSettingsStore = new SourceSettingsStore(),
): WorkerParts {
  const files = new SourceMarketData(browserSource(fetchText, db));
  const library = new DataLibrary(db, files, fetchText);
  const store = new IdbSymbolStore(db);
  // Fetched series win over the samples and kept files of the same symbol.
  const marketData = new StoredMarketData(store, files);
  const csv = new CsvPreviewRunner(marketData);
  const sources = new BrowserSources(settings, createBrowserSources);
  const service = createService(
    {
      tasks: new IdbTaskStore(db),
      marketData,
      accounts: new LocalAccount(),
      clock: systemClock,
      ids: randomIds,
      sweepSlices,
      market: {
        sources: sources.sources,
        store,
        runs: new RefreshRuns({ clock: systemClock, ids: randomIds, store }),
        defaultSource: BROWSER_DEFAULT_SOURCE,
      },
    },
    dataHandlers(library, csv, sources),
  );
  return { service, library, csv };
}
