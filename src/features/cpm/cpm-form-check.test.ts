import { describe, expect, it } from 'vitest';
import { checkCpmForm } from './cpm-form-check.ts';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { formValuesOf } from './task-params.ts';

describe('the CPM form check', () => {
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
      mode: 'scan',
    });
    expect(checkCpmForm(values).ok).toBe(true);
    expect(formValuesOf(parseTaskParams('not json'), 'backtest')).toMatchObject({ symbol: 'SPX', source: 'custom' });
  });
});
