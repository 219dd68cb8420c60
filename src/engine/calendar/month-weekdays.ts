import { daysFromCivil, daysInMonth, weekdayOfDays } from '../series/civil.ts';

export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;
export const SUNDAY = 0;

/** Day number of the n-th (1-based) given weekday (0 = Sunday .. 6 = Saturday) of a month. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): number {
  const first = daysFromCivil(year, month, 1);
  return first + ((weekday - weekdayOfDays(first) + 7) % 7) + 7 * (n - 1);
}

/** Day number of the last given weekday of a month. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): number {
  const last = daysFromCivil(year, month, daysInMonth(year, month));
  return last - ((weekdayOfDays(last) - weekday + 7) % 7);
}

/** The usual US rule for fixed-date holidays: a Saturday date is observed on Friday, a Sunday date on Monday. */
export function observedWeekendShift(day: number): number {
  const weekday = weekdayOfDays(day);
  if (weekday === SATURDAY) return day - 1;
  if (weekday === SUNDAY) return day + 1;
  return day;
}
