import type { StrategyParamsRequest } from '../contract/index.ts';

/** Test-only: a small valid strategy on the SPX sample: buy when RSI(14) crosses below 30, exit by risk control. */
export const RSI_DIP = {
  name: 'RSI dip',
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
} satisfies StrategyParamsRequest;

/**
 * In the market from the first bar's signal on and never out: one trade, filled at the second bar's open (trade
 * price 0) and still open at the last close, so its return is last close / second open - 1, worked out by hand.
 */
export function alwaysIn(symbol: string, start_date: string, end_date: string) {
  return {
    symbol,
    start_date,
    end_date,
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_value: 0 } },
    },
    exit: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '<', comparison_value: 0 } },
    },
    trade_price: 0,
    risk_control: '//',
  } satisfies StrategyParamsRequest;
}
