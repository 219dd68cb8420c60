import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ASSET_FORM_DEFAULTS, assetFormSchema } from './asset-form-values.ts';
import { PATTERN_FORM_DEFAULTS, patternFormSchema } from './pattern-form-values.ts';
import { SYMBOL_FORM_DEFAULTS, symbolFormSchema } from './symbol-form-values.ts';

/** Each field's message (the first when there are several), by field name; null when the values pass. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('symbol form schema', () => {
  it('turns the form into the request, the benchmark and window cleaned', () => {
    expect(symbolFormSchema.parse({ ...SYMBOL_FORM_DEFAULTS, benchmark: ' spx ', roll_window: ' 63 ' })).toEqual({
      benchmark: 'SPX',
      stock_comparison: ['AAPL', 'AMZN', 'GOOG', 'IBM'],
      start_date: '2014-01-01',
      end_date: '2018-05-11',
      roll_window: 63,
    });
  });

  it('names each bad field in a sentence', () => {
    expect(
      messages(symbolFormSchema, {
        benchmark: '',
        stock_comparison: [],
        start_date: '2019-01-01',
        end_date: '2018-05-11',
        roll_window: '2x',
      }),
    ).toEqual({
      benchmark: 'Enter a symbol for the benchmark.',
      stock_comparison: 'Add at least one symbol to compare with the benchmark.',
      start_date: 'The start date must not be after the end date (2018-05-11).',
      roll_window: 'The rolling window must be a whole number of trading days from 2 to 1260.',
    });
    expect(messages(symbolFormSchema, { ...SYMBOL_FORM_DEFAULTS, stock_comparison: ['SPX'] })).toEqual({
      stock_comparison: 'Add a symbol other than the benchmark (SPX) to compare.',
    });
  });

  it('accepts windows of 2 to 1260 whole days only', () => {
    const windowError = (roll_window: string) =>
      messages(symbolFormSchema, { ...SYMBOL_FORM_DEFAULTS, roll_window })?.roll_window;
    expect(['2', '1260'].map(windowError)).toEqual([undefined, undefined]);
    for (const bad of ['1', '1261', '2.5', '-3', '', 'abc']) expect(windowError(bad)).toMatch(/from 2 to 1260/);
  });
});

describe('asset form schema', () => {
  it('sends added symbols only when there are some', () => {
    expect(assetFormSchema.parse(ASSET_FORM_DEFAULTS)).toEqual({ start_date: '2010-01-01', end_date: '2016-06-30' });
    expect(assetFormSchema.parse({ ...ASSET_FORM_DEFAULTS, symbols: ['AAPL'] })).toEqual({
      start_date: '2010-01-01',
      end_date: '2016-06-30',
      symbols: ['AAPL'],
    });
  });

  it('allows equal dates, refuses reversed ones and dates not on the calendar', () => {
    expect(
      messages(assetFormSchema, { ...ASSET_FORM_DEFAULTS, start_date: '2012-03-01', end_date: '2012-03-01' }),
    ).toBe(null);
    expect(messages(assetFormSchema, { ...ASSET_FORM_DEFAULTS, end_date: '2009-12-31' })).toEqual({
      start_date: 'The start date must not be after the end date (2009-12-31).',
    });
    expect(messages(assetFormSchema, { ...ASSET_FORM_DEFAULTS, start_date: '2021-02-30', end_date: '' })).toEqual({
      start_date: 'The start date must be a calendar date written YYYY-MM-DD.',
      end_date: 'Enter the end date.',
    });
    expect(messages(assetFormSchema, { ...ASSET_FORM_DEFAULTS, start_date: '2012-02-29' })).toBe(null);
  });
});

describe('pattern form schema', () => {
  it('needs each window to start before it ends, and names the side', () => {
    expect(
      messages(patternFormSchema, {
        ...PATTERN_FORM_DEFAULTS,
        referenceEndDate: PATTERN_FORM_DEFAULTS.referenceStartDate,
        comparisonSymbol: ' ',
      }),
    ).toEqual({
      referenceStartDate: 'The reference start date must be before its end date (2008-09-01).',
      comparisonSymbol: 'Enter a symbol for the comparison symbol.',
    });
    expect(patternFormSchema.parse({ ...PATTERN_FORM_DEFAULTS, comparisonSymbol: 'msft' }).comparisonSymbol).toBe(
      'MSFT',
    );
  });
});
