import { describe, expect, it } from 'vitest';
import { cpmFormSchema } from './cpm-form-schema.ts';
import type { CpmFormValues } from './cpm-form-values.ts';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { formValuesOf } from './task-params.ts';

/** The schema's answer as the form uses it: the request, or a message per field. */
function checkCpmForm(values: CpmFormValues) {
  const parsed = cpmFormSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, body: parsed.data.body };
  return {
    ok: false as const,
    errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
  };
}

describe('the CPM form schema', () => {
  it('sends the defaults as a Common Pattern request', () => {
    expect(checkCpmForm(CPM_FORM_DEFAULTS)).toEqual({
      ok: true,
      body: {
        symbol: 'SPX',
        corr_per: 75,
        time_in_market: 21,
        timeframe: 'Daily',
        lookback_period: '20',
        ma_condition: 0,
        direction: 'Long',
        exclude_overlap: 1,
        system_pattern: 'rounding_bottom',
      },
    });
  });

  it('sends a Customize window with its dates, the MA filter and a name', () => {
    const check = checkCpmForm({
      ...CPM_FORM_DEFAULTS,
      symbol: 'spx',
      source: 'custom',
      startDate: '2020-01-02',
      endDate: '2020-04-17',
      maCondition: '2',
      ma: '50',
      excludeOverlap: false,
      name: ' crash ',
    });
    expect(check.ok && check.body).toMatchObject({
      symbol: 'SPX',
      start_date: '2020-01-02',
      end_date: '2020-04-17',
      ma_condition: 2,
      ma: 50,
      exclude_overlap: 0,
      name: 'crash',
    });
    expect(check.ok && 'system_pattern' in check.body).toBe(false);
  });

  it('names every bad field', () => {
    const check = checkCpmForm({
      ...CPM_FORM_DEFAULTS,
      symbol: ' ',
      corrPer: '7.5',
      timeInMarket: '',
      patternBars: '600',
      maCondition: '1',
      ma: '',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        symbol: 'Enter a symbol, e.g. SPX.',
        corrPer: 'Minimum correlation (%): expected a whole number from 0 to 100.',
        timeInMarket: 'Time in market (bars): expected a whole number from 3 to 252.',
        patternBars: 'Pattern length (bars): expected a whole number from 5 to 520.',
        ma: 'Enter the moving average’s length in bars (1 to 252): the filter compares each close with it.',
      },
    });
  });

  it('fills the form back in from a task’s params', () => {
    const params = parseTaskParams(
      JSON.stringify({
        symbol: 'spx',
        corr_per: 80,
        time_in_market: '10',
        start_date: '2020-01-02',
        end_date: '2020-04-17',
        ma_condition: 1,
        ma: 50,
        exclude_overlap: 0,
      }),
    );
    const values = formValuesOf(params, 'scan');
    expect(values).toMatchObject({
      symbol: 'SPX',
      source: 'custom',
      corrPer: '80',
      timeInMarket: '10',
      startDate: '2020-01-02',
      maCondition: '1',
      ma: '50',
      excludeOverlap: false,
      runAs: 'scan',
    });
    expect(checkCpmForm(values).ok).toBe(true);
    expect(cpmFormSchema.safeParse(values).data?.mode).toBe('scan');
    expect(formValuesOf(parseTaskParams('not json'), 'backtest')).toMatchObject({ symbol: 'SPX', source: 'custom' });
  });

  it('names a field whose value from the address is none of its choices', () => {
    const bad = { ...CPM_FORM_DEFAULTS, timeframe: 'Hourly', lookback: '5' } as unknown as CpmFormValues;
    expect(checkCpmForm(bad)).toEqual({
      ok: false,
      errors: {
        timeframe: 'Timeframe: expected one of Daily, Weekly, Monthly.',
        lookback: 'Look back (years): expected one of 10, 20, All.',
      },
    });
  });
});
