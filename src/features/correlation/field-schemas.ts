import { z } from 'zod';
import { CalendarDateSchema } from '../../contract/calendar-date.ts';

/** A date field's text: the browser's date picker writes YYYY-MM-DD; the message names the field (`label`). */
export function dateText(label: string) {
  const name = label.toLowerCase();
  return z.string().superRefine((text, ctx) => {
    if (text.trim() === '') ctx.addIssue({ code: 'custom', message: `Enter the ${name}.` });
    else if (!CalendarDateSchema.safeParse(text).success)
      ctx.addIssue({ code: 'custom', message: `The ${name} must be a calendar date written YYYY-MM-DD.` });
  });
}

/** Whether a date field's text reads as a date, so that a check of two dates' order can be skipped otherwise. */
export const isDate = (text: string) => CalendarDateSchema.safeParse(text).success;

/** A ticker field's text, checked as the service would and upper-cased; the message names the field. */
export function tickerText(label: string) {
  const name = label.toLowerCase();
  return z
    .string()
    .superRefine((text, ctx) => {
      if (text.trim() === '') ctx.addIssue({ code: 'custom', message: `Enter a symbol for the ${name}.` });
      else if (text.trim().length > 40)
        ctx.addIssue({ code: 'custom', message: `The ${name} has at most 40 characters.` });
    })
    .transform((text) => text.trim().toUpperCase());
}
