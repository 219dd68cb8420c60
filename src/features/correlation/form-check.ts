import { CalendarDateSchema } from '../../contract/calendar-date.ts';

/** A form's verdict: the request body when every field is fine, otherwise a message per bad field. */
export type FormCheck<Body, Field extends string> =
  { body: Body; errors: null } | { body: null; errors: Partial<Record<Field, string>> };

export function verdict<Body, Field extends string>(
  errors: Partial<Record<Field, string>>,
  body: () => Body,
): FormCheck<Body, Field> {
  return Object.keys(errors).length ? { body: null, errors } : { body: body(), errors: null };
}

/** What is wrong with a date field, in a sentence naming it (its label in lower case), or null. */
export function dateProblem(label: string, text: string): string | null {
  if (text.trim() === '') return `Enter the ${label.toLowerCase()}.`;
  return CalendarDateSchema.safeParse(text).success
    ? null
    : `The ${label.toLowerCase()} must be a calendar date written YYYY-MM-DD.`;
}

/** What is wrong with a ticker field, or null. */
export function tickerProblem(label: string, text: string): string | null {
  if (text.trim() === '') return `Enter a symbol for the ${label.toLowerCase()}.`;
  return text.length > 40 ? `The ${label.toLowerCase()} has at most 40 characters.` : null;
}
