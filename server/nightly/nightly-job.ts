import type { Logger } from '../logger.ts';
import type { NightlyTimers } from './nightly-timers.ts';
import type { RefreshRecord } from './refresh-record.ts';
import type { UniverseRefreshed } from './refresh-universes.ts';
import type { DailyTime } from './schedule-time.ts';
import { nextRun, previousRun } from './schedule-time.ts';

/** What one night's run did: handed to the `afterRefresh` hook and logged. */
export interface NightlySummary {
  /** The scheduled instant this run is for (ISO 8601 UTC). */
  scheduled_for: string;
  started_at: string;
  /** When the refreshes ended (the hook runs after). */
  refreshed_at: string;
  universes: UniverseRefreshed[];
  /** Why the run stopped short (no source, the server stopping). */
  error?: string;
}

/** Runs after each night's refreshes: the scanner's picks and the screens are recomputed here. */
export type AfterRefresh = (summary: NightlySummary) => Promise<void>;

export interface NightlyJobOptions {
  time: DailyTime;
  record: RefreshRecord;
  /** Refreshes every universe; stops between universes once `signal` is aborted. */
  refresh: (signal: AbortSignal) => Promise<UniverseRefreshed[]>;
  afterRefresh?: AfterRefresh;
  timers: NightlyTimers;
  log: Logger;
}

const iso = (ms: number) => new Date(ms).toISOString();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The nightly refresh of one server: a night's run happens once, on whichever server claims it in the record first
 * (`runDue`); at start a night missed while no server ran is run (`catchUp`); what triggers the nights is a timer in
 * this process (SQLite, `startTimer`) or pg-boss's schedule (PostgreSQL, pg-nightly.ts).
 */
export class NightlyJob {
  readonly #options: NightlyJobOptions;
  readonly #stopping = new AbortController();
  #running: Promise<unknown> = Promise.resolve();
  #cancelTimer?: () => void;

  constructor(options: NightlyJobOptions) {
    this.#options = options;
  }

  /** The run scheduled at `scheduled`, unless a run started at or after it: whether this call ran it. */
  runDue(scheduled: number): Promise<boolean> {
    // One run at a time in a process: a second call waits, then finds the night claimed.
    const run = this.#running.then(() => this.#runDue(scheduled));
    this.#running = run.catch(() => undefined);
    return run;
  }

  /**
   * At start: keeps the schedule from now on if this database never had one, then runs the newest scheduled night if
   * no run started at or after it (a server was down at the time).
   */
  async catchUp(): Promise<boolean> {
    const { timers, time, record } = this.#options;
    await record.open(iso(timers.now()));
    return this.runDue(previousRun(timers.now(), time));
  }

  /** Sets a timer for each night's instant in turn (the SQLite mode's trigger). */
  startTimer(): void {
    const { timers, time, log } = this.#options;
    if (this.#stopping.signal.aborted) return;
    const at = nextRun(timers.now(), time);
    this.#cancelTimer = timers.after(at - timers.now(), () => {
      void this.runDue(at)
        .catch((error: unknown) => log('error', 'nightly refresh failed', { message: messageOf(error) }))
        .finally(() => this.startTimer());
    });
  }

  /** No new night starts; a run under way stops after its current universe (the host cancels that refresh). */
  stop(): Promise<void> {
    this.#stopping.abort();
    this.#cancelTimer?.();
    return this.#running.then(() => undefined);
  }

  async #runDue(scheduled: number): Promise<boolean> {
    const { timers, record, refresh, afterRefresh, log } = this.#options;
    if (this.#stopping.signal.aborted) return false;
    const startedAt = iso(timers.now());
    if (!(await record.claim(iso(scheduled), startedAt))) return false;
    log('info', 'nightly refresh started', { scheduled_for: iso(scheduled) });
    let universes: UniverseRefreshed[] = [];
    let error: string | undefined;
    try {
      universes = await refresh(this.#stopping.signal);
      if (this.#stopping.signal.aborted) error = 'the server stopped during the run';
    } catch (failure) {
      error = messageOf(failure);
    }
    const summary: NightlySummary = {
      scheduled_for: iso(scheduled),
      started_at: startedAt,
      refreshed_at: iso(timers.now()),
      universes,
      ...(error !== undefined && { error }),
    };
    if (afterRefresh) {
      try {
        await afterRefresh(summary);
      } catch (failure) {
        log('error', 'the step after the nightly refresh failed', { message: messageOf(failure) });
      }
    } else log('info', 'nothing is set to run after the nightly refresh');
    await record.finish(iso(timers.now()), describeRun(summary));
    log(error === undefined ? 'info' : 'warn', 'nightly refresh ended', { ...summary });
    return true;
  }
}

/** One line for the record: universes, symbols, failures, or why the run stopped short. */
export function describeRun(summary: NightlySummary): string {
  const symbols = summary.universes.reduce((sum, u) => sum + u.symbols, 0);
  const failed = summary.universes.reduce((sum, u) => sum + u.failed, 0);
  const done = `${summary.universes.length} universe(s), ${symbols} symbol(s), ${failed} failed`;
  return summary.error === undefined ? done : `${done}; ${summary.error}`;
}
