import { z } from 'zod';
import type { RankCondition, ScannerBacktestRequest } from '../../contract/index.ts';
import { RANK_CONDITIONS, ScannerBacktestParamsSchema } from '../../contract/index.ts';
import type { FindType, ScannerBacktestField, ScannerBacktestFormValues } from './form-values.ts';
import { FIELD_LABELS, FIND_TYPE_LABELS, fieldOfParameter, RANGE_KEYS } from './form-values.ts';
import { rangeText } from './range-text.ts';

const blank = (text: string) => text.trim() === '';
const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;
const FIND_TYPES = Object.keys(FIND_TYPE_LABELS) as [FindType, ...FindType[]];

/** The form as the service's request. Blank optional fields are left out, so the service applies its default. */
export function requestOf(v: ScannerBacktestFormValues): ScannerBacktestRequest {
  const optionalNumber = (text: string) => (blank(text) ? undefined : Number(text));
  const body: ScannerBacktestRequest = {
    start_date: v.start_date.trim(),
    end_date: v.end_date.trim(),
    find_type: v.find_type,
    signals: v.signal_mode === 'all' ? ['All'] : [...v.signals],
    total_capital: Number(v.total_capital),
    long_short_ratio: `${v.long_share.trim()}/${v.short_share.trim()}`,
  };
  const commission = optionalNumber(v.commission);
  if (commission !== undefined) body.commission = commission;
  if (!blank(v.name)) body.name = v.name.trim();
  for (const key of RANGE_KEYS) {
    const text = rangeText(key, v[`${key}_min`], v[`${key}_max`]);
    if (text !== undefined) body[`${key}_range`] = text;
  }
  body.capital_allocate = v.allocation === 'Kelly' ? 'Kelly' : v.fixed_ratio.trim();
  const dailyLimit = optionalNumber(v.daily_limit);
  if (dailyLimit !== undefined) body.daily_limit = dailyLimit;
  body.rank_condition = v.rank_condition;
  return body;
}

/** What the form checks itself before the contract's schema: each typed number, and the order of the dates. */
function localErrors(v: ScannerBacktestFormValues): Partial<Record<ScannerBacktestField, string>> {
  const errors: Partial<Record<ScannerBacktestField, string>> = {};
  const number = (field: ScannerBacktestField, text: string, what: string) => {
    if (!NUMBER.test(text)) errors[field] ??= `${FIELD_LABELS[field]}: ${what}.`;
  };
  if (blank(v.start_date)) errors.start_date = 'Enter the first day of the backtest (YYYY-MM-DD).';
  if (blank(v.end_date)) errors.end_date = 'Enter the last day of the backtest (YYYY-MM-DD).';
  if (!blank(v.start_date) && !blank(v.end_date) && v.start_date.trim() > v.end_date.trim())
    errors.start_date = `The start date must not be after the end date (${v.end_date.trim()}).`;
  if (v.signal_mode === 'some' && v.signals.length === 0)
    errors.signals = 'Choose at least one signal, or “All signals”.';
  number('total_capital', v.total_capital, 'enter an amount above 0, e.g. 100000');
  if (!NUMBER.test(v.long_share) || !NUMBER.test(v.short_share))
    errors.long_share = 'Enter each share as a number from 0 to 1, e.g. 1.0 and 0.0 for all long.';
  for (const key of RANGE_KEYS) {
    const [min, max] = [v[`${key}_min`], v[`${key}_max`]];
    if ((!blank(min) && !NUMBER.test(min)) || (!blank(max) && !NUMBER.test(max)))
      errors[`${key}_min`] = `${FIELD_LABELS[`${key}_min`]}: each side is a number, or blank for no limit.`;
  }
  return errors;
}

const text = z.string({ error: 'expected text' });
const oneOf = <T extends string>(values: readonly [T, ...T[]], field: ScannerBacktestField) =>
  z.enum(values, { error: `${FIELD_LABELS[field]}: expected one of ${values.join(', ')}.` });

/**
 * From the form's values (text as typed, or as the address holds them) to the request of spec 4.5: each value is
 * checked by the form's own rules and then by the contract's schema (the one the service reads the request with), so
 * each bad field is named, under its own name, before anything is sent.
 */
export const scannerBacktestFormSchema: z.ZodType<ScannerBacktestRequest, ScannerBacktestFormValues> = z
  .object({
    start_date: text,
    end_date: text,
    find_type: oneOf(FIND_TYPES, 'find_type'),
    signal_mode: oneOf(['all', 'some'], 'signal_mode'),
    signals: z.array(z.string()),
    total_capital: text,
    long_share: text,
    short_share: text,
    commission: text,
    name: text,
    ...(Object.fromEntries(RANGE_KEYS.flatMap((k) => [`${k}_min`, `${k}_max`]).map((f) => [f, text])) as Record<
      `${(typeof RANGE_KEYS)[number]}_${'min' | 'max'}`,
      typeof text
    >),
    allocation: oneOf(['Kelly', 'fixed'], 'allocation'),
    fixed_ratio: text,
    daily_limit: text,
    rank_condition: oneOf(RANK_CONDITIONS as unknown as [RankCondition, ...RankCondition[]], 'rank_condition'),
  })
  .superRefine((v, ctx) => {
    const errors = localErrors(v);
    const parsed = ScannerBacktestParamsSchema.safeParse(requestOf(v));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = fieldOfParameter(issue.path.map(String).join('.')) ?? 'start_date';
        errors[field] ??= `${FIELD_LABELS[field]}: ${issue.message}.`;
      }
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform(requestOf);
