import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../contract/strategy.ts';
import { strategyDifferences } from './strategy-difference.ts';

const rsi = (operator: string, value: number | string, name = 'RSI(14)') => ({
  signal: { name },
  rule: { type_name: operator, comparison_value: value },
});

const base: StrategyParamsRequest = {
  symbol: 'SPX',
  entry: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', 30) },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '//10',
  start_date: '2010-01-01',
  end_date: '2012-12-31',
} as StrategyParamsRequest;

const texts = (a: unknown, b: unknown) =>
  strategyDifferences(a as StrategyParamsRequest, b as StrategyParamsRequest).map((c) => c.text);

describe('strategyDifferences', () => {
  it('says nothing when the two strategies read the same', () => {
    // A number typed as text, a stop with its sign and another name change nothing a backtest does.
    const same = {
      ...base,
      name: 'Another name',
      entry: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', '30.000000') },
    };
    expect(texts(base, same)).toEqual([]);
    expect(texts({ ...base, risk_control: '-5/10/21' }, { ...base, risk_control: '5/10/21' })).toEqual([]);
  });

  it('names the value, the risk control and the symbol that changed, old -> new', () => {
    const after = {
      ...base,
      symbol: 'msft',
      entry: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', 35) },
      risk_control: '-5/10/21',
    };
    expect(texts(base, after)).toEqual(['Symbol SPX -> MSFT', 'Entry value 30 -> 35', 'Risk control //10 -> -5/10/21']);
  });

  it('names a changed signal alone, and says the whole condition when more than one part changed', () => {
    const signal = { ...base, entry: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', 30, 'RSI(7)') } };
    expect(texts(base, signal)).toEqual(['Entry signal RSI(14) -> RSI(7)']);
    const both = { ...base, entry: { rule_type: 'SingleCondition', condition: rsi('CrossAbove', 70) } };
    expect(texts(base, both)).toEqual(['Entry condition RSI(14) crosses below 30 -> RSI(14) crosses above 70']);
  });

  it('says the exit rule when its kind changed, in the words of the description', () => {
    const after = { ...base, exit: { rule_type: 'SingleCondition', condition: rsi('>', 70) } };
    expect(texts(base, after)).toEqual(['Exit rule risk control only -> RSI(14) is above 70']);
  });

  it('numbers the conditions of a Scoring rule and names its threshold', () => {
    const scoring = (threshold: number, second: number) => ({
      ...base,
      entry: {
        rule_type: 'Scoring',
        condition: [rsi('<', 30), rsi('<', second, 'RSI(2)')],
        score_threshold: threshold,
      },
    });
    expect(texts(scoring(1, 10), scoring(2, 5))).toEqual([
      'Entry condition 2 value 10 -> 5',
      'Entry score threshold 1 -> 2',
    ]);
  });

  it('says the settings and costs in the words of the description', () => {
    const after = {
      ...base,
      direction: 'Short',
      frequency: 'Weekly',
      start_date: '2011-01-01',
      trade_price: 0,
      capital: 50000,
      capital_alloc: 0.5,
      commission: 0.001,
      slippage: '0.0005',
    };
    expect(texts(base, after)).toEqual([
      'Direction long -> short',
      'Frequency daily -> weekly',
      'Window 2010-01-01 to 2012-12-31 -> 2011-01-01 to 2012-12-31',
      "Fill at the close -> at the next bar's open",
      'Capital 100,000 -> 50,000',
      'Allocation 100% -> 50%',
      'Commission 0% -> 0.1%',
      'Slippage 0% -> 0.05%',
    ]);
  });

  it('says a change of price basis, the default being the price', () => {
    expect(texts(base, { ...base, price_basis: 'total_return' })).toEqual([
      'Price basis price -> total return, dividends reinvested',
    ]);
    expect(texts(base, { ...base, price_basis: 'price' })).toEqual([]);
  });

  it('reads half-typed params with placeholders instead of throwing', () => {
    expect(texts({}, { symbol: 'DJI', entry: { rule_type: 'SingleCondition', condition: rsi('<', '') } })).toEqual([
      'Symbol (no symbol) -> DJI',
      'Entry rule (no rule chosen) -> RSI(14) is below ?',
    ]);
  });
});
