import { daysFromCivil, daysInMonth } from '../series/civil.ts';

const ISO_DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a YYYY-MM-DD date, or NaN when it is not a valid one. */
export function isoDayNumber(iso: string): number {
  const m = ISO_DAY_RE.exec(iso);
  if (!m) return NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  return daysFromCivil(year, month, day);
}

/**
 * Days to expiration: the expiration date minus the snapshot (last trade) date in calendar days, weekends and
 * holidays included, as the spec's DTE is (2.6). 0 on the expiration day itself; NaN when a date is not YYYY-MM-DD.
 */
export function daysToExpiration(snapshotDate: string, expiration: string): number {
  return isoDayNumber(expiration) - isoDayNumber(snapshotDate);
}
