import { describe, expect, it } from 'vitest';
import type { ScannerBacktestFormValues } from './form-values.ts';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { scannerBacktestFormSchema } from './form-schema.ts';

/** Each refused field's message, by the form field the issue names. */
function messages(values: ScannerBacktestFormValues): Record<string, string> {
  const parsed = scannerBacktestFormSchema.safeParse(values);
  expect(parsed.success).toBe(false);
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the scanner backtest form schema', () => {
  it('turns the defaults into spec 4.5’s request', () => {
    expect(scannerBacktestFormSchema.parse(SCANNER_BACKTEST_DEFAULTS)).toEqual({
      start_date: '2017-05-11',
      end_date: '2018-05-11',
      find_type: 'stock',
      signals: ['All'],
      total_capital: 100000,
      long_short_ratio: '1.0/0.0',
      commission: 0,
      capital_allocate: 'Kelly',
      daily_limit: 3,
      rank_condition: 'StdDev',
    });
  });

  it('writes a blank range side as no limit', () => {
    const request = scannerBacktestFormSchema.parse({
      ...SCANNER_BACKTEST_DEFAULTS,
      stop_loss_max: '10',
      trend_min: '2',
    });
    expect(request.stop_loss_range).toBe('0-10');
    expect(request.trend_range).toBe('2-1000000000');
  });

  it('names each bad field under its own name, in words the form uses', () => {
    expect(
      messages({
        ...SCANNER_BACKTEST_DEFAULTS,
        start_date: '2019-01-01',
        total_capital: 'lots',
        long_share: '0.8',
        short_share: '0.5',
        trend_min: '8',
        trend_max: '2',
        daily_limit: '0',
      }),
    ).toEqual({
      start_date: 'The start date must not be after the end date (2018-05-11).',
      total_capital: 'Total capital: enter an amount above 0, e.g. 100000.',
      long_share:
        'Long share: expected long/short shares from 0 to 1 that add up to at most 1 (e.g. 1.0/0.0 or 0.7/0.3); got "0.8/0.5".',
      trend_min: "Trend score: the range's min 8 is above its max 2.",
      daily_limit: 'Daily limit (trades): expected a whole number from 1 to 100.',
    });
  });

  it('names a value from the address that is none of the field’s choices', () => {
    const fromAddress = { ...SCANNER_BACKTEST_DEFAULTS, find_type: 'bonds' } as unknown as ScannerBacktestFormValues;
    expect(messages(fromAddress)).toEqual({ find_type: 'Universe: expected one of stock, etf, stock/etf.' });
  });

  it('asks for a signal when signals are to be chosen and none is', () => {
    expect(messages({ ...SCANNER_BACKTEST_DEFAULTS, signal_mode: 'some', signals: [] })).toEqual({
      signals: 'Choose at least one signal, or “All signals”.',
    });
  });
});
