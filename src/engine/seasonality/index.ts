export type { CloseSeries, YearSpan } from './types.ts';
export { performanceByWeekday } from './by-weekday.ts';
export { performanceByMonth } from './by-month.ts';
export { performanceByDayOfMonth } from './by-day-of-month.ts';
export { performanceByDayOfYear } from './by-day-of-year.ts';
export { performanceAroundDates } from './around-dates.ts';
export { performanceByDayOfSingleMonth } from './by-day-of-single-month.ts';
export { oneDollarCurve } from './one-dollar-curve.ts';
export { dataYears } from './data-years.ts';
