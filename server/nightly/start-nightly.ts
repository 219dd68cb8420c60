import type { MarketDataPorts } from '../../src/service/data/market-source-port.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage.ts';
import type { AfterRefresh } from './nightly-job.ts';
import { NightlyJob } from './nightly-job.ts';
import type { NightlyTimers } from './nightly-timers.ts';
import { systemTimers } from './nightly-timers.ts';
import { startPgNightly } from './pg-nightly.ts';
import { refreshUniverses } from './refresh-universes.ts';
import type { DailyTime } from './schedule-time.ts';
import { nextRun } from './schedule-time.ts';

export interface NightlyStart {
  time: DailyTime;
  storage: Storage;
  /** The PostgreSQL URL (pg-boss connects with it); absent in the SQLite mode. */
  postgresUrl?: string;
  market: MarketDataPorts;
  afterRefresh?: AfterRefresh;
  timers?: NightlyTimers;
  log: Logger;
}

export interface RunningNightly {
  /** Settles once the start's catch-up is over: true when it ran a missed night. */
  caughtUp: Promise<boolean>;
  /** No new night starts; resolves once a run under way has stopped (the host cancels its refreshes). */
  stop(): Promise<void>;
}

/** Starts the nightly refresh of every universe: the trigger of the storage's mode, then the catch-up of a missed night. */
export async function startNightly(options: NightlyStart): Promise<RunningNightly> {
  const { time, storage, market, log } = options;
  const timers = options.timers ?? systemTimers;
  const job = new NightlyJob({
    time,
    record: storage.refreshRecord,
    refresh: (signal) => refreshUniverses(market, signal),
    afterRefresh: options.afterRefresh,
    timers,
    log,
  });
  const pg =
    options.postgresUrl === undefined
      ? undefined
      : await startPgNightly(job, { connectionString: options.postgresUrl, time, timers, log });
  if (!pg) job.startTimer();
  log('info', 'nightly refresh scheduled', {
    at: `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`,
    zone: time.zone,
    next: new Date(nextRun(timers.now(), time)).toISOString(),
    trigger: pg ? 'pg-boss schedule' : 'timer',
  });
  const caughtUp = job.catchUp().catch((error: unknown) => {
    log('error', 'the missed nightly refresh could not run', { message: (error as Error).message });
    return false;
  });
  return {
    caughtUp,
    stop: async () => {
      await job.stop();
      await pg?.stop();
    },
  };
}
