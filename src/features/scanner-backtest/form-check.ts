import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { ScannerBacktestParamsSchema } from '../../contract/index.ts';
import type {
  RangeKey,
  RangeValues,
  ScannerBacktestField,
  ScannerBacktestFieldErrors,
  ScannerBacktestFormValues,
} from './form-values.ts';
import { FIELD_LABELS, fieldOfParameter, RANGE_KEYS } from './form-values.ts';

export type ScannerBacktestFormCheck =
  { ok: true; body: ScannerBacktestRequest } | { ok: false; errors: ScannerBacktestFieldErrors };

/*
 * Spec 4.5 writes a range as `min-max` with both ends. A side left blank means "no limit", which the request can only
 * say with a bound no pick reaches; the form reads this bound back as blank (see rangeSide). Profit targets, stops,
 * holding periods and trend scores are never below 0, so their open low end is 0: the service compares a stop loss
 * by size, and a range from -1000000000 would cross zero and span every size.
 */
export const UNBOUNDED = 1_000_000_000;
const LOWEST: Record<RangeKey, number> = {
  profit_target: 0,
  stop_loss: 0,
  time_in_market: 0,
  trend: 0,
  reltrend: 0,
  optix: -UNBOUNDED,
};

const blank = (text: string) => text.trim() === '';
const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A range as the request writes it (`2-8`, `2-1000000000` for "2 and up"), or undefined for no range. */
export function rangeText(key: RangeKey, { min, max }: RangeValues): string | undefined {
  if (blank(min) && blank(max)) return undefined;
  const low = String(blank(min) ? LOWEST[key] : Number(min));
  const high = blank(max) ? String(UNBOUNDED) : String(Number(max));
  return `${low}-${high}`;
}

/** A side of a request's range as the form shows it: blank when it is the "no limit" bound of that side. */
export function rangeSide(key: RangeKey, side: 'min' | 'max', value: number): string {
  const open = side === 'min' ? value === LOWEST[key] || value <= -UNBOUNDED : value >= UNBOUNDED;
  return open ? '' : String(value);
}

/** The form as the service's request. Blank optional fields are left out, so the service applies its default. */
export function requestOf(v: ScannerBacktestFormValues): ScannerBacktestRequest {
  const optionalNumber = (text: string) => (blank(text) ? undefined : Number(text));
  const body: ScannerBacktestRequest = {
    start_date: v.startDate.trim(),
    end_date: v.endDate.trim(),
    find_type: v.findType,
    signals: v.signalMode === 'all' ? ['All'] : [...v.signals],
    total_capital: Number(v.totalCapital),
    long_short_ratio: `${v.longShare.trim()}/${v.shortShare.trim()}`,
  };
  const commission = optionalNumber(v.commission);
  if (commission !== undefined) body.commission = commission;
  if (!blank(v.name)) body.name = v.name.trim();
  for (const key of RANGE_KEYS) {
    const text = rangeText(key, v.ranges[key]);
    if (text !== undefined) body[`${key}_range`] = text;
  }
  body.capital_allocate = v.allocation === 'Kelly' ? 'Kelly' : v.fixedRatio.trim();
  const dailyLimit = optionalNumber(v.dailyLimit);
  if (dailyLimit !== undefined) body.daily_limit = dailyLimit;
  body.rank_condition = v.rankCondition;
  return body;
}

/** What the form checks itself before the schema: each typed number, and the order of the dates. */
function localErrors(v: ScannerBacktestFormValues): ScannerBacktestFieldErrors {
  const errors: ScannerBacktestFieldErrors = {};
  const number = (field: ScannerBacktestField, text: string, what: string) => {
    if (!NUMBER.test(text)) errors[field] ??= `${FIELD_LABELS[field]}: ${what}.`;
  };
  if (blank(v.startDate)) errors.startDate = 'Enter the first day of the backtest (YYYY-MM-DD).';
  if (blank(v.endDate)) errors.endDate = 'Enter the last day of the backtest (YYYY-MM-DD).';
  if (!blank(v.startDate) && !blank(v.endDate) && v.startDate.trim() > v.endDate.trim())
    errors.startDate = `The start date must not be after the end date (${v.endDate.trim()}).`;
  if (v.signalMode === 'some' && v.signals.length === 0)
    errors.signals = 'Choose at least one signal, or “All signals”.';
  number('totalCapital', v.totalCapital, 'enter an amount above 0, e.g. 100000');
  if (!NUMBER.test(v.longShare) || !NUMBER.test(v.shortShare))
    errors.longShare = 'Enter each share as a number from 0 to 1, e.g. 1.0 and 0.0 for all long.';
  for (const key of RANGE_KEYS) {
    const { min, max } = v.ranges[key];
    const field = `ranges.${key}.min` as const;
    if ((!blank(min) && !NUMBER.test(min)) || (!blank(max) && !NUMBER.test(max)))
      errors[field] = `${FIELD_LABELS[field]}: each side is a number, or blank for no limit.`;
  }
  return errors;
}

/** The schema's message as a sentence that names the field as the form does. */
function sentence(field: ScannerBacktestField, message: string): string {
  return `${FIELD_LABELS[field]}: ${message}.`;
}

/**
 * Checks the form with the contract's schema (the one the service reads the request with), so that each bad field is
 * named before anything is sent.
 */
export function checkScannerBacktestForm(v: ScannerBacktestFormValues): ScannerBacktestFormCheck {
  const errors = localErrors(v);
  const body = requestOf(v);
  const parsed = ScannerBacktestParamsSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOfParameter(issue.path.map(String).join('.')) ?? 'startDate';
      errors[field] ??= sentence(field, issue.message);
    }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}

/** The fields of one range pair, for a change on either side to re-check the pair. */
export function rangeFields(key: RangeKey): [`ranges.${RangeKey}.min`, `ranges.${RangeKey}.max`] {
  return [`ranges.${key}.min`, `ranges.${key}.max`];
}
