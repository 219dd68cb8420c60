export { HOLIDAY_NAMES, isHolidayName } from './names.ts';
export type { HolidayName } from './names.ts';
export { HOLIDAY_DESCRIPTIONS } from './descriptions.ts';
export { isNyseHoliday, nyseHolidays } from './nyse.ts';
export type { DatedHoliday } from './nyse.ts';
export { holidayDays } from './holidays.ts';
export { upcomingHoliday } from './upcoming.ts';
