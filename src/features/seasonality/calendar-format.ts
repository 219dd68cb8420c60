import { MONTH_NAMES } from '../../contract/index.ts';

/** "03-01" -> "Mar 1": a day of the common calendar as an analyst reads it. */
export function monthDayLabel(monthDay: string): string {
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(3, 5));
  return `${MONTH_NAMES[month - 1].slice(0, 3)} ${day}`;
}

/** "Mar 1 to Apr 15", with "(into the next year)" when the window runs past 31 December. */
export function windowLabel(from: string, to: string): string {
  return `${monthDayLabel(from)} to ${monthDayLabel(to)}${to < from ? ' (into the next year)' : ''}`;
}

/** The first day of each month on the common calendar (0 = 1 January), for the axis ticks. */
export const MONTH_START_DAYS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;
