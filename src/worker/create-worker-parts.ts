import type { SourceName } from '../contract/market-data.ts';
import { RefreshRuns } from '../service/data/refresh-runs.ts';
import { UniverseCatalog } from '../service/data/universe-catalog.ts';
import { createBrowserSources } from '../sources/create-browser-sources.ts';
import { browserMarketData } from './browser-market-data.ts';
import { BrowserSources } from './browser-sources.ts';
import { SourceSettingsStore } from './source-settings.ts';
import { LocalAccount } from '../service/local-account.ts';
import type { SweepSlices } from '../service/ports.ts';
import { ComputedPublications } from '../service/analytics/screens-computed/computed-publications.ts';
import { createService } from '../service/router.ts';
import { randomIds, systemClock } from '../service/system-clock.ts';
import type { FetchText } from './browser-source.ts';
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
  // Fetched series win over the samples and kept files of the same symbol; each universe's internals are indicators.
  const { files, ranges, store, universeStore, builtins, marketData, snapshots } = browserMarketData(db, fetchText);
  const library = new DataLibrary(db, files, fetchText, ranges);
  const csv = new CsvPreviewRunner(marketData);
  const sources = new BrowserSources(settings, createBrowserSources);
  const universes = new UniverseCatalog({ store: universeStore, builtins, now: () => new Date(systemClock.now()) });
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
        snapshots,
        runs: new RefreshRuns({ clock: systemClock, ids: randomIds, store }),
        defaultSource: BROWSER_DEFAULT_SOURCE,
        universes,
      },
      // Screens and reports computed from what this browser has loaded; no data folder to fall back to.
      publications: new ComputedPublications({ marketData, universes, store, snapshots }),
    },
    dataHandlers(library, csv, sources),
  );
  return { service, library, csv };
}
