import type { JobResult, TaskJob } from '../src/service/ports.ts';

/** What a task worker thread starts with. */
export interface TaskWorkerData {
  /** The server's data folder; its files win over the bundled samples. */
  dataDir?: string;
}

/** The pool asks a worker to run one task; `today` is the date strategy defaults resolve against. */
export interface ToWorker {
  id: number;
  job: TaskJob;
  today: string;
}

/** A worker's answer: ready once loaded, then a result or an error text for each task it was sent. */
export type ToPool = { ready: true } | { id: number; result: JobResult } | { id: number; error: string };
