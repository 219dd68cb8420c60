import { nodeMarketData, nodeMarketPorts } from '../node/node-market.ts';
import type { SourceMirrors } from '../node/source-mirrors.ts';
import { sourceKeysFromEnv } from '../node/source-mirrors.ts';
import { LocalAccount } from '../service/local-account.ts';
import { MemoryTaskStore } from '../service/memory-task-store.ts';
import type { Service } from '../service/router.ts';
import { createService } from '../service/router.ts';
import { randomIds, systemClock } from '../service/system-clock.ts';

/**
 * The service over a data folder (its files win over the bundled samples, which are always there). What a refresh
 * fetches is kept in the folder (`DIR/fetched/`), and a universe put (`DIR/universes/`), so the next command reads it; without a folder, only in memory.
 */
export function localService(dataDir?: string, mirrors: SourceMirrors = {}): Service {
  const { marketData, store, universes } = nodeMarketData({ dataDir, storeDir: dataDir });
  return createService({
    tasks: new MemoryTaskStore(),
    marketData,
    accounts: new LocalAccount(),
    clock: systemClock,
    ids: randomIds,
    market: nodeMarketPorts({
      store,
      universes,
      mirrors,
      keys: sourceKeysFromEnv(process.env),
      clock: systemClock,
      ids: randomIds,
    }),
  });
}
