import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import { ensureQueue } from '../postgres/pg-task-queue.ts';
import type { NightlyJob } from './nightly-job.ts';
import type { NightlyTimers } from './nightly-timers.ts';
import type { DailyTime } from './schedule-time.ts';
import { previousRun } from './schedule-time.ts';

/** The pg-boss queue the schedule sends each night's job to. */
export const NIGHTLY_QUEUE = 'nightly-refresh';

/**
 * How far this server's clock may be behind the one that sent the job: the night a job is for is the newest scheduled
 * instant up to this much after the moment it is taken.
 */
const CLOCK_SLACK_MS = 5 * 60_000;

export interface PgNightlyOptions {
  connectionString: string;
  time: DailyTime;
  timers: NightlyTimers;
  log: Logger;
  /** How often an idle server asks for the night's job (pg-boss polls). */
  pollingIntervalSeconds?: number;
}

/** The cron expression of a daily time (minute hour, every day), read in the schedule's zone. */
export function dailyCron(time: DailyTime): string {
  return `${time.minute} ${time.hour} * * *`;
}

/**
 * The PostgreSQL mode's trigger: pg-boss's schedule sends one job a night (its cron pass is claimed by one server at
 * a time), every server works the queue, and the one that takes the job runs the night through `job.runDue`, whose
 * claim in the shared record stops a second run of the same night (a job retried after its lease ran out). Every
 * server writes the same schedule at start (an upsert); give them the same `--nightly`.
 */
export async function startPgNightly(job: NightlyJob, options: PgNightlyOptions): Promise<{ stop(): Promise<void> }> {
  const { time, timers, log } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'backtest-studio-nightly',
    max: 2,
  });
  boss.on('error', (error: Error) => log('error', 'nightly schedule error', { message: error.message }));
  await boss.start();
  try {
    // A night's run may take hours (hundreds of symbols at a source's polite pace); it is not retried.
    await ensureQueue(boss, NIGHTLY_QUEUE, { name: NIGHTLY_QUEUE, expireInSeconds: 12 * 3600, retryLimit: 0 });
    await boss.schedule(NIGHTLY_QUEUE, dailyCron(time), {}, { tz: time.zone });
    await boss.work(NIGHTLY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
      await job.runDue(previousRun(timers.now() + CLOCK_SLACK_MS, time));
    });
  } catch (error) {
    await boss.stop({ graceful: false, close: true });
    throw error;
  }
  return { stop: () => boss.stop({ graceful: false, close: true }) };
}
