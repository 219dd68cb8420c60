import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { StrategyParamsInputSchema } from '../../contract/index.ts';
import { describeFormPath, toFormPath } from './field-paths.ts';
import { checkForm } from './form-check.ts';
import { fromRequest, toRequest } from './form-model.ts';
import type { StrategyFormValues } from './form-values.ts';
import { defaultFormValues, newBlock, newCondition, StrategyFormValuesSchema } from './form-values.ts';
import { decodeRiskControl, encodeRiskControl } from './risk-control.ts';
import { testDirectory } from './test-directory.ts';

const ctx = { classify: testDirectory.classify };

function form(overrides: Partial<StrategyFormValues>): StrategyFormValues {
  return { ...defaultFormValues(), ...overrides };
}

describe('toRequest', () => {
  it('turns the new-strategy defaults into the spec request', () => {
    expect(toRequest(defaultFormValues(), ctx)).toEqual({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'RSI(14)' },
          rule: { comparison_type: 'SV', type_name: 'CrossAbove', comparison_value: 30 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-5/10/21',
    });
  });

  it('sends account settings only when they differ from the defaults', () => {
    const request = toRequest(
      form({
        capital: '100000',
        capital_alloc: '1',
        commission: '0.001',
        slippage: '',
        trade_price: '0',
        direction: 'Short',
        start_date: '',
        end_date: '2020-12-31',
        benchmark: 'spx',
        name: '  RSI dip ',
        description: 'Buys oversold',
        symbol: ' goog ',
      }),
      ctx,
    );
    expect(request).toMatchObject({
      symbol: 'GOOG',
      name: 'RSI dip',
      description: { introduction: 'Buys oversold' },
      commission: '0.001',
      trade_price: 0,
      direction: 'Short',
      end_date: '2020-12-31',
    });
    for (const key of ['capital', 'capital_alloc', 'slippage', 'start_date', 'benchmark', 'frequency'])
      expect(request).not.toHaveProperty(key);
  });

  it('leaves out what the choices hide: EO/EP and qualifier of a Technical signal, value of SVMA and All-time High', () => {
    const technical = newCondition({
      signal: 'RSI(7)',
      eo: '10',
      use_qualifier: true,
      type_name: '<',
      comparison_value: '25',
    });
    const svma = newCondition({
      signal: 'Symbol Close',
      comparison_type: 'SVMA',
      type_name: 'CrossAbove',
      comparison_value: '5',
      period: '21',
    });
    const high = newCondition({ signal: 'Symbol High', type_name: 'All-time High', comparison_value: '3' });
    const request = toRequest(
      form({ entry: newBlock({ rule_type: 'Scoring', conditions: [technical, svma, high], score_threshold: '2' }) }),
      ctx,
    );
    expect(request.entry).toEqual({
      rule_type: 'Scoring',
      condition: [
        { signal: { name: 'RSI(7)' }, rule: { comparison_type: 'SV', type_name: '<', comparison_value: 25 } },
        { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVMA', type_name: 'CrossAbove', period: '21' } },
        { signal: { name: 'Symbol High' }, rule: { comparison_type: 'SV', type_name: 'All-time High' } },
      ],
      score_threshold: 2,
    });
  });

  it('sends EO/EP as strings for a Sentiment signal and the qualifier beside the rule', () => {
    const vix = newCondition({
      signal: 'VIX',
      eo: '12',
      ep: '',
      type_name: '>',
      comparison_value: '30',
      use_qualifier: true,
      qualifier_operator: 'MA Ratio',
      qualifier_period: '21',
      qualifier_ma_type: 'E',
    });
    const request = toRequest(form({ entry: newBlock({ conditions: [vix] }) }), ctx);
    expect(request.entry.condition).toEqual({
      signal: { name: 'VIX', params: { extreme_optimism: '12' } },
      rule: { comparison_type: 'SV', type_name: '>', comparison_value: 30 },
      qualifier: { comparison_operator: 'MA Ratio', calculation_period: '21', ma_type: 'E' },
    });
  });

  it('puts TimeOrder steps in the block, with the window only when set, and the delay only when not 0', () => {
    const steps = [
      newCondition({ signal: 'Symbol Close', type_name: '>', comparison_value: '100' }),
      newCondition({ signal: 'RSI(14)', type_name: 'CrossAbove', comparison_value: '30' }),
    ];
    const open = toRequest(form({ exit: newBlock({ rule_type: 'TimeOrder', conditions: steps }) }), ctx).exit;
    expect(open).not.toHaveProperty('condition');
    expect(open).not.toHaveProperty('signals_in_market');
    expect(open).not.toHaveProperty('delay_bars');
    expect(open.steps).toHaveLength(2);
    const windowed = toRequest(
      form({ exit: newBlock({ rule_type: 'TimeOrder', conditions: steps, signals_in_market: '21', delay_bars: '1' }) }),
      ctx,
    ).exit;
    expect(windowed).toMatchObject({ signals_in_market: 21, delay_bars: 1 });
  });

  it('uses only the first condition for SingleCondition and none for RiskControlOnly', () => {
    const two = [
      newCondition({ signal: 'Symbol Close', comparison_value: '1' }),
      newCondition({ signal: 'VIX', comparison_value: '2' }),
    ];
    const request = toRequest(
      form({ entry: newBlock({ conditions: two }), exit: newBlock({ rule_type: 'RiskControlOnly', conditions: two }) }),
      ctx,
    );
    expect(request.entry.condition).toMatchObject({ signal: { name: 'Symbol Close' } });
    expect(request.exit).toEqual({ rule_type: 'RiskControlOnly' });
  });
});

describe('fromRequest', () => {
  const full: StrategyParamsRequest = {
    symbol: 'GOOG',
    name: 'Everything',
    description: { introduction: 'All the parts' },
    entry: {
      rule_type: 'TimeOrder',
      steps: [
        {
          signal: { name: 'VIX', params: { extreme_optimism: '12', extreme_pessimism: '30' } },
          rule: { comparison_type: 'SV', type_name: 'Range Rank', comparison_value: 90, period: '252' },
          qualifier: { comparison_operator: 'DrawDown %', calculation_period: '21' },
        },
        { signal: { name: 'SMA(50)' }, rule: { comparison_type: 'MA', type_name: 'CrossAbove' } },
      ],
      signals_in_market: 21,
      delay_bars: 1,
    },
    exit: {
      rule_type: 'Scoring',
      condition: [
        { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVEMA', type_name: 'CrossBelow', period: '10' } },
        { signal: { name: 'RSI(14)' }, rule: { comparison_type: 'SV', type_name: '>', comparison_value: 70 } },
      ],
      score_threshold: 1,
    },
    risk_control: '//',
    capital: 50000,
    capital_alloc: '0.5',
    trade_price: 1,
    frequency: 'Weekly',
    start_date: '2010-01-01',
    benchmark: 'DJI',
  };

  it('round-trips a request through the form unchanged', () => {
    const loaded = fromRequest(full);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(toRequest(loaded.values, ctx)).toEqual(full);
  });

  it('keeps price_basis: sent only when total_return, read back into the form, price when absent', () => {
    const total = toRequest(form({ price_basis: 'total_return' }), ctx);
    expect(total.price_basis).toBe('total_return');
    expect(toRequest(defaultFormValues(), ctx)).not.toHaveProperty('price_basis');
    const loaded = fromRequest(total);
    expect(loaded.ok && loaded.values.price_basis).toBe('total_return');
    const plain = fromRequest({ ...total, price_basis: undefined });
    expect(plain.ok && plain.values.price_basis).toBe('price');
    // a draft kept before the field existed reads as the price series
    const { price_basis: _, ...older } = defaultFormValues();
    expect(StrategyFormValuesSchema.parse(older).price_basis).toBe('price');
    expect(toFormPath('price_basis')).toBe('price_basis');
  });

  it('reads a qualifier placed inside the rule, and never CSV rows', () => {
    const loaded = fromRequest({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'Symbol Close' },
          rule: {
            type_name: '>',
            comparison_value: '10',
            qualifier: { comparison_operator: 'Net Change', calculation_period: '5' },
          },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      csv_mode: true,
      csv_data: [{ Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 }],
    });
    expect(loaded.ok && loaded.csvMode).toBe(true);
    if (!loaded.ok) return;
    const c = loaded.values.entry.conditions[0];
    expect(c).toMatchObject({
      use_qualifier: true,
      qualifier_operator: 'Net Change',
      qualifier_period: '5',
      comparison_value: '10',
    });
    expect(JSON.stringify(loaded.values)).not.toContain('2020-01-02');
    expect(loaded.values.risk).toEqual({ stop: '', take: '', days: '21' });
  });

  it('says why a request cannot be read', () => {
    expect(fromRequest({ symbol: 'SPX' })).toMatchObject({ ok: false, message: expect.stringContaining('entry') });
    expect(fromRequest('nonsense')).toMatchObject({ ok: false });
  });
});

describe('risk control', () => {
  it('encodes the stop negative and empty inputs as empty segments', () => {
    expect(encodeRiskControl({ stop: '5', take: '10', days: '21' })).toBe('-5/10/21');
    expect(encodeRiskControl({ stop: '-5', take: '', days: '21' })).toBe('-5//21');
    expect(encodeRiskControl({ stop: '', take: '', days: '21' })).toBe('//21');
    expect(encodeRiskControl({ stop: '', take: '', days: '' })).toBe('//');
    expect(decodeRiskControl('-5/10/21')).toEqual({ stop: '5', take: '10', days: '21' });
    expect(decodeRiskControl('//')).toEqual({ stop: '', take: '', days: '' });
  });
});

describe('field paths', () => {
  it('maps the service paths to the inputs that hold them', () => {
    expect(toFormPath('entry.condition.rule.type_name')).toBe('entry.conditions.0.type_name');
    expect(toFormPath('entry.condition.signal.name')).toBe('entry.conditions.0.signal');
    expect(toFormPath('entry.steps.1.signal.name')).toBe('entry.conditions.1.signal');
    expect(toFormPath('exit.condition.2.rule.period')).toBe('exit.conditions.2.period');
    expect(toFormPath('exit.voters.0.signal.params.extreme_pessimism')).toBe('exit.conditions.0.ep');
    expect(toFormPath('entry.condition.qualifier')).toBe('entry.conditions.0.qualifier_operator');
    expect(toFormPath('entry.condition.rule.qualifier.calculation_period')).toBe('entry.conditions.0.qualifier_period');
    expect(toFormPath('entry.score_threshold')).toBe('entry.score_threshold');
    expect(toFormPath('entry.steps')).toBe('entry.rule_type');
    expect(toFormPath('capital_alloc')).toBe('capital_alloc');
    expect(toFormPath('csv_data.3.Close')).toBeNull();
    expect(describeFormPath('entry.conditions.1.signal', 'TimeOrder')).toBe('Entry, step 2: signal');
  });
});

describe('checkForm', () => {
  it('names the input of each problem before anything is sent', () => {
    const values = form({
      symbol: '',
      entry: newBlock({
        rule_type: 'Scoring',
        conditions: [newCondition({ signal: 'Symbol Close', comparison_value: '1' }), newCondition()],
        score_threshold: '3',
      }),
      risk: { stop: 'x', take: '10', days: '0' },
    });
    const issues = checkForm(values, ctx);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'symbol', message: 'Enter a symbol, e.g. SPX' },
        { path: 'entry.score_threshold', message: 'At most 2: there are 2 conditions' },
        { path: 'entry.conditions.1.signal', message: 'Choose a signal' },
        { path: 'entry.conditions.1.comparison_value', message: 'Enter a number' },
        { path: 'risk.stop', message: 'Enter a loss in percent above 0, e.g. 5' },
        { path: 'risk.days', message: 'Enter a whole number of bars, at least 1' },
      ]),
    );
  });

  it('passes the defaults, which the contract accepts', () => {
    expect(checkForm(defaultFormValues(), ctx)).toEqual([]);
    expect(StrategyParamsInputSchema.safeParse(toRequest(defaultFormValues(), ctx)).success).toBe(true);
  });
});
