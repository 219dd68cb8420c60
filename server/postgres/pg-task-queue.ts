import { PgBoss } from 'pg-boss';
import type { Job, Queue } from 'pg-boss';
import { z } from 'zod';
import type { TaskQueue } from '../../src/service/ports.ts';
import { storeUnavailable } from '../../src/service/store-unavailable.ts';
import type { Logger } from '../logger.ts';
import { readRow, readRows } from '../rows.ts';
import { HeadRowSchema } from '../task-rows.ts';
import { OutageLog } from './outage-log.ts';

/** pg-boss queue names: task runs, and the runs that no process finished after every retry. */
const RUNS = 'task-runs';
const ABANDONED = 'task-runs-abandoned';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PENDING tasks stored a while ago that have no job: a process stored them and stopped before it sent their job (a
 * submit is two writes). pg-boss's own schema is `pgboss`.
 */
const ORPHANS = `
  SELECT task_id, kind, mode FROM tasks t
  WHERE status = 'PENDING' AND stored_at < now() - $1 * interval '1 second'
    AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = '${RUNS}' AND j.data->>'task_id' = t.task_id)
  ORDER BY seq LIMIT 1000`;

/** A run's job data, as sent (enqueue); read back from pg-boss's table, so parsed where it is used. */
const RunJobSchema = z.object({ task_id: z.string(), kind: HeadRowSchema.shape.kind, mode: z.string().optional() });
type RunJob = z.infer<typeof RunJobSchema>;

/** A row of ORPHANS. */
const OrphanRowSchema = HeadRowSchema.pick({ task_id: true, kind: true, mode: true });

/** The waits between tries to record a job's end while the database is away: doubling from the first to the most. */
const RECORD_FIRST_WAIT_MS = 250;
const RECORD_MAX_WAIT_MS = 2000;

const errorOf = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export interface PgTaskQueueOptions {
  connectionString: string;
  /**
   * How long a process may hold a task's job before it counts as gone and the job is retried elsewhere (its lease).
   * Longer than a task may run (the worker pool's time limit), or a slow task would run twice.
   */
  leaseSeconds: number;
  /** Runs after the first, when a process took the job and did not finish it (it stopped, or its lease ran out). */
  retries?: number;
  /** How often an idle process asks for jobs; a submit to the same process starts at once. */
  pollMs?: number;
  log: Logger;
}

export interface QueueHandlers {
  /** Runs a stored task to its end (SUCCESS or FAILED in the store); rejects only when the store cannot be reached. */
  run(taskId: string): Promise<void>;
  /** A task whose every run was abandoned: it is marked FAILED so its owner is not left waiting. */
  abandoned(taskId: string, attempts: number): Promise<void>;
}

/**
 * Task runs through pg-boss on the shared database: a submit stores its task, then sends a job with the task's id;
 * every server takes jobs while it has an idle worker thread. A job is a lease of `leaseSeconds`: when the process
 * holding it dies, pg-boss's maintenance (run by one of the servers) fails the job once the lease has run out, and it
 * is retried on whichever process asks next. The store's conditional write (updateUnfinished) makes a second run of
 * the same task harmless.
 */
export class PgTaskQueue implements TaskQueue {
  private active = 0;
  private concurrency = 0;
  private handlers?: QueueHandlers;
  private fetching = false;
  private stopping = false;
  private timer?: NodeJS.Timeout;
  private recoveryTimer?: NodeJS.Timeout;
  private readonly running = new Set<Promise<void>>();
  /** The ids of the jobs this process holds. */
  private readonly held = new Set<string>();
  /** Polled every `pollMs` while the database may be away: one line an outage, not four a second. */
  private readonly readLog: OutageLog;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgTaskQueueOptions,
  ) {
    this.readLog = new OutageLog(options.log, 'the queue could not be read', 'the queue can be read again');
  }

  /** Connects, creates pg-boss's schema and the queues when missing. */
  static async open(options: PgTaskQueueOptions): Promise<PgTaskQueue> {
    const lease = options.leaseSeconds;
    if (!Number.isInteger(lease) || lease < 1 || lease >= 24 * 3600)
      throw new Error('the queue lease must be a whole number of seconds from 1 to under 24 hours');
    const noticeSeconds = Math.max(1, Math.min(60, Math.floor(lease / 2)));
    const boss = new PgBoss({
      connectionString: options.connectionString,
      application_name: 'backtest-studio-queue',
      max: 4,
      schedule: false,
      // A job whose lease ran out is noticed within this time (one server does it for all): pg-boss expires jobs in
      // its monitor pass, which its supervise timer starts.
      superviseIntervalSeconds: noticeSeconds,
      monitorIntervalSeconds: noticeSeconds,
    });
    boss.on('error', (error: Error) => options.log('error', 'queue error', { message: error.message }));
    await boss.start();
    await ensureQueue(boss, ABANDONED, { name: ABANDONED });
    await ensureQueue(boss, RUNS, {
      name: RUNS,
      expireInSeconds: lease,
      retryLimit: options.retries ?? 3,
      retryDelay: 1,
      deadLetter: ABANDONED,
    });
    return new PgTaskQueue(boss, options);
  }

  async enqueue(task: RunJob): Promise<void> {
    const data: RunJob = {
      task_id: task.task_id,
      kind: task.kind,
      ...(task.mode !== undefined && { mode: task.mode }),
    };
    await this.boss.send(RUNS, data, {
      // The task's id where it can be one (a UUID): a second send of the same task is then a no-op.
      ...(UUID.test(task.task_id) && { id: task.task_id }),
      expireInSeconds: this.options.leaseSeconds,
      retryLimit: this.options.retries ?? 3,
      retryDelay: 1,
      deadLetter: ABANDONED,
    });
    // This process may have a thread free: no need to wait for the next poll.
    this.fetch();
  }

  /** Takes jobs from now on, at most `concurrency` at a time (this process's worker threads). */
  async work(concurrency: number, handlers: QueueHandlers): Promise<void> {
    this.concurrency = concurrency;
    this.handlers = handlers;
    await this.boss.work<RunJob>(ABANDONED, { pollingIntervalSeconds: 5 }, async ([job]: Job<RunJob>[]) => {
      await handlers.abandoned(readRow(RunJobSchema, job.data).task_id, (this.options.retries ?? 3) + 1);
    });
    this.timer = setInterval(() => this.fetch(), this.options.pollMs ?? 250);
    this.timer.unref();
    this.fetch();
    const recoverEvery = this.recoverAfterSeconds();
    this.recoveryTimer = setInterval(() => void this.recoverOrphans(recoverEvery), recoverEvery * 1000);
    this.recoveryTimer.unref();
  }

  /** Within a lease, and at most half a minute: the wait of a task whose submit was cut short. */
  private recoverAfterSeconds(): number {
    return Math.max(1, Math.min(30, this.options.leaseSeconds));
  }

  /** Sends the jobs of PENDING tasks that never got one; a task's id as its job's id makes racing sends harmless. */
  private async recoverOrphans(olderThanSeconds: number): Promise<void> {
    if (this.stopping) return;
    try {
      const { rows } = await this.boss.getDb().executeSql(ORPHANS, [olderThanSeconds]);
      for (const row of readRows(OrphanRowSchema, rows)) {
        await this.enqueue({ task_id: row.task_id, kind: row.kind, ...(row.mode !== null && { mode: row.mode }) });
        this.options.log('warn', 'a stored task had no job: queued it', { task_id: row.task_id });
      }
    } catch (error) {
      this.options.log('error', 'the queue could not look for tasks without a job', {
        message: errorOf(error).message,
      });
    }
  }

  /**
   * Stops taking jobs, waits up to `graceMs` for those held, then gives the rest back (they are retried on another
   * process, or here at the next start) and disconnects. A process that dies gives nothing back: its leases run out.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearInterval(this.recoveryTimer);
    const done = Promise.all([...this.running]).then(() => undefined);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    for (const id of this.held)
      await this.boss.fail(RUNS, id, { message: 'the server stopped' }).catch(() => undefined);
    await this.boss.stop({ graceful: false, close: true });
  }

  /**
   * Asks for as many jobs as there are idle threads, and starts them; one ask at a time. Not pg-boss's `work()`: its
   * loop waits out the polling interval (half a second at least) after each job, which held a thread to two short
   * backtests a second; here a thread that frees asks again at once.
   */
  private fetch(): void {
    if (this.fetching || this.stopping || !this.handlers || this.active >= this.concurrency) return;
    this.fetching = true;
    void (async () => {
      try {
        while (!this.stopping && this.active < this.concurrency) {
          const jobs = await this.boss.fetch<RunJob>(RUNS, { batchSize: this.concurrency - this.active });
          this.readLog.succeeded();
          if (jobs.length === 0) break;
          for (const job of jobs) this.start(job);
        }
      } catch (error) {
        this.readLog.failed(errorOf(error).message);
      } finally {
        this.fetching = false;
      }
    })();
  }

  private start(job: Job<RunJob>): void {
    this.active++;
    this.held.add(job.id);
    const run = (async () => {
      let failure: Error | undefined;
      try {
        await this.handlers!.run(readRow(RunJobSchema, job.data).task_id);
      } catch (error) {
        failure = errorOf(error);
      }
      // The thread is free once the task has ended: the next job is asked for while this one is marked done.
      this.active--;
      this.fetch();
      if (!failure) {
        await this.record(() => this.boss.complete(RUNS, job.id)).catch((error: Error) => this.unrecorded(job, error));
        return;
      }
      // The task could not be run to its end here (the store was unreachable): it goes back for a retry.
      this.options.log('error', 'a queued task failed to run', { task_id: job.data.task_id, message: failure.message });
      await this.record(() => this.boss.fail(RUNS, job.id, { message: failure.message })).catch((error: Error) =>
        this.unrecorded(job, error),
      );
    })();
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      this.held.delete(job.id);
    });
  }

  /**
   * Records a job's end, again and again while the database is away (restarting), up to the lease: a failed run
   * recorded is retried within a second or two of the database's return instead of once its lease has run out.
   */
  private async record(write: () => Promise<unknown>): Promise<void> {
    const giveUpAt = Date.now() + this.options.leaseSeconds * 1000;
    for (let wait = RECORD_FIRST_WAIT_MS; ; wait = Math.min(wait * 2, RECORD_MAX_WAIT_MS)) {
      try {
        await write();
        return;
      } catch (error) {
        if (!storeUnavailable(error) || this.stopping || Date.now() + wait > giveUpAt) throw errorOf(error);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** A job whose end could not be recorded runs again once its lease runs out, and finds its task finished. */
  private unrecorded(job: Job<RunJob>, error: Error): void {
    this.options.log('warn', 'the queue could not record a job', { task_id: job.data.task_id, message: error.message });
  }
}

/** Creates a queue unless it exists; two servers starting at once may race, and the loser finds it made. */
export async function ensureQueue(boss: PgBoss, name: string, options: Queue): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}
