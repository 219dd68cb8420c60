import { dayNumber } from '../../engine/series/civil.ts';

/** How many trading days a series may lag the newest one in its store before it is flagged. */
export const STALE_TRADING_DAYS = 5;

/** The weekdays after `from` up to and including `to` (ISO dates); holidays are not known here, so they count. */
export function weekdaysBetween(from: string, to: string): number {
  const start = dayNumber(Date.parse(`${from}T00:00:00Z`));
  const end = dayNumber(Date.parse(`${to}T00:00:00Z`));
  let count = 0;
  for (let day = start + 1; day <= end; day++) {
    // Day 0 of the epoch (1970-01-01) was a Thursday: weekday 4 with Sunday as 0.
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/** Whether a series ending on `last` is more than 5 trading days older than the newest series ending on `newest`. */
export function isStale(last: string, newest: string | undefined): boolean {
  return newest !== undefined && weekdaysBetween(last, newest) > STALE_TRADING_DAYS;
}

/** The latest of some ISO dates. */
export function newestDate(dates: Iterable<string>): string | undefined {
  let newest: string | undefined;
  for (const d of dates) if (newest === undefined || d > newest) newest = d;
  return newest;
}

/** The newest last date of the price series of a store (value series such as a weekly COT report do not count). */
export function newestPriceDate(heads: readonly { kind: string; last: string }[]): string | undefined {
  return newestDate(heads.filter((h) => h.kind === 'prices').map((h) => h.last));
}
