import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
// Every zod message without a schema's own words is said plainly (plain-issue.ts); imported for that effect.
import './plain-issue.ts';

/** Error body of the backtest service (docs/semantics.md): a sentence, and per-field detail when there is some. */
export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorBodySchema = z.object({
  detail: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Error body of our data endpoints (`/data/...`): the backtest service's, plus where a dropped CSV went wrong (`row`,
 * the file's line; `column`), `resample` when its bars are closer than an hour, `superseded` for a run a newer edit
 * overtook.
 */
export const DataErrorBodySchema = ErrorBodySchema.extend({
  row: z.number().int().optional(),
  column: z.string().optional(),
  resample: z.literal('Hourly').optional(),
  superseded: z.literal(true).optional(),
});
export type DataErrorBody = z.infer<typeof DataErrorBodySchema>;

/** FastAPI's validation error body, which a real server may send instead. */
export const FastApiErrorSchema = z.object({
  detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
});

/** The stored price series furthest behind today: its newest date and the weekdays after it up to today (UTC). */
export const StalestSymbolSchema = z.object({
  symbol: z.string(),
  last: CalendarDateSchema,
  weekdays_behind: z.number().int(),
});
export type StalestSymbol = z.infer<typeof StalestSymbolSchema>;

/**
 * `status` always; a host with a market-data store adds its stalest symbol (null when none is stored), a server
 * the end of its last nightly refresh (null before the first).
 */
export const HealthSchema = z.object({
  status: z.string(),
  last_refresh_ended: z.string().nullable().optional(),
  stalest_symbol: StalestSymbolSchema.nullable().optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Turns zod issues into field errors with dotted paths such as `entry.condition.rule.type_name`. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** One readable sentence for a list of field errors, by their paths (the API's words; describeFieldErrorsForPeople in field-labels.ts names them as the screens do). */
export function describeFieldErrors(errors: FieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
}
