import type { SubmitResponse, TaskSummary } from '../../contract/index.ts';
import { AnalyticsServiceError } from '../analytics/analytics-error.ts';
import { ServiceError } from '../errors.ts';
import type {
  Account,
  ExecutorEvents,
  ServicePorts,
  StoredTask,
  TaskExecutor,
  TaskKind,
  TaskPatch,
  TaskResult,
} from '../ports.ts';
import { storeUnavailable } from '../store-unavailable.ts';
import { localTimestamp } from '../system-clock.ts';
import type { SubmitRequest } from './submit-guard.ts';
import { earlierAnswer, idempotencyKeyOf, storeWithinQuota } from './submit-guard.ts';

/** What a running task may use: a place to report how far it is, and a signal that says it was cancelled. */
export interface TaskContext {
  /** The fraction done, 0..1. */
  progress(fraction: number): void;
  signal: AbortSignal;
}

/** A submit's answer, and whether it is the task of an earlier submit with the same Idempotency-Key. */
export interface Submitted {
  answer: SubmitResponse;
  replayed: boolean;
}

/** A submit's body: parsed by the endpoint's schema (what the task runs), and as sent (what the task keeps). */
export interface SubmitBody<Params> {
  params: Params;
  sent: unknown;
}

/** What takes a submit: its body, the account, and the request's Idempotency-Key header as sent. */
export interface Submits<Params> {
  submit(body: SubmitBody<Params>, account: Account, idempotencyKey: string | undefined): Promise<Submitted>;
}

/** A later turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A turn in which the requests waiting for the event loop are read first. In Node a timer alone may fire before the
 * loop's next poll for I/O (where they are read), so a timer is followed by an immediate, which runs after that poll;
 * a browser has timers only.
 */
async function afterWaitingRequests(): Promise<void> {
  await nextTurn();
  if (typeof setImmediate === 'function') await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The error text of a task stopped by its owner. */
export const CANCELLED = 'cancelled by its owner before it finished';

/**
 * What one kind of task does: checks a request at submit time, then computes its result off the request. `Params` is
 * the request as the endpoint's schema parsed it: a submit hands it on, so it is parsed once.
 */
export interface TaskWork<Params, Result extends TaskResult> {
  kind: TaskKind;
  /** The mode its tasks are stored with, for a kind that has several (CPM: scan or backtest). */
  mode?: string;
  /** The answer's message, e.g. "Backtest task queued". */
  queued: string;
  /**
   * The params of a stored task (the request as sent, read back from the store: unparsed data) parsed with the
   * endpoint's schema, for a task this runner did not take the submit of: resumed after a restart, or handed over by
   * the queue. Throws the 400 of a request that no longer passes; the task then ends FAILED with its sentence.
   */
  parse(stored: Record<string, unknown>): Params;
  /** Throws the error a request that cannot run is answered with. */
  check(params: Params): Promise<void>;
  /**
   * Whether checking and storing the request take long enough (hundreds of ms for 200,000 CSV rows) that the submit
   * lets other requests in between its steps, so that they are not held up behind all of them at once.
   */
  large?(params: Params): boolean;
  /** Runs the task in the service's own thread: where there is no executor, and for a task that has no `threaded`. */
  run(params: Params, context: TaskContext): Promise<Result>;
  /**
   * Runs the task on the executor's threads. Absent for a task that coordinates work it hands out itself (a sweep's
   * slices go to every thread at once), which then runs in the service's own thread even when there is an executor.
   */
  threaded?(params: Params, executor: TaskExecutor, events: ExecutorEvents): Promise<Result>;
  /** The headline figures a succeeded task keeps beside its result, for the kinds whose list shows them. */
  summarize?(result: Result): TaskSummary;
}

/** A submit's body as sent, kept as its task's params: every submit endpoint's schema takes only a JSON object. */
function sentParams(sent: unknown): Record<string, unknown> {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent))
    throw new TypeError('a submit body that passed its schema is a JSON object');
  return { ...sent };
}

/** The text a FAILED task keeps: the error body's sentence, not the class name. */
function failureText(error: unknown): string {
  if (error instanceof ServiceError) return error.body.detail;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Queues tasks of one kind and runs them off the request: PENDING -> RUNNING -> SUCCESS | FAILED. A FAILED task
 * keeps its params and carries the error text.
 */
export class TaskRunner<Params, Result extends TaskResult> implements Submits<Params> {
  private readonly running = new Set<Promise<void>>();
  /** The parsed params of the tasks this runner took the submit of, until they run: not parsed again from the store. */
  private readonly submitted = new Map<string, Params>();
  private readonly progress = new Map<string, number>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly cancelled = new Set<string>();

  constructor(
    private readonly ports: Pick<ServicePorts, 'tasks' | 'clock' | 'ids' | 'executor' | 'queue' | 'quota'>,
    private readonly work: TaskWork<Params, Result>,
  ) {}

  /**
   * Checks, stores and schedules; the check's error for a request that cannot run, a 409 for an account at its quota,
   * a 503 when the store refuses. A submit with the Idempotency-Key of an earlier one answers with that one's task,
   * and says it replayed it.
   */
  async submit(
    { params, sent }: SubmitBody<Params>,
    account: Account,
    idempotencyKey: string | undefined,
  ): Promise<Submitted> {
    const { mode, kind, queued } = this.work;
    const key = idempotencyKeyOf(idempotencyKey, kind);
    const request: SubmitRequest = { kind, mode, body: sent, queued };
    const earlier =
      key === undefined ? undefined : await earlierAnswer(this.ports.tasks, account.username, key, request);
    if (earlier) return { answer: earlier, replayed: true };
    const large = this.work.large?.(params) ?? false;
    if (large) await afterWaitingRequests();
    await this.work.check(params);
    if (large) await afterWaitingRequests();
    const task: StoredTask = {
      task_id: this.ports.ids.newId(),
      kind: this.work.kind,
      ...(mode !== undefined && { mode }),
      status: 'PENDING',
      params: sentParams(sent),
      username: account.username,
      created_at: localTimestamp(this.ports.clock.now()),
      ...(key !== undefined && { idempotency_key: key }),
    };
    try {
      await storeWithinQuota(this.ports.tasks, this.ports.quota, task, kind);
    } catch (error) {
      // A submit racing with the same key stored its task first (the store refused the key twice, or the quota the
      // winner's task filled refused this one): that is the answer. A store that cannot be read either is the 503 below.
      const winner =
        key === undefined
          ? undefined
          : await earlierAnswer(this.ports.tasks, account.username, key, request).catch((refused: unknown) => {
              if (refused instanceof ServiceError || refused instanceof AnalyticsServiceError) throw refused;
              return undefined;
            });
      if (winner) return { answer: winner, replayed: true };
      // A database away for a moment: the 503 with Retry-After of errorAnswer, in the path's envelope.
      if (error instanceof ServiceError || error instanceof AnalyticsServiceError || storeUnavailable(error))
        throw error;
      const detail = `the task store is unavailable, so the task was not queued: ${(error as Error).message}`;
      if (this.work.kind === 'backtest') throw new ServiceError(503, { detail });
      throw new AnalyticsServiceError(500, detail);
    }
    if (this.ports.queue) await this.enqueue(task);
    else {
      this.submitted.set(task.task_id, params);
      void this.schedule(task.task_id);
    }
    return { answer: { message: this.work.queued, task_id: task.task_id }, replayed: false };
  }

  /** Runs again every task of this kind (and mode) a stopped page or process left PENDING or RUNNING. */
  async resumeUnfinished(): Promise<number> {
    // With a queue a task's job outlives the process that took it: the queue retries it once its lease runs out, on
    // any process, so running the store's unfinished tasks here as well would run them twice.
    if (this.ports.queue) return 0;
    const tasks = (await this.ports.tasks.unfinished()).filter(
      (t) => (t.kind ?? 'backtest') === this.work.kind && t.mode === this.work.mode,
    );
    for (const task of tasks) void this.schedule(task.task_id);
    return tasks.length;
  }

  /** Whether this runner runs a task of this kind and mode. */
  runs(task: Pick<StoredTask, 'kind' | 'mode'>): boolean {
    return (task.kind ?? 'backtest') === this.work.kind && task.mode === this.work.mode;
  }

  /**
   * Runs a task the queue handed to this process, as a submit without a queue does, and resolves once it has ended; it
   * rejects only when the store could not be written (the queue then retries it). A task already finished when read
   * (another process ran it, or its owner cancelled it) is left as it is.
   */
  async runQueued(task: Pick<StoredTask, 'task_id' | 'status'>): Promise<void> {
    if (task.status === 'SUCCESS' || task.status === 'FAILED') return;
    await this.schedule(task.task_id);
  }

  /** How far a task of this runner has got, while it runs and reports it. */
  progressOf(taskId: string): number | undefined {
    return this.progress.get(taskId);
  }

  /**
   * Stops a task this runner has scheduled: it ends FAILED with CANCELLED, and whatever its work still returns is
   * dropped. False when this runner is not running it.
   */
  async cancel(taskId: string): Promise<boolean> {
    const controller = this.controllers.get(taskId);
    if (!controller) return false;
    this.cancelled.add(taskId);
    controller.abort();
    await this.ports.tasks.update(taskId, { status: 'FAILED', error: CANCELLED });
    return true;
  }

  /** The tasks scheduled here that have not ended (waiting for a thread or running): what a stopping host hands back. */
  inFlight(): string[] {
    return [...this.controllers.keys()];
  }

  /** Resolves when every scheduled task has finished (tests and the CLI wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Hands a stored task to the queue; a task the queue refused is marked FAILED, and the submit answers 503. */
  private async enqueue(task: StoredTask): Promise<void> {
    try {
      await this.ports.queue!.enqueue({ task_id: task.task_id, kind: this.work.kind, mode: this.work.mode });
    } catch (error) {
      const detail = `the task queue is unavailable, so the task was not queued: ${(error as Error).message}`;
      await this.ports.tasks.update(task.task_id, { status: 'FAILED', error: detail }).catch(() => undefined);
      if (storeUnavailable(error)) throw error;
      if (this.work.kind === 'backtest') throw new ServiceError(503, { detail });
      throw new AnalyticsServiceError(500, detail);
    }
  }

  /** Starts a task's run; the promise says how it ended (runQueued waits on it, the others do not). */
  private schedule(taskId: string): Promise<void> {
    this.controllers.set(taskId, new AbortController());
    // A macrotask, so the submit answers before the work starts.
    const job = nextTurn().then(() => this.run(taskId));
    this.running.add(job);
    void job
      .finally(() => {
        this.running.delete(job);
        this.controllers.delete(taskId);
        this.progress.delete(taskId);
        this.cancelled.delete(taskId);
        this.submitted.delete(taskId);
      })
      // A store that could not be written leaves the task unfinished, to run again; the caller hears of it.
      .catch(() => undefined);
    return job;
  }

  /** A run's own write. With a queue another process may have ended the task already: then nothing is written. */
  private async write(taskId: string, patch: TaskPatch): Promise<void> {
    const { tasks, queue } = this.ports;
    if (queue && tasks.updateUnfinished) await tasks.updateUnfinished(taskId, patch);
    else await tasks.update(taskId, patch);
  }

  private async run(taskId: string): Promise<void> {
    const { tasks } = this.ports;
    const task = await tasks.get(taskId);
    if (!task || this.cancelled.has(taskId)) return;
    const { executor } = this.ports;
    const signal = this.controllers.get(taskId)!.signal;
    const context: TaskContext = {
      progress: (fraction) => this.progress.set(taskId, Math.min(1, Math.max(0, fraction))),
      signal,
    };
    // With an executor a task may wait for a thread: it is RUNNING from when it gets one, and that write lands
    // before the final status.
    let running: Promise<void> = Promise.resolve();
    const markRunning = () => {
      running = this.cancelled.has(taskId) ? Promise.resolve() : this.write(taskId, { status: 'RUNNING' });
      // Awaited below once the work ends; until then a failed write must not be an unhandled rejection (it ended
      // the process when PostgreSQL restarted).
      void running.catch(() => undefined);
      return running;
    };
    try {
      const params = this.submitted.get(taskId) ?? this.work.parse(task.params);
      let result: Result;
      if (executor && this.work.threaded) {
        const events = { started: markRunning, progress: context.progress, signal };
        result = await this.work.threaded(params, executor, events);
      } else {
        await markRunning();
        result = await this.work.run(params, context);
      }
      await running;
      if (this.cancelled.has(taskId)) return;
      const summary = this.work.summarize?.(result);
      await this.write(taskId, { status: 'SUCCESS', result, ...(summary && { summary }) });
    } catch (error) {
      await running.catch(() => undefined);
      if (this.cancelled.has(taskId)) return;
      // With a queue, a store away for a moment leaves the task unfinished: the queue runs it again (runQueued).
      if (this.ports.queue && storeUnavailable(error)) throw error;
      await this.write(taskId, { status: 'FAILED', error: failureText(error) });
    }
  }
}
