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
