import { describe, expect, it } from 'vitest';
import { checkAssetForm } from './asset-form-values.ts';
import { dateProblem } from './form-check.ts';
import { checkPatternForm, PATTERN_FORM_DEFAULTS } from './pattern-form-values.ts';
import { checkSymbolForm, SYMBOL_FORM_DEFAULTS } from './symbol-form-values.ts';

describe('form checks', () => {
  it('turns the symbol form into the request body', () => {
    expect(checkSymbolForm({ ...SYMBOL_FORM_DEFAULTS, benchmark: ' spx ', rollWindow: ' 63 ' })).toEqual({
      body: {
        benchmark: 'SPX',
        stock_comparison: ['AAPL', 'AMZN', 'GOOG', 'IBM'],
        start_date: '2014-01-01',
        end_date: '2018-05-11',
        roll_window: 63,
      },
      errors: null,
    });
  });

  it('accepts windows of 2 to 1260 whole days only', () => {
    const windowError = (rollWindow: string) =>
      checkSymbolForm({ ...SYMBOL_FORM_DEFAULTS, rollWindow }).errors?.rollWindow;
    expect(['2', '1260'].map(windowError)).toEqual([undefined, undefined]);
    for (const bad of ['1', '1261', '2.5', '-3', '', 'abc']) expect(windowError(bad)).toMatch(/from 2 to 1260/);
  });

  it('allows equal start and end dates for symbols and assets, but not for a pattern window', () => {
    expect(checkSymbolForm({ ...SYMBOL_FORM_DEFAULTS, endDate: '2014-01-01' }).errors).toBeNull();
    expect(checkAssetForm({ startDate: '2012-03-01', endDate: '2012-03-01' }).errors).toBeNull();
    const same = { ...PATTERN_FORM_DEFAULTS.reference, endDate: PATTERN_FORM_DEFAULTS.reference.startDate };
    expect(checkPatternForm({ ...PATTERN_FORM_DEFAULTS, reference: same }).errors).toEqual({
      'reference.startDate': 'The reference start date must be before its end date (2008-09-01).',
    });
  });

  it('refuses dates that are not on the calendar', () => {
    const problem = (text: string) => dateProblem('Start date', text);
    expect(['2021-02-28', '2020-02-29'].map(problem)).toEqual([null, null]);
    expect(['2021-02-29', '2021-13-01', '21-01-01'].map(problem)).toEqual(
      Array(3).fill('The start date must be a calendar date written YYYY-MM-DD.'),
    );
    expect(checkAssetForm({ startDate: '2021-02-30', endDate: '2021-03-01' }).errors).toEqual({
      startDate: 'The start date must be a calendar date written YYYY-MM-DD.',
    });
  });
});
