import type { SymbolCorrRequest } from '../../contract/index.ts';
import type { FormCheck } from './form-check.ts';
import { dateProblem, tickerProblem, verdict } from './form-check.ts';

/** What the symbol-correlation and rolling-beta form holds, as typed. */
export interface SymbolFormValues {
  benchmark: string;
  comparisons: string[];
  startDate: string;
  endDate: string;
  /** Text, so that whatever was typed stays in the field until it is corrected. */
  rollWindow: string;
}

export type SymbolField = keyof SymbolFormValues;

export const SYMBOL_FIELD_LABELS: Record<SymbolField, string> = {
  benchmark: 'Benchmark',
  comparisons: 'Compare with',
  startDate: 'Start date',
  endDate: 'End date',
  rollWindow: 'Rolling window (trading days)',
};

/** The request body's names, for the service's field errors. */
export const SYMBOL_BODY_LABELS: Record<string, string> = {
  benchmark: SYMBOL_FIELD_LABELS.benchmark,
  stock_comparison: SYMBOL_FIELD_LABELS.comparisons,
  start_date: SYMBOL_FIELD_LABELS.startDate,
  end_date: SYMBOL_FIELD_LABELS.endDate,
  roll_window: SYMBOL_FIELD_LABELS.rollWindow,
};

/** A first look that the bundled samples answer: the index against four stocks over their common years. */
export const SYMBOL_FORM_DEFAULTS: SymbolFormValues = {
  benchmark: 'SPX',
  comparisons: ['AAPL', 'AMZN', 'GOOG', 'IBM'],
  startDate: '2014-01-01',
  endDate: '2018-05-11',
  rollWindow: '21',
};

export const ROLL_WINDOW_MIN = 2;
export const ROLL_WINDOW_MAX = 1260;
export const MAX_COMPARISONS = 50;

function rollWindowProblem(text: string): string | null {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !/^\d+$/.test(t) || n < ROLL_WINDOW_MIN || n > ROLL_WINDOW_MAX)
    return `The rolling window must be a whole number of trading days from ${ROLL_WINDOW_MIN} to ${ROLL_WINDOW_MAX}.`;
  return null;
}

/** Checks the form the way the service would, with messages that name the field; the body when all is well. */
export function checkSymbolForm(v: SymbolFormValues): FormCheck<SymbolCorrRequest, SymbolField> {
  const errors: Partial<Record<SymbolField, string>> = {};
  const benchmark = tickerProblem(SYMBOL_FIELD_LABELS.benchmark, v.benchmark);
  if (benchmark) errors.benchmark = benchmark;
  const others = v.comparisons.filter((c) => c !== v.benchmark.trim().toUpperCase());
  if (v.comparisons.length === 0) errors.comparisons = 'Add at least one symbol to compare with the benchmark.';
  else if (others.length === 0)
    errors.comparisons = `Add a symbol other than the benchmark (${v.benchmark.trim().toUpperCase()}) to compare.`;
  else if (v.comparisons.length > MAX_COMPARISONS)
    errors.comparisons = `Compare at most ${MAX_COMPARISONS} symbols at once (there are ${v.comparisons.length}).`;
  const start = dateProblem(SYMBOL_FIELD_LABELS.startDate, v.startDate);
  const end = dateProblem(SYMBOL_FIELD_LABELS.endDate, v.endDate);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (!start && !end && v.startDate > v.endDate)
    errors.startDate = `The start date must not be after the end date (${v.endDate}).`;
  const window = rollWindowProblem(v.rollWindow);
  if (window) errors.rollWindow = window;
  return verdict(errors, () => ({
    benchmark: v.benchmark.trim().toUpperCase(),
    stock_comparison: v.comparisons,
    start_date: v.startDate,
    end_date: v.endDate,
    roll_window: Number(v.rollWindow.trim()),
  }));
}
