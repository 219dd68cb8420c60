import type { SweepSliceCell, SweepSlices } from '../service/ports.ts';
import type { FromSweepWorker, ToSweepWorker } from './sweep-protocol.ts';

/** Workers left idle this long are stopped: the next sweep starts fresh ones that see newly kept data files. */
const IDLE_MS = 15_000;

interface Lane {
  worker: Worker;
  busy: boolean;
}

/**
 * The browser's sweep workers: one per core (navigator.hardwareConcurrency, at least 1), started on the first slice
 * and kept while slices keep coming, so each loads a symbol's bars once per sweep. A cancelled slice's worker is
 * stopped at once rather than left to finish.
 */
export class SweepWorkerPool implements SweepSlices {
  readonly threads: number;
  private readonly lanes: Lane[] = [];
  private nextId = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly start: () => Worker,
    threads = globalThis.navigator?.hardwareConcurrency,
  ) {
    this.threads = Math.max(1, Math.floor(threads || 1));
  }

  run(
    slice: ToSweepWorker['slice'],
    events: { done?(count: number): void; signal?: AbortSignal },
  ): Promise<SweepSliceCell[]> {
    clearTimeout(this.idleTimer);
    const lane = this.freeLane();
    lane.busy = true;
    const id = ++this.nextId;
    return new Promise<SweepSliceCell[]>((resolve, reject) => {
      const finish = () => {
        lane.worker.removeEventListener('message', onMessage);
        lane.worker.removeEventListener('error', onError);
        events.signal?.removeEventListener('abort', onAbort);
        lane.busy = false;
        this.idleLater();
      };
      const onMessage = (event: MessageEvent<FromSweepWorker>) => {
        const message = event.data;
        if (message.id !== id) return;
        if ('done' in message) events.done?.(message.done);
        else {
          finish();
          if ('cells' in message) resolve(message.cells);
          else reject(new Error(message.error));
        }
      };
      const onError = (event: ErrorEvent) => {
        this.drop(lane);
        finish();
        reject(new Error(`a sweep worker stopped: ${event.message}`));
      };
      const onAbort = () => {
        this.drop(lane);
        finish();
        reject(new Error('cancelled'));
      };
      lane.worker.addEventListener('message', onMessage);
      lane.worker.addEventListener('error', onError);
      events.signal?.addEventListener('abort', onAbort);
      lane.worker.postMessage({ id, slice } satisfies ToSweepWorker);
    });
  }

  private freeLane(): Lane {
    const free = this.lanes.find((l) => !l.busy);
    if (free) return free;
    const lane = { worker: this.start(), busy: false };
    this.lanes.push(lane);
    return lane;
  }

  private drop(lane: Lane): void {
    lane.worker.terminate();
    this.lanes.splice(this.lanes.indexOf(lane), 1);
  }

  private idleLater(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.lanes.some((l) => l.busy)) return;
      for (const lane of this.lanes.splice(0)) lane.worker.terminate();
    }, IDLE_MS);
  }
}
