import { z } from 'zod';
import type { CpmMode, CpmParams, CpmRequest } from '../../contract/index.ts';
import { CPM_LOOKBACKS, CPM_MODES, CPM_TIMEFRAMES, CpmParamsSchema } from '../../contract/index.ts';
import type { CpmField, CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { CPM_FIELD_LABELS, fieldOfParameter } from './cpm-form-values.ts';

/** What a run of the form starts: a task of that mode with that request. */
export interface CpmRun {
  mode: CpmMode;
  body: CpmRequest;
}

const blank = (text: string) => text.trim() === '';

/** The form as the service's request, text as typed: the contract's schema reads numbers from text. */
function rawRequest(v: CpmFormValues): Record<string, unknown> {
  const raw: Record<string, unknown> = {
    symbol: v.symbol,
    corr_per: v.corrPer.trim(),
    time_in_market: v.timeInMarket.trim(),
    timeframe: v.timeframe,
    lookback_period: v.lookback,
    ma_condition: v.maCondition,
    direction: v.direction,
    exclude_overlap: v.excludeOverlap ? 1 : 0,
  };
  if (v.source === 'pattern') {
    raw.system_pattern = v.pattern;
    if (!blank(v.patternBars)) raw.pattern_bars = v.patternBars.trim();
  } else {
    if (!blank(v.startDate)) raw.start_date = v.startDate.trim();
    if (!blank(v.endDate)) raw.end_date = v.endDate.trim();
  }
  if (v.maCondition !== '0' && !blank(v.ma)) raw.ma = v.ma.trim();
  if (!blank(v.name)) raw.name = v.name.trim();
  return raw;
}

/** A sentence for one refused field, naming it as the form does. */
function message(field: CpmField, schemaMessage: string, v: CpmFormValues): string {
  const label = CPM_FIELD_LABELS[field];
  if (field === 'symbol' && blank(v.symbol)) return 'Enter a symbol, e.g. SPX.';
  if ((field === 'startDate' || field === 'endDate') && blank(v[field]))
    return `Enter the ${label.toLowerCase()}, or drag across the price chart to pick the window.`;
  if (field === 'startDate' && !blank(v.endDate) && v.startDate >= v.endDate)
    return `The template start date must be before its end date (${v.endDate}).`;
  if (field === 'ma' && blank(v.ma))
    return 'Enter the moving average’s length in bars (1 to 252): the filter compares each close with it.';
  if (field === 'pattern') return 'Pick one of the patterns, or Customize.';
  return `${label}: ${schemaMessage}.`;
}

/** The schema's rules between fields: Customize needs both dates in order; an MA filter needs its length. */
function crossFieldErrors(v: CpmFormValues): CpmFieldErrors {
  const errors: CpmFieldErrors = {};
  const need = 'required';
  if (v.source === 'custom') {
    if (blank(v.startDate)) errors.startDate = message('startDate', need, v);
    if (blank(v.endDate)) errors.endDate = message('endDate', need, v);
    if (!blank(v.startDate) && !blank(v.endDate) && v.startDate >= v.endDate)
      errors.startDate = message('startDate', need, v);
  }
  if (v.maCondition !== '0' && blank(v.ma)) errors.ma = message('ma', need, v);
  return errors;
}

/** The request body ready to send (parsed values, defaults filled in). */
function requestOf(p: CpmParams): CpmRequest {
  return {
    symbol: p.symbol,
    corr_per: p.corr_per,
    time_in_market: p.time_in_market,
    timeframe: p.timeframe,
    lookback_period: p.lookback_period,
    ma_condition: p.ma_condition,
    ...(p.ma_condition !== 0 && p.ma !== undefined && { ma: p.ma }),
    direction: p.direction,
    exclude_overlap: p.exclude_overlap,
    ...(p.system_pattern !== undefined
      ? { system_pattern: p.system_pattern, ...(p.pattern_bars !== undefined && { pattern_bars: p.pattern_bars }) }
      : { start_date: p.start_date, end_date: p.end_date }),
    ...(p.name !== undefined && { name: p.name }),
  };
}

const text = z.string({ error: 'expected text' });
const oneOf = <T extends string>(values: readonly [T, ...T[]], field: CpmField) =>
  z.enum(values, { error: `${CPM_FIELD_LABELS[field]}: expected one of ${values.join(', ')}.` });

/**
 * From the form's values (as typed, or as the address holds them) to the task to start, checked with the contract's
 * schema (the one the service reads the request with): each bad field is named, under its own name, before anything
 * is sent. The schema checks the fields that depend on each other only once every field passes on its own; the form
 * names them at once, so that one Run shows every problem.
 */
export const cpmFormSchema: z.ZodType<CpmRun, CpmFormValues> = z
  .object({
    symbol: text,
    source: oneOf(['pattern', 'custom'], 'source'),
    pattern: text,
    startDate: text,
    endDate: text,
    patternBars: text,
    corrPer: text,
    timeInMarket: text,
    timeframe: oneOf(CPM_TIMEFRAMES, 'timeframe'),
    lookback: oneOf(CPM_LOOKBACKS, 'lookback'),
    maCondition: oneOf(['0', '1', '2'], 'maCondition'),
    ma: text,
    direction: oneOf(['Long', 'Short'], 'direction'),
    excludeOverlap: z.boolean(),
    runAs: oneOf(CPM_MODES, 'runAs'),
    name: text,
  })
  .transform((v, ctx) => {
    const parsed = CpmParamsSchema.safeParse(rawRequest(v));
    if (parsed.success) return { mode: v.runAs, body: requestOf(parsed.data) };
    const errors = crossFieldErrors(v);
    for (const issue of parsed.error.issues) {
      const field = fieldOfParameter(issue.path.map(String).join('.')) ?? 'symbol';
      errors[field] ??= message(field, issue.message, v);
    }
    for (const [field, text] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: text });
    return z.NEVER;
  });
