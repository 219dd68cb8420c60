import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../node/folder-market-data.ts';
import { LocalAccount } from '../service/local-account.ts';
import { MemoryTaskStore } from '../service/memory-task-store.ts';
import type { Service } from '../service/router.ts';
import { createService } from '../service/router.ts';
import { randomIds, systemClock } from '../service/system-clock.ts';

/** The service over a data folder (its files win over the bundled samples, which are always there). */
export function localService(dataDir?: string): Service {
  const folders = dataDir ? [dataDir, BUNDLED_SAMPLES_DIR] : [BUNDLED_SAMPLES_DIR];
  return createService({
    tasks: new MemoryTaskStore(),
    marketData: new FolderMarketData(folders),
    accounts: new LocalAccount(),
    clock: systemClock,
    ids: randomIds,
  });
}
