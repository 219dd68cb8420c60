import type { Job, JobKind, JobResult } from '../src/service/ports.ts';

/** What a task worker thread starts with. */
export interface TaskWorkerData {
  /** The server's data folder; its files win over the bundled samples. */
  dataDir?: string;
}

/** The pool asks a worker to run one task; `today` is the date strategy defaults resolve against. */
export interface RunTask {
  id: number;
  job: Job<JobKind>;
  today: string;
}

/** The pool asks a worker to stop the task it runs (cancelled): the task stops at its next check, if it has any. */
export interface CancelTask {
  id: number;
  cancel: true;
}

export type ToWorker = RunTask | CancelTask;

/**
 * A worker's answer: ready once loaded, then for each task it was sent, any number of `progress` reports (0..1) and
 * a result or an error text.
 */
export type ToPool =
  | { ready: true }
  | { id: number; progress: number }
  | { id: number; result: JobResult }
  | { id: number; error: string };
