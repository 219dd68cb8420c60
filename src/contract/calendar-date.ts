import { z } from 'zod';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is a date written YYYY-MM-DD that exists on the calendar (2021-02-30 does not; it is not rolled over). */
export function isCalendarDate(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

/** A calendar date written YYYY-MM-DD (2021-02-30 is refused, not rolled over). */
export const CalendarDateSchema = z
  .string()
  .regex(ISO_DAY, 'expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, { message: 'not a calendar date' });

/** The same check, with messages that name the field (for bodies whose errors are read as sentences). */
export const calendarDateField = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .regex(ISO_DAY, `${field} must be a date written YYYY-MM-DD`)
    .refine(isCalendarDate, { message: `${field} is not a real calendar date` });
