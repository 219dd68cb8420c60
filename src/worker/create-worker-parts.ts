import { SourceMarketData } from '../service/data/source-market-data.ts';
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

/**
 * The service as the browser hosts it: IndexedDB tasks, samples plus kept CSVs, one local account, and sweeps on a
 * pool of workers where there is one.
 */
export function createWorkerParts(db: StudioDatabase, fetchText: FetchText, sweepSlices?: SweepSlices): WorkerParts {
  const marketData = new SourceMarketData(browserSource(fetchText, db));
  const library = new DataLibrary(db, marketData, fetchText);
  const csv = new CsvPreviewRunner(marketData);
  const service = createService(
    {
      tasks: new IdbTaskStore(db),
      marketData,
      accounts: new LocalAccount(),
      clock: systemClock,
      ids: randomIds,
      sweepSlices,
    },
    dataHandlers(library, csv),
  );
  return { service, library, csv };
}
