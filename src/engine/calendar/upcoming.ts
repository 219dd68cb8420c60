import { civilFromDays } from '../series/civil.ts';
import { holidayDays } from './holidays.ts';
import { HOLIDAY_NAMES } from './names.ts';
import type { HolidayName } from './names.ts';
import type { DatedHoliday } from './nyse.ts';

/**
 * The first date of a holiday on or after a day, looking at that day's year and the next. Two years are enough for the
 * ranking below because Monthly Option Expiration always has a date within about five weeks; a holiday with no date
 * in that span (FOMC past the table, MLK before 1998) simply does not compete.
 */
function nextDayOf(name: HolidayName, todayDay: number): number | null {
  const { year } = civilFromDays(todayDay);
  for (const y of [year, year + 1]) {
    const next = holidayDays(name, y).find((d) => d >= todayDay);
    if (next !== undefined) return next;
  }
  return null;
}

/**
 * The holiday whose next date on or after `todayDay` comes soonest, today included; ties go to the name listed first
 * in HOLIDAY_NAMES (so a December third Friday reads as the quad expiration, not the monthly one). The seasonality
 * endpoint's default holiday.
 */
export function upcomingHoliday(todayDay: number): DatedHoliday {
  let best: DatedHoliday | null = null;
  for (const name of HOLIDAY_NAMES) {
    const day = nextDayOf(name, todayDay);
    if (day !== null && (best === null || day < best.day)) best = { name, day };
  }
  // Unreachable: Monthly Option Expiration has a date in every year.
  if (best === null) throw new Error('no upcoming holiday');
  return best;
}
