import { monthlyExpiration, monthlyExpirations } from './expiration.ts';
import { fomcDays } from './fomc.ts';
import { MONDAY, nthWeekdayOfMonth } from './month-weekdays.ts';
import type { HolidayName } from './names.ts';
import { nyseHolidays } from './nyse.ts';

/** Election Day is a date, not a closure (the NYSE last closed for it in 1980), and it is listed every year. */
function electionDay(year: number): number {
  return nthWeekdayOfMonth(year, 11, MONDAY, 1) + 1;
}

function nyseHolidayDays(name: HolidayName, year: number): number[] {
  return nyseHolidays(year)
    .filter((h) => h.name === name)
    .map((h) => h.day);
}

/**
 * Ascending day numbers of a holiday's dates in a year: the observed closure day for NYSE holidays (none for New
 * Year's Day in a year whose Jan 1 is a Saturday, none for MLK Jr. Day before 1998), twelve dates for Monthly Option
 * Expiration, one for each quad expiration, and the scheduled statement days for FOMC (none outside the table's years).
 */
export function holidayDays(name: HolidayName, year: number): number[] {
  switch (name) {
    case 'Election Day(US)':
      return [electionDay(year)];
    case 'FOMC Decision Day':
      return fomcDays(year);
    case 'Monthly Option Expiration':
      return monthlyExpirations(year);
    case 'March Quad Option Expiration':
      return [monthlyExpiration(year, 3)];
    case 'June Quad Option Expiration':
      return [monthlyExpiration(year, 6)];
    case 'September Quad Option Expiration':
      return [monthlyExpiration(year, 9)];
    case 'December Quad Option Expiration':
      return [monthlyExpiration(year, 12)];
    case 'Christmas Day':
    case 'Good Friday':
    case 'Independence Day':
    case 'Labor Day':
    case 'MLK Jr. Day':
    case 'Memorial Day':
    case "New Year's Day":
    case "President's Day":
    case 'Thanksgiving Day':
      return nyseHolidayDays(name, year);
  }
}
