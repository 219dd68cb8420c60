export { HOLIDAY_NAMES, isHolidayName } from './names.ts';
export type { HolidayName } from './names.ts';
export { isNyseHoliday } from './nyse.ts';
export { holidayDays } from './holidays.ts';
export { upcomingHoliday } from './upcoming.ts';
