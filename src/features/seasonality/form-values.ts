import { z } from 'zod';
import type { SeasonalityRequest } from '../../contract/index.ts';
import { SeasonalityQuerySchema, SINGLE_MONTH_CATEGORIES } from '../../contract/index.ts';

/**
 * What the form holds, text as typed; each field is named as the query parameter it fills (so the address and the
 * service's messages use one name). An empty field leaves the parameter to the service's default.
 */
export type SeasonalityFormValues = {
  ticker: string;
  start_year: string;
  end_year: string;
  /** A holiday name, or '' for the next upcoming one. */
  holiday_name: string;
  shift: string;
  /** '1'..'12', or '' for this month. */
  month: string;
  day: string;
  /** A month name, or '' for this month. */
  target_month: string;
  category: string;
  entry_day: string;
  /** The one-dollar curve ends after a number of sessions ('holding') or on a session of the year ('exit'). */
  curve_end: string;
  holding_days: string;
  exit_day: string;
};

export const FORM_DEFAULTS: SeasonalityFormValues = {
  ticker: 'SPX',
  start_year: '',
  end_year: '',
  holiday_name: '',
  shift: '',
  month: '',
  day: '',
  target_month: '',
  category: 'calendar_day',
  entry_day: '',
  curve_end: 'holding',
  holding_days: '',
  exit_day: '',
};

const text = z.string();

/**
 * The form's values to the request, checked by the contract's own schema (the one the service reads the query with):
 * a bad field is named before anything is sent, by the parameter name the field carries. The curve sends holding
 * sessions or an exit session, whichever is chosen; the request carries only what the user set.
 */
export const seasonalityFormSchema = z
  .object({
    ticker: text,
    start_year: text,
    end_year: text,
    holiday_name: text,
    shift: text,
    month: text,
    day: text,
    target_month: text,
    category: z.enum(SINGLE_MONTH_CATEGORIES),
    entry_day: text,
    curve_end: z.enum(['holding', 'exit']),
    holding_days: text,
    exit_day: text,
  })
  .transform(({ curve_end, ...fields }) => {
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (name === 'holding_days' && curve_end !== 'holding') continue;
      if (name === 'exit_day' && curve_end !== 'exit') continue;
      const typed = value.trim();
      // The ticker always goes, so that an empty one gets the schema's own "a ticker is required".
      if (typed !== '' || name === 'ticker') query[name] = typed;
    }
    return query as z.input<typeof SeasonalityQuerySchema>;
  })
  .pipe(SeasonalityQuerySchema)
  .transform((parsed): SeasonalityRequest => {
    const request: SeasonalityRequest = { ticker: parsed.ticker };
    for (const [key, value] of Object.entries(parsed))
      if (key !== 'features' && value !== undefined) Object.assign(request, { [key]: value });
    return request;
  });

/** The years a request asks for, with the service's defaults (20 years back to this year) where it names none. */
export function yearsAsked(request: SeasonalityRequest, thisYear: number): { start: number; end: number } {
  return { start: request.start_year ?? thisYear - 20, end: request.end_year ?? thisYear };
}
