import type { FieldError, SeasonalityRequest, SingleMonthCategory } from '../../contract/index.ts';
import { SeasonalityQuerySchema } from '../../contract/index.ts';

/** What the form holds: text as typed; an empty field leaves the parameter to the service's default. */
export interface SeasonalityFormValues {
  ticker: string;
  startYear: string;
  endYear: string;
  /** A holiday name, or '' for the next upcoming one. */
  holiday: string;
  shift: string;
  /** '1'..'12', or '' for this month. */
  dateMonth: string;
  dateDay: string;
  /** A month name, or '' for this month. */
  targetMonth: string;
  category: SingleMonthCategory;
  entryDay: string;
  /** The one-dollar curve ends after a number of sessions or on a session of the year. */
  curveEnd: 'holding' | 'exit';
  holdingDays: string;
  exitDay: string;
}

export type FormField = Exclude<keyof SeasonalityFormValues, 'curveEnd'>;
export type FieldMessages = Partial<Record<FormField, string>>;

export const INITIAL_VALUES: SeasonalityFormValues = {
  ticker: 'SPX',
  startYear: '',
  endYear: '',
  holiday: '',
  shift: '',
  dateMonth: '',
  dateDay: '',
  targetMonth: '',
  category: 'calendar_day',
  entryDay: '',
  curveEnd: 'holding',
  holdingDays: '',
  exitDay: '',
};

/** The query parameter each field fills. */
const PARAMETER: Record<FormField, keyof SeasonalityRequest> = {
  ticker: 'ticker',
  startYear: 'start_year',
  endYear: 'end_year',
  holiday: 'holiday_name',
  shift: 'shift',
  dateMonth: 'month',
  dateDay: 'day',
  targetMonth: 'target_month',
  category: 'category',
  entryDay: 'entry_day',
  holdingDays: 'holding_days',
  exitDay: 'exit_day',
};

/** How the form names each field, for messages that list them. */
export const FIELD_LABELS: Record<FormField, string> = {
  ticker: 'Ticker',
  startYear: 'From year',
  endYear: 'To year',
  holiday: 'Holiday',
  shift: 'Sessions before and after',
  dateMonth: 'Month of the date',
  dateDay: 'Day of the date',
  targetMonth: 'Month',
  category: 'Count days by',
  entryDay: 'Entry session',
  holdingDays: 'Holding sessions',
  exitDay: 'Exit session',
};

const FIELD_OF = new Map<string, FormField>(
  (Object.entries(PARAMETER) as [FormField, string][]).map(([field, parameter]) => [parameter, field]),
);

/** Splits the service's field errors into those a form field shows and the rest, for a general message. */
export function messagesByField(errors: readonly FieldError[]): { fields: FieldMessages; other: string[] } {
  const fields: FieldMessages = {};
  const other: string[] = [];
  for (const e of errors) {
    const field = FIELD_OF.get(e.path);
    if (field) fields[field] ??= e.message;
    else other.push(e.path ? `${e.path}: ${e.message}` : e.message);
  }
  return { fields, other };
}

/** The filled-in fields as query text; the curve sends holding sessions or an exit session, whichever is chosen. */
function queryText(values: SeasonalityFormValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, parameter] of Object.entries(PARAMETER) as [FormField, string][]) {
    if (field === 'holdingDays' && values.curveEnd !== 'holding') continue;
    if (field === 'exitDay' && values.curveEnd !== 'exit') continue;
    const text = values[field].trim();
    // The ticker always goes, so that an empty one gets the schema's own "a ticker is required".
    if (text !== '' || field === 'ticker') query[parameter] = text;
  }
  return query;
}

export type FormCheck = { ok: true; request: SeasonalityRequest } | { ok: false; fields: FieldMessages };

/**
 * Checks the form with the contract's own schema (the one the service reads the query with), so that a bad field is
 * named before anything is sent; the request carries only the parameters the user set.
 */
export function checkForm(values: SeasonalityFormValues): FormCheck {
  const parsed = SeasonalityQuerySchema.safeParse(queryText(values));
  if (!parsed.success) {
    const { fields } = messagesByField(
      parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })),
    );
    return { ok: false, fields };
  }
  const request: SeasonalityRequest = { ticker: parsed.data.ticker };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (key !== 'features' && value !== undefined) Object.assign(request, { [key]: value });
  }
  return { ok: true, request };
}

/** The years a request asks for, with the service's defaults (20 years back to this year) where it names none. */
export function yearsAsked(request: SeasonalityRequest, thisYear: number): { start: number; end: number } {
  return { start: request.start_year ?? thisYear - 20, end: request.end_year ?? thisYear };
}
