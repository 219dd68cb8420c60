import type { TaskStatus } from '../../src/contract/task.ts';
import type { MarketDataPorts } from '../../src/service/data/market-source-port.ts';
import { SNAPSHOT_SOURCE } from '../../src/service/data/market-routes.ts';

/** The account the nightly refreshes run under (their tasks' `username`); no person signs in as it. */
export const NIGHTLY_USERNAME = 'nightly';

/** One universe's part of a nightly run. */
export interface UniverseRefreshed {
  universe: string;
  /** The members refreshed in this universe's run: those an earlier universe of the night did not already take. */
  symbols: number;
  task_id: string | null;
  status: TaskStatus;
  /** Members the source could not give (their stored series stay as they were). */
  failed: number;
  error?: string;
}

/**
 * Refreshes every universe of the host (built-in and the user's, in `list()` order) from the default source, one
 * refresh run after another, each waited to its end. A symbol in two universes is fetched once. Once `signal` is
 * aborted no further universe starts.
 */
export async function refreshUniverses(market: MarketDataPorts, signal?: AbortSignal): Promise<UniverseRefreshed[]> {
  const source = market.sources.get(market.defaultSource);
  if (!source) throw new Error(`the default source ${market.defaultSource} is not offered`);
  if (!source.ready) throw new Error(`the default source ${market.defaultSource} needs an API key`);
  const catalog = market.universes;
  if (!catalog) return [];
  const snapshots = market.defaultSource === SNAPSHOT_SOURCE && market.snapshots !== undefined;
  const taken = new Set<string>();
  const done: UniverseRefreshed[] = [];
  for (const { name } of await catalog.list()) {
    if (signal?.aborted) break;
    const universe = await catalog.get(name);
    if (!universe) continue;
    const symbols = universe.symbols.filter((s) => !taken.has(s));
    for (const s of symbols) taken.add(s);
    if (symbols.length === 0) {
      done.push({ universe: name, symbols: 0, task_id: null, status: 'SUCCESS', failed: 0 });
      continue;
    }
    // Option chains and dividend figures too where the source gives them: the option scanner and the dividend screens
    // read them, and they are as of one day.
    const request = { symbols, ...(snapshots && { snapshots: true }) };
    const taskId = market.runs.start(NIGHTLY_USERNAME, source, request, {
      universe: name,
      ...(snapshots && { snapshots }),
    });
    // idle() settles once no refresh runs, so a user's refresh started meanwhile is waited for too: harmless.
    while (market.runs.get(taskId, NIGHTLY_USERNAME)?.status === 'RUNNING') await market.runs.idle();
    const task = market.runs.get(taskId, NIGHTLY_USERNAME);
    done.push({
      universe: name,
      symbols: symbols.length,
      task_id: taskId,
      status: task?.status ?? 'FAILED',
      failed: task?.result?.symbols.filter((s) => s.status === 'failed').length ?? 0,
      ...(task?.error !== undefined && { error: task.error }),
    });
  }
  return done;
}
