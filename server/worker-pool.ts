import { Worker } from 'node:worker_threads';
import type { Clock, Job, JobKind, JobResults, TaskExecutor } from '../src/service/ports.ts';
import type { JobResultSchemas } from '../src/service/tasks/job-result-schemas.ts';
import { JOB_RESULT_SCHEMAS } from '../src/service/tasks/job-result-schemas.ts';
import { isoDate, systemClock } from '../src/service/system-clock.ts';
import type { Logger } from './logger.ts';
import { rememberCompressed } from './result-compression.ts';
import { silentLogger } from './logger.ts';
import type { TaskWorkerData, ToPool, ToWorker } from './worker-protocol.ts';
import { ToPoolSchema } from './worker-protocol.ts';

const BOOT = new URL('./task-worker-boot.mjs', import.meta.url);
export const TASK_WORKER = new URL('./task-worker.ts', import.meta.url);

/** After this many workers in a row die before they are ready, the queued tasks fail instead of waiting. */
const START_FAILURES_BEFORE_GIVING_UP = 3;

export interface WorkerPoolOptions {
  /** How many tasks run at once, each in its own thread. */
  size: number;
  /** The data folder the workers read (with the bundled samples). */
  dataDir?: string;
  /** Where fetched series are kept; the threads read them from there. */
  storeDir?: string;
  /** A task that runs longer fails and its thread is replaced. */
  taskTimeoutMs?: number;
  clock?: Clock;
  log?: Logger;
  /** The worker module (tests put a stand-in here). */
  entry?: URL;
  /** What a thread's answer to each kind of job is parsed with (a stand-in worker answers its own shapes). */
  results?: JobResultSchemas;
}

/** What a caller may hear about its task besides the answer. */
export interface RunEvents {
  /** The task left the queue for a thread (a runner can mark it RUNNING only now). */
  started?(): void;
  /** The fraction done (0..1), as the thread reports it (the kinds that do: a scanner backtest). */
  progress?(fraction: number): void;
  /**
   * Aborted when the task is cancelled: a queued task leaves the queue (it fails with "cancelled"), a running one is
   * told to stop at its next check, and the thread is free for the next task once it answers.
   */
  signal?: AbortSignal;
}

interface Pending {
  id: number;
  job: Job<JobKind>;
  events?: RunEvents;
  /** Takes a thread's answer as it came (unparsed), with its stored form when the thread made it. */
  resolve(result: unknown, stored?: Uint8Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Pending;
  timer?: NodeJS.Timeout;
  /** Why the thread is going away, when the pool itself stops it. */
  ending?: string;
}

/**
 * A fixed number of worker threads running task work (TaskExecutor) off the request thread. Tasks queue while every
 * thread is busy. A thread that dies (an uncaught error, running out of memory, the time limit) fails the task it was
 * running with a message that says so, and a fresh thread takes its place.
 */
export class WorkerPool implements TaskExecutor {
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private startFailures = 0;
  private closed = false;
  private readonly clock: Clock;
  private readonly log: Logger;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error('a worker pool needs at least 1 thread');
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? silentLogger;
    for (let i = 0; i < options.size; i++) this.spawn();
  }

  run<K extends JobKind>(job: Job<K>, events?: RunEvents): Promise<JobResults[K]> {
    // After close the answer never comes: the task stays RUNNING in the store and runs again at the next start-up.
    if (this.closed) return new Promise(() => {});
    if (this.slots.size < this.options.size) this.refill();
    const signal = events?.signal;
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    return new Promise<JobResults[K]>((resolve, reject) => {
      // A thread answers with plain data from another thread: read as the result of this job's kind.
      const schema = (this.options.results ?? JOB_RESULT_SCHEMAS)[job.kind];
      const answer = (result: unknown, stored?: Uint8Array) => {
        const read = schema.safeParse(result);
        if (read.success) {
          if (stored && typeof read.data === 'object' && read.data !== null) rememberCompressed(read.data, stored);
          return resolve(read.data);
        }
        const issue = read.error.issues[0];
        reject(
          new Error(
            `the worker thread's answer is not a ${job.kind} result (${issue?.path.join('.')}: ${issue?.message})`,
          ),
        );
      };
      const task: Pending = { id: ++this.nextId, job, events, resolve: answer, reject };
      if (signal) {
        const onAbort = () => this.cancel(task);
        signal.addEventListener('abort', onAbort, { once: true });
        task.resolve = (result, stored) => (signal.removeEventListener('abort', onAbort), answer(result, stored));
        task.reject = (error) => (signal.removeEventListener('abort', onAbort), reject(error));
      }
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Threads, those running a task, and tasks waiting for one. */
  stats(): { threads: number; busy: number; queued: number } {
    const busy = [...this.slots].filter((s) => s.task).length;
    return { threads: this.slots.size, busy, queued: this.queue.length };
  }

  /** Stops every thread. Tasks running or queued are left unanswered (see run). */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    const stopping = [...this.slots].map((slot) => {
      clearTimeout(slot.timer);
      slot.ending = 'the server stopped';
      return slot.worker.terminate();
    });
    this.slots.clear();
    await Promise.all(stopping);
  }

  /** A cancelled task: out of the queue if it waits, else its thread is asked to stop it. */
  private cancel(task: Pending): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      task.reject(new Error('cancelled'));
      return;
    }
    for (const slot of this.slots)
      if (slot.task === task) slot.worker.postMessage({ id: task.id, cancel: true } satisfies ToWorker);
  }

  private spawn(): void {
    const data: TaskWorkerData & { entry: string } = {
      entry: (this.options.entry ?? TASK_WORKER).href,
      dataDir: this.options.dataDir,
      storeDir: this.options.storeDir,
    };
    // execArgv: [] so a thread does not inherit the parent's loaders: the boot file registers its own.
    const worker = new Worker(BOOT, { workerData: data, execArgv: [] });
    const slot: Slot = { worker, ready: false };
    let failure: string | undefined;
    worker.on('message', (message: unknown) => {
      // Closed: an answer a thread sent while it was being stopped is dropped, so its task stays as the stop left it
      // (handed back), rather than ending after the stop said it did not.
      if (this.closed) return;
      const read = ToPoolSchema.safeParse(message);
      if (read.success) this.answer(slot, read.data);
      else this.log('error', 'a task worker sent a message the pool does not read', { error: read.error.message });
    });
    worker.on('error', (error) => (failure = error.message));
    worker.on('exit', (code) => this.exited(slot, slot.ending ?? failure ?? `it exited with code ${code}`));
    this.slots.add(slot);
  }

  private refill(): void {
    while (!this.closed && this.slots.size < this.options.size) this.spawn();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      const { taskTimeoutMs } = this.options;
      if (taskTimeoutMs !== undefined)
        slot.timer = setTimeout(() => {
          slot.ending = `the task took longer than the limit of ${Math.round(taskTimeoutMs / 1000)} s`;
          void slot.worker.terminate();
        }, taskTimeoutMs);
      const message: ToWorker = { id: task.id, job: task.job, today: isoDate(this.clock.now()) };
      slot.worker.postMessage(message);
      task.events?.started?.();
    }
  }

  private answer(slot: Slot, message: ToPool): void {
    if ('ready' in message) {
      slot.ready = true;
      this.startFailures = 0;
    } else if ('progress' in message) {
      if (slot.task?.id === message.id) slot.task.events?.progress?.(message.progress);
      return;
    } else if (slot.task && slot.task.id === message.id) {
      const { task } = slot;
      clearTimeout(slot.timer);
      slot.task = undefined;
      if ('error' in message) task.reject(new Error(message.error));
      else task.resolve(message.result, message.stored);
    }
    this.dispatch();
  }

  private exited(slot: Slot, reason: string): void {
    clearTimeout(slot.timer);
    if (!this.slots.delete(slot)) return; // closed: nothing to answer or replace
    const { task } = slot;
    if (task) {
      this.log('error', 'task worker stopped', { reason, kind: task.job.kind });
      task.reject(new Error(`the worker thread running this task stopped: ${reason}`));
    } else this.log('warn', 'task worker stopped', { reason, ready: slot.ready });
    if (!slot.ready && ++this.startFailures >= START_FAILURES_BEFORE_GIVING_UP) {
      // Threads cannot start (e.g. a broken install): fail what waits rather than respawning forever.
      for (const waiting of this.queue.splice(0))
        waiting.reject(new Error(`no worker thread could start to run this task: ${reason}`));
      this.startFailures = 0;
      return; // the next task submitted tries again (run refills the pool)
    }
    this.refill();
    this.dispatch();
  }
}
