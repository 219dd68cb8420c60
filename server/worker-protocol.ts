import { z } from 'zod';
import type { Job, JobKind } from '../src/service/ports.ts';

/** What a task worker thread starts with (read there with this schema: it crosses from another thread). */
export const TaskWorkerDataSchema = z.object({
  /** The server's data folder; its files win over the bundled samples. */
  dataDir: z.string().optional(),
  /** Where fetched series are kept (`<storeDir>/fetched/`); they win over the data folder. */
  storeDir: z.string().optional(),
});
export type TaskWorkerData = z.infer<typeof TaskWorkerDataSchema>;

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
 * a result or an error text. It arrives from another thread, so the pool parses it: the envelope here, the result by
 * its job's kind (JOB_RESULT_SCHEMAS).
 */
export const ToPoolSchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({ id: z.number(), progress: z.number() }),
  // Before the result: a result's schema (unknown) takes any object with an id.
  z.object({ id: z.number(), error: z.string() }),
  // `stored`: the result as the store keeps it, compressed on the thread (server/stored-result.ts).
  z.object({ id: z.number(), result: z.unknown(), stored: z.instanceof(Uint8Array).optional() }),
]);
export type ToPool = z.infer<typeof ToPoolSchema>;
