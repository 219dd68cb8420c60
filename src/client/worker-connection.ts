import type { WorkerRequestBody, WorkerResponse } from '../worker/protocol.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** Requests to the in-browser service worker, matched to their answers by id. */
export class WorkerConnection {
  private next = 0;
  private readonly pending = new Map<number, (answer: Answer) => void>();

  constructor(private readonly worker: Worker) {
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const { id, status, json } = event.data;
      const resolve = this.pending.get(id);
      this.pending.delete(id);
      resolve?.({ status, body: json === null ? null : JSON.parse(json) });
    });
    worker.addEventListener('error', (event) => {
      // A worker that fails to start answers nothing: fail every waiting request with the reason.
      for (const resolve of this.pending.values())
        resolve({ status: 500, body: { detail: `the in-browser service stopped: ${event.message}` } });
      this.pending.clear();
    });
  }

  send(request: WorkerRequestBody): Promise<Answer> {
    const id = ++this.next;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...request, id });
    });
  }
}

export function startBacktestWorker(): WorkerConnection {
  return new WorkerConnection(new Worker(new URL('../worker/backtest.worker.ts', import.meta.url), { type: 'module' }));
}
