import { civilFromDays, daysFromCivil, weekdayOfDays } from '../series/civil.ts';
import { easterDay } from './easter.ts';
import {
  MONDAY,
  SATURDAY,
  THURSDAY,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  observedWeekendShift,
} from './month-weekdays.ts';
import type { HolidayName } from './names.ts';

export interface DatedHoliday {
  name: HolidayName;
  /** Day number (days since 1970-01-01). */
  day: number;
}

/** MLK Day became an NYSE holiday in 1998; before that the exchange traded on it. */
const MLK_FIRST_YEAR = 1998;
/** Juneteenth became an NYSE holiday in 2022. */
const JUNETEENTH_FIRST_YEAR = 2022;

/**
 * New Year's Day is the one fixed holiday without a Friday observance: when Jan 1 is a Saturday the NYSE stays open on
 * Friday Dec 31 (its rule for holidays at the end of an accounting period), so that year has no closure.
 */
function newYearObserved(year: number): number | null {
  const jan1 = daysFromCivil(year, 1, 1);
  return weekdayOfDays(jan1) === SATURDAY ? null : observedWeekendShift(jan1);
}

/**
 * The NYSE's regular closures of a year that carry one of the holiday names: observed dates, ascending. One-off
 * closures (9/11 in 2001, Hurricane Sandy in 2012, national days of mourning such as 2004-06-11, 2007-01-02,
 * 2018-12-05, 2025-01-09) are left out: they are not rules and none falls on a date any holiday here depends on.
 */
export function nyseHolidays(year: number): DatedHoliday[] {
  const out: DatedHoliday[] = [];
  const newYear = newYearObserved(year);
  if (newYear !== null) out.push({ name: "New Year's Day", day: newYear });
  if (year >= MLK_FIRST_YEAR) out.push({ name: 'MLK Jr. Day', day: nthWeekdayOfMonth(year, 1, MONDAY, 3) });
  out.push(
    { name: "President's Day", day: nthWeekdayOfMonth(year, 2, MONDAY, 3) },
    { name: 'Good Friday', day: easterDay(year) - 2 },
    { name: 'Memorial Day', day: lastWeekdayOfMonth(year, 5, MONDAY) },
    { name: 'Independence Day', day: observedWeekendShift(daysFromCivil(year, 7, 4)) },
    { name: 'Labor Day', day: nthWeekdayOfMonth(year, 9, MONDAY, 1) },
    { name: 'Thanksgiving Day', day: nthWeekdayOfMonth(year, 11, THURSDAY, 4) },
    { name: 'Christmas Day', day: observedWeekendShift(daysFromCivil(year, 12, 25)) },
  );
  // Pushed in calendar order: each rule's window (e.g. Good Friday Mar 20..Apr 23) lies between its neighbours'.
  return out;
}

/**
 * Every regular closure day of a year: the named ones plus Juneteenth, which has no holiday name here but still
 * closes the exchange and so moves an option expiration that falls on it (June 2026, June 2027).
 */
function closureDays(year: number): ReadonlySet<number> {
  const days = new Set(nyseHolidays(year).map((h) => h.day));
  if (year >= JUNETEENTH_FIRST_YEAR) days.add(observedWeekendShift(daysFromCivil(year, 6, 19)));
  return days;
}

// Expiration lookups ask about the same few years over and over; the sets are tiny.
const closureCache = new Map<number, ReadonlySet<number>>();

/** True when the NYSE is closed for a regular holiday (named ones and Juneteenth) on this day number. */
export function isNyseHoliday(day: number): boolean {
  const { year } = civilFromDays(day);
  let days = closureCache.get(year);
  if (days === undefined) {
    days = closureDays(year);
    closureCache.set(year, days);
  }
  return days.has(day);
}
