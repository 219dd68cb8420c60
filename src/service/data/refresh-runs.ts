import type { RefreshProgress, RefreshResult, RefreshSymbolsRequest, RefreshTask } from '../../contract/market-data.ts';
import { localTimestamp } from '../system-clock.ts';
import type { Clock, IdSource } from '../ports.ts';
import type { MarketSource, RefreshRunsPort, SymbolStore } from './market-source-port.ts';
import { refreshSymbols } from './refresh/refresh-symbols.ts';
import type { SnapshotFetching } from './refresh/snapshot-fetch.ts';

/** Finished refreshes kept for their status reads, per host; older ones are forgotten. */
const KEPT_FINISHED = 200;

interface RefreshRun {
  task: RefreshTask;
  controller: AbortController;
}

/**
 * The refreshes of one host, in memory: a refresh is I/O on the host's own store, so it runs in the process that took
 * it (not on the task threads or the queue), and its status is read from that process. A restart forgets them; what
 * they stored stays.
 */
export class RefreshRuns implements RefreshRunsPort {
  readonly #runs = new Map<string, RefreshRun>();
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #store: SymbolStore;
  readonly #running = new Set<Promise<void>>();
  readonly #snapshots: SnapshotFetching | undefined;

  /** `snapshots`: where a refresh that asks for them fetches and keeps option chains and fundamentals. */
  constructor(ports: { clock: Clock; ids: IdSource; store: SymbolStore; snapshots?: SnapshotFetching }) {
    this.#clock = ports.clock;
    this.#ids = ports.ids;
    this.#store = ports.store;
    this.#snapshots = ports.snapshots;
  }

  start(username: string, source: MarketSource, request: RefreshSymbolsRequest, sent: unknown): string {
    const taskId = this.#ids.newId();
    const controller = new AbortController();
    const task: RefreshTask = {
      task_id: taskId,
      task_type: 'refresh',
      status: 'RUNNING',
      params: sentParams(sent),
      username,
      created_at: localTimestamp(this.#clock.now()),
      progress: 0,
      refresh_progress: { done: 0, total: request.symbols.length, symbols: [] },
    };
    this.#runs.set(taskId, { task, controller });
    this.#forgetOld();
    const running = this.#run(task, source, request, controller.signal).finally(() => this.#running.delete(running));
    this.#running.add(running);
    return taskId;
  }

  get(taskId: string, username: string): RefreshTask | undefined {
    const run = this.#runs.get(taskId);
    return run && run.task.username === username ? run.task : undefined;
  }

  cancel(taskId: string, username: string): RefreshTask | undefined {
    const run = this.#runs.get(taskId);
    if (!run || run.task.username !== username) return undefined;
    run.controller.abort();
    return run.task;
  }

  cancelAll(): void {
    for (const run of this.#runs.values()) if (run.task.status === 'RUNNING') run.controller.abort();
  }

  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async #run(
    task: RefreshTask,
    source: MarketSource,
    request: RefreshSymbolsRequest,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      const result: RefreshResult = await refreshSymbols({
        source,
        store: this.#store,
        symbols: request.symbols,
        from: request.from,
        ...(request.snapshots === true && this.#snapshots ? { snapshots: this.#snapshots } : {}),
        signal,
        now: () => new Date(this.#clock.now()),
        onSymbol: (_done, progress: RefreshProgress) => {
          task.refresh_progress = progress;
          task.progress = progress.total === 0 ? 1 : progress.done / progress.total;
        },
      });
      task.result = result;
      task.status = 'SUCCESS';
    } catch (error) {
      task.status = 'FAILED';
      task.error = error instanceof Error ? error.message : String(error);
    } finally {
      delete task.progress;
      delete task.refresh_progress;
    }
  }

  #forgetOld(): void {
    const finished = [...this.#runs.values()].filter((r) => r.task.status !== 'RUNNING');
    for (const run of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED)))
      this.#runs.delete(run.task.task_id);
  }
}

/** The body as the client sent it, kept as the task's params (a parsed body always is an object). */
function sentParams(sent: unknown): Record<string, unknown> {
  return typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? { ...sent } : {};
}
