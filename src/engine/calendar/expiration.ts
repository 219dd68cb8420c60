import { FRIDAY, nthWeekdayOfMonth } from './month-weekdays.ts';
import { isNyseHoliday } from './nyse.ts';

/**
 * Day number of a month's standard option expiration: the third Friday, or the Thursday before it when the exchange
 * is closed that Friday (Good Friday, e.g. 2014-04-18 and 2019-04-19; Juneteenth, e.g. 2026-06-19).
 */
export function monthlyExpiration(year: number, month: number): number {
  const thirdFriday = nthWeekdayOfMonth(year, month, FRIDAY, 3);
  return isNyseHoliday(thirdFriday) ? thirdFriday - 1 : thirdFriday;
}

/** The twelve monthly expirations of a year, ascending. */
export function monthlyExpirations(year: number): number[] {
  const out: number[] = [];
  for (let month = 1; month <= 12; month++) out.push(monthlyExpiration(year, month));
  return out;
}
