import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from './strategy.ts';
import { StrategyParamsInputSchema } from './strategy.ts';

/** A strategy the contract takes; each test below breaks one setting. */
const base: StrategyParamsRequest = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_value: 100 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
};

/** The issues of a request as `path: message`, so each expectation says where and what. */
function issues(request: Record<string, unknown>): string[] {
  const parsed = StrategyParamsInputSchema.safeParse(request);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('impossible strategies are refused at the field', () => {
  it('takes the base strategy, and the edge values that still make sense', () => {
    expect(issues(base)).toEqual([]);
    expect(issues({ ...base, start_date: '2015-01-01', end_date: '2015-01-01' })).toEqual([]);
    expect(issues({ ...base, risk_control: '99.9//' })).toEqual([]);
    expect(issues({ ...base, risk_control: '//21' })).toEqual([]);
    expect(issues({ ...base, capital_alloc: '1.000000' })).toEqual([]);
    expect(issues({ ...base, capital_alloc: 0.25 })).toEqual([]);
  });

  it('start after end', () => {
    expect(issues({ ...base, start_date: '2016-01-01', end_date: '2015-12-31' })).toEqual([
      'end_date: end_date 2015-12-31 is before start_date 2016-01-01',
    ]);
  });

  it('a stop of 100% or more, whatever its sign', () => {
    expect(issues({ ...base, risk_control: '-150/10/21' })).toEqual([
      'risk_control: the stop-loss of risk_control must be under 100% (it is 150%)',
    ]);
    expect(issues({ ...base, risk_control: '100//' })).toEqual([
      'risk_control: the stop-loss of risk_control must be under 100% (it is 100%)',
    ]);
  });

  it('a target of 0 or less; an empty one is none', () => {
    expect(issues({ ...base, risk_control: '-5/0/21' })).toEqual([
      'risk_control: the take-profit of risk_control must be above 0% (it is 0%); leave it empty for none',
    ]);
    expect(issues({ ...base, risk_control: '-5/-3/' })).toEqual([
      'risk_control: the take-profit of risk_control must be above 0% (it is -3%); leave it empty for none',
    ]);
    expect(issues({ ...base, risk_control: '-5//21' })).toEqual([]);
  });

  it('an allocation of 0 or less, or above 1', () => {
    expect(issues({ ...base, capital_alloc: '0' })).toEqual(['capital_alloc: capital_alloc must be above 0']);
    expect(issues({ ...base, capital_alloc: -0.5 })).toEqual(['capital_alloc: capital_alloc must be above 0']);
    expect(issues({ ...base, capital_alloc: '1.5' })).toEqual([
      'capital_alloc: capital_alloc is a fraction of the equity, at most 1 (1 = all of it); 1.5 is more',
    ]);
  });

  it('Range Rank as the operator and as the qualifier at once, beside or inside the rule', () => {
    const twice = {
      signal: { name: 'Symbol Close' },
      rule: { type_name: 'Range Rank', comparison_value: 80, period: 252 },
      qualifier: { comparison_operator: 'Range Rank', calculation_period: 21 },
    };
    const message =
      'Range Rank is already the operator; set it once (as the operator, with its period) and turn the qualifier off or choose another';
    expect(issues({ ...base, entry: { rule_type: 'SingleCondition', condition: twice } })).toEqual([
      `entry.condition.qualifier.comparison_operator: ${message}`,
    ]);
    const inside = { signal: twice.signal, rule: { ...twice.rule, qualifier: twice.qualifier } };
    expect(issues({ ...base, exit: { rule_type: 'TimeOrder', steps: [base.entry.condition, inside] } })).toEqual([
      `exit.steps.1.rule.qualifier.comparison_operator: ${message}`,
    ]);
    // Another qualifier on a Range Rank operator, or Range Rank as the qualifier of a plain operator, is one each.
    const other = { ...twice, qualifier: { comparison_operator: 'Rate Of Change', calculation_period: 5 } };
    expect(issues({ ...base, entry: { rule_type: 'SingleCondition', condition: other } })).toEqual([]);
    const plain = { ...twice, rule: { type_name: '>', comparison_value: 80 } };
    expect(issues({ ...base, entry: { rule_type: 'SingleCondition', condition: plain } })).toEqual([]);
  });
});
