import { z } from 'zod';
import type { SymbolCorrRequest } from '../../contract/index.ts';
import { dateText, isDate, tickerText } from './field-schemas.ts';

/** What the symbol-correlation and rolling-beta form holds, as typed, under the request's own names. */
export type SymbolFormValues = {
  benchmark: string;
  stock_comparison: string[];
  start_date: string;
  end_date: string;
  /** Text, so that whatever was typed stays in the field until it is corrected. */
  roll_window: string;
};

export type SymbolField = keyof SymbolFormValues;

export const SYMBOL_FIELD_LABELS: Record<SymbolField, string> = {
  benchmark: 'Benchmark',
  stock_comparison: 'Compare with',
  start_date: 'Start date',
  end_date: 'End date',
  roll_window: 'Rolling window (trading days)',
};

/** A first look that the bundled samples answer: the index against four stocks over their common years. */
export const SYMBOL_FORM_DEFAULTS: SymbolFormValues = {
  benchmark: 'SPX',
  stock_comparison: ['AAPL', 'AMZN', 'GOOG', 'IBM'],
  start_date: '2014-01-01',
  end_date: '2018-05-11',
  roll_window: '21',
};

export const ROLL_WINDOW_MIN = 2;
export const ROLL_WINDOW_MAX = 1260;
export const MAX_COMPARISONS = 50;

const rollWindow = z
  .string()
  .refine(
    (text) => /^\d+$/.test(text.trim()) && Number(text) >= ROLL_WINDOW_MIN && Number(text) <= ROLL_WINDOW_MAX,
    `The rolling window must be a whole number of trading days from ${ROLL_WINDOW_MIN} to ${ROLL_WINDOW_MAX}.`,
  )
  .transform((text) => Number(text.trim()));

/** The form, checked the way the service would with messages that name the field, to the request it runs. */
export const symbolFormSchema = z
  .object({
    benchmark: tickerText(SYMBOL_FIELD_LABELS.benchmark),
    stock_comparison: z.array(z.string()),
    start_date: dateText(SYMBOL_FIELD_LABELS.start_date),
    end_date: dateText(SYMBOL_FIELD_LABELS.end_date),
    roll_window: rollWindow,
  })
  .superRefine((v, ctx) => {
    const problem = comparisonProblem(v.benchmark, v.stock_comparison);
    if (problem) ctx.addIssue({ code: 'custom', path: ['stock_comparison'], message: problem });
    if (isDate(v.start_date) && isDate(v.end_date) && v.start_date > v.end_date)
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        message: `The start date must not be after the end date (${v.end_date}).`,
      });
  })
  .transform((v): SymbolCorrRequest => ({
    benchmark: v.benchmark,
    stock_comparison: v.stock_comparison,
    start_date: v.start_date,
    end_date: v.end_date,
    roll_window: v.roll_window,
  }));

function comparisonProblem(benchmark: string, comparisons: readonly string[]): string | null {
  if (comparisons.length === 0) return 'Add at least one symbol to compare with the benchmark.';
  if (comparisons.every((c) => c === benchmark))
    return `Add a symbol other than the benchmark (${benchmark}) to compare.`;
  if (comparisons.length > MAX_COMPARISONS)
    return `Compare at most ${MAX_COMPARISONS} symbols at once (there are ${comparisons.length}).`;
  return null;
}
