import type { Clock, TaskStore } from '../../src/service/ports.ts';
import { localTimestamp } from '../../src/service/system-clock.ts';
import type { Logger } from '../logger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The created_at before which a finished task has been kept longer than `days`, in created_at's own format. */
export function retentionCutoff(nowMs: number, days: number): string {
  return localTimestamp(nowMs - days * DAY_MS);
}

/** Deletes the finished tasks created more than `days` ago; says how many went. */
export function pruneExpired(tasks: TaskStore, days: number, clock: Clock): Promise<number> {
  return tasks.pruneFinished(retentionCutoff(clock.now(), days));
}

export interface RetentionOptions {
  tasks: TaskStore;
  days: number;
  clock: Clock;
  log: Logger;
  intervalMs?: number;
}

export interface Retention {
  /** The first prune, run at start; the later ones run on the timer. */
  readonly first: Promise<void>;
  stop(): void;
}

/**
 * Prunes expired tasks now and then every hour. The timer does not keep the process alive, and a failed prune is
 * logged and tried again at the next tick.
 */
export function startRetention(options: RetentionOptions): Retention {
  const { tasks, days, clock, log } = options;
  let running: Promise<void> | undefined;
  const prune = (): Promise<void> =>
    (running ??= pruneExpired(tasks, days, clock)
      .then((pruned) => {
        if (pruned > 0) log('info', 'expired tasks deleted', { pruned, retention_days: days });
      })
      .catch((error: unknown) => {
        log('error', 'expired tasks could not be deleted', { error: (error as Error).message });
      })
      .finally(() => {
        running = undefined;
      }));
  const first = prune();
  const timer = setInterval(() => void prune(), options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
