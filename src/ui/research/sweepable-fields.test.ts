import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { combinationStrategy, pathProblem } from '../../contract/index.ts';
import { RSI_DIP } from '../../testing/strategies.ts';
import {
  axisLabel,
  fieldAxis,
  parseSignalName,
  signalNameWith,
  sweepableFields,
  sweepStrategy,
} from './sweepable-fields.ts';

const summary = (request: StrategyParamsRequest) =>
  sweepableFields(request).map((f) => [f.label, f.path, f.current] as const);

describe('sweepable fields', () => {
  it('lists the symbol, the signal period, the value, delay, risk segments and allocation of a single condition', () => {
    expect(summary(RSI_DIP)).toEqual([
      ['Symbol', 'symbol', 'SPX'],
      ['Entry: RSI period', 'entry.condition.signal.name', 14],
      ['Entry: RSI(14) value', 'entry.condition.rule.comparison_value', 30],
      ['Entry delay (bars)', 'entry.delay_bars', 0],
      ['Stop-loss (%)', 'risk_control.stop', -5],
      ['Take-profit (%)', 'risk_control.take', 10],
      ['Max bars held', 'risk_control.days', 21],
      ['Allocation (fraction of equity)', 'capital_alloc', 1],
    ]);
  });

  it('names Scoring conditions and TimeOrder steps by their place, with periods, qualifiers, threshold and window', () => {
    const request: StrategyParamsRequest = {
      symbol: 'SPX',
      entry: {
        rule_type: 'Scoring',
        score_threshold: 2,
        condition: [
          { signal: { name: 'RSI(14)' }, rule: { type_name: 'Below', comparison_value: '30' } },
          {
            signal: { name: 'Symbol Close' },
            rule: { type_name: 'Above', comparison_type: 'SVMA', period: '50' },
            qualifier: { comparison_operator: 'Increase', calculation_period: '5' },
          },
        ],
      },
      exit: {
        rule_type: 'TimeOrder',
        signals_in_market: 10,
        delay_bars: 1,
        steps: [
          {
            signal: { name: 'MA Spread(10, 50)' },
            rule: {
              type_name: 'Above',
              comparison_value: 0,
              qualifier: { comparison_operator: 'Increase', calculation_period: 3 },
            },
          },
          { signal: { name: 'SMA(20)' }, rule: { type_name: 'Above', comparison_value: 100 } },
        ],
      },
      capital_alloc: '0.5',
    };
    const fields = summary(request);
    expect(fields).toContainEqual(['Entry condition 1: RSI period', 'entry.condition.0.signal.name', 14]);
    expect(fields).toContainEqual(['Entry condition 1: RSI(14) value', 'entry.condition.0.rule.comparison_value', 30]);
    expect(fields).toContainEqual([
      'Entry condition 2: Symbol Close comparison period (bars)',
      'entry.condition.1.rule.period',
      50,
    ]);
    expect(fields).toContainEqual([
      'Entry condition 2: Symbol Close qualifier period (bars)',
      'entry.condition.1.qualifier.calculation_period',
      5,
    ]);
    expect(fields).toContainEqual(['Entry: conditions that must be true', 'entry.score_threshold', 2]);
    expect(fields).toContainEqual(['Exit step 1: MA Spread parameter 1', 'exit.steps.0.signal.name', 10]);
    expect(fields).toContainEqual(['Exit step 1: MA Spread parameter 2', 'exit.steps.0.signal.name', 50]);
    // A qualifier inside the rule is offered at its own place.
    expect(fields).toContainEqual([
      'Exit step 1: MA Spread(10, 50) qualifier period (bars)',
      'exit.steps.0.rule.qualifier.calculation_period',
      3,
    ]);
    expect(fields).toContainEqual(['Exit step 2: SMA period', 'exit.steps.1.signal.name', 20]);
    expect(fields).toContainEqual(['Exit: all steps within (bars)', 'exit.signals_in_market', 10]);
    expect(fields).toContainEqual(['Exit delay (bars)', 'exit.delay_bars', 1]);
    expect(fields).toContainEqual(['Allocation (fraction of equity)', 'capital_alloc', 0.5]);
    // No risk control in the request: the default "//21" is what runs.
    expect(fields).toContainEqual(['Stop-loss (%)', 'risk_control.stop', null]);
    expect(fields).toContainEqual(['Max bars held', 'risk_control.days', 21]);
    // Every path can be set on this strategy.
    for (const f of sweepableFields(request)) expect(pathProblem(request, f.path)).toBeNull();
  });

  it('takes parameter names from the technical map when the connection knows them', () => {
    const labels = sweepableFields(
      {
        ...RSI_DIP,
        entry: { ...RSI_DIP.entry, condition: { ...RSI_DIP.entry.condition, signal: { name: 'MACD(12,26,9)' } } },
      },
      (key) => (key === 'MACD' ? ['fast', 'slow', 'signal'] : undefined),
    )
      .filter((f) => f.kind === 'signal-param')
      .map((f) => f.label);
    expect(labels).toEqual(['Entry: MACD fast', 'Entry: MACD slow', 'Entry: MACD signal']);
  });

  it('turns a signal number into whole names, keeping the rest of the name as written', () => {
    expect(parseSignalName('MA Spread(10, 50)')).toEqual({ key: 'MA Spread', numbers: [10, 50] });
    expect(parseSignalName('VIX')).toBeNull();
    expect(parseSignalName('Put/Call (ratio)')).toBeNull();
    expect(signalNameWith('MA Spread(10, 50)', 1, 40)).toBe('MA Spread(10, 40)');
    const field = sweepableFields(RSI_DIP).find((f) => f.kind === 'signal-param')!;
    expect(fieldAxis(field, [10, 12])).toEqual({ path: 'entry.condition.signal.name', values: ['RSI(10)', 'RSI(12)'] });
    expect(axisLabel(RSI_DIP, 'entry.condition.signal.name')).toBe('Entry: signal');
    expect(axisLabel(RSI_DIP, 'risk_control.stop')).toBe('Stop-loss (%)');
    expect(axisLabel(RSI_DIP, 'not.a.field')).toBe('not.a.field');
  });

  it('writes the default risk control out when a segment is swept, so the other segments stay', () => {
    const noRisk: StrategyParamsRequest = { ...RSI_DIP };
    delete noRisk.risk_control;
    const strategy = sweepStrategy(noRisk, [{ path: 'risk_control.stop' }]);
    expect(strategy.risk_control).toBe('//21');
    expect(combinationStrategy(strategy, [{ path: 'risk_control.stop' }], [-3]).risk_control).toBe('-3//21');
    expect(sweepStrategy(noRisk, [{ path: 'symbol' }])).toBe(noRisk);
  });
});
