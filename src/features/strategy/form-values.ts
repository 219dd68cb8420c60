import { z } from 'zod';
import type { ComparisonType, OperatorName, PriceBasis, RuleType } from '../../contract/index.ts';
import {
  ComparisonTypeSchema,
  DEFAULT_PRICE_BASIS,
  DIRECTIONS,
  FREQUENCIES,
  OPERATOR_NAMES,
  PRICE_BASES,
  RULE_TYPES,
  STRATEGY_DEFAULTS,
} from '../../contract/index.ts';

/*
 * The builder's form values. Every input holds text (what the analyst typed), so that "empty" can mean "none" or
 * "the service's default" and numbers such as "1.000000" survive unchanged; form-model.ts turns them into the
 * request JSON of spec 2.1.
 */

export interface ConditionValues {
  /** Signal name as typed: `RSI(14)`, `Symbol Close` or a catalogue name. */
  signal: string;
  /** Extreme optimism / pessimism (Sentiment only); empty = the indicator's default. */
  eo: string;
  ep: string;
  comparison_type: ComparisonType;
  type_name: OperatorName;
  comparison_value: string;
  period: string;
  use_qualifier: boolean;
  qualifier_operator: OperatorName;
  qualifier_period: string;
  qualifier_ma_type: 'S' | 'E';
}

export interface BlockValues {
  rule_type: RuleType;
  delay_bars: string;
  /**
   * One list for every rule type: SingleCondition uses the first, Scoring all of them, TimeOrder all of them as
   * ordered steps. Switching the rule type therefore keeps what the analyst built.
   */
  conditions: ConditionValues[];
  score_threshold: string;
  /** TimeOrder window in bars; empty = no limit. */
  signals_in_market: string;
}

export interface RiskValues {
  /** Loss in percent, entered positive; empty = no stop. */
  stop: string;
  take: string;
  days: string;
}

export type TradePriceValue = '0' | '1' | '2';

export interface StrategyFormValues {
  symbol: string;
  name: string;
  description: string;
  entry: BlockValues;
  exit: BlockValues;
  risk: RiskValues;
  capital: string;
  capital_alloc: string;
  commission: string;
  slippage: string;
  trade_price: TradePriceValue;
  direction: (typeof DIRECTIONS)[number];
  frequency: (typeof FREQUENCIES)[number];
  /** Our extension: the price series as given, or total return (dividends reinvested). */
  price_basis: PriceBasis;
  /** Empty = the service's default (from the first bar / up to today). */
  start_date: string;
  end_date: string;
  benchmark: string;
}

export type Side = 'entry' | 'exit';

/** A condition added with "Add condition": the analyst picks the signal and the value. */
export function newCondition(overrides: Partial<ConditionValues> = {}): ConditionValues {
  return {
    signal: '',
    eo: '',
    ep: '',
    comparison_type: 'SV',
    type_name: '>',
    comparison_value: '',
    period: '',
    use_qualifier: false,
    qualifier_operator: 'Range Rank',
    qualifier_period: '21',
    qualifier_ma_type: 'S',
    ...overrides,
  };
}

export function newBlock(overrides: Partial<BlockValues> = {}): BlockValues {
  return {
    rule_type: 'SingleCondition',
    delay_bars: '0',
    conditions: [newCondition()],
    score_threshold: '1',
    signals_in_market: '',
    ...overrides,
  };
}

/** A new strategy: RSI(14) crossing above 30 on SPX, out by stop 5% / target 10% / 21 bars. */
export function defaultFormValues(): StrategyFormValues {
  return {
    symbol: 'SPX',
    name: '',
    description: '',
    entry: newBlock({
      conditions: [newCondition({ signal: 'RSI(14)', type_name: 'CrossAbove', comparison_value: '30' })],
    }),
    exit: newBlock({ rule_type: 'RiskControlOnly', conditions: [] }),
    risk: { stop: '5', take: '10', days: '21' },
    capital: String(STRATEGY_DEFAULTS.capital),
    capital_alloc: STRATEGY_DEFAULTS.capital_alloc,
    commission: STRATEGY_DEFAULTS.commission,
    slippage: STRATEGY_DEFAULTS.slippage,
    trade_price: String(STRATEGY_DEFAULTS.trade_price) as TradePriceValue,
    direction: STRATEGY_DEFAULTS.direction,
    frequency: STRATEGY_DEFAULTS.frequency,
    price_basis: DEFAULT_PRICE_BASIS,
    start_date: '',
    end_date: '',
    benchmark: STRATEGY_DEFAULTS.benchmark,
  };
}

const operatorName = z.enum(OPERATOR_NAMES);

const ConditionValuesSchema = z.object({
  signal: z.string(),
  eo: z.string(),
  ep: z.string(),
  comparison_type: ComparisonTypeSchema,
  type_name: operatorName,
  comparison_value: z.string(),
  period: z.string(),
  use_qualifier: z.boolean(),
  qualifier_operator: operatorName,
  qualifier_period: z.string(),
  qualifier_ma_type: z.enum(['S', 'E']),
});

const BlockValuesSchema = z.object({
  rule_type: z.enum(RULE_TYPES),
  delay_bars: z.string(),
  conditions: z.array(ConditionValuesSchema),
  score_threshold: z.string(),
  signals_in_market: z.string(),
});

/** Checks form values read back from storage, which an older version of the app may have written. */
export const StrategyFormValuesSchema: z.ZodType<StrategyFormValues> = z.object({
  symbol: z.string(),
  name: z.string(),
  description: z.string(),
  entry: BlockValuesSchema,
  exit: BlockValuesSchema,
  risk: z.object({ stop: z.string(), take: z.string(), days: z.string() }),
  capital: z.string(),
  capital_alloc: z.string(),
  commission: z.string(),
  slippage: z.string(),
  trade_price: z.enum(['0', '1', '2']),
  direction: z.enum(DIRECTIONS),
  frequency: z.enum(FREQUENCIES),
  // a draft written before the field existed ran on the price series
  price_basis: z.enum(PRICE_BASES).default(DEFAULT_PRICE_BASIS),
  start_date: z.string(),
  end_date: z.string(),
  benchmark: z.string(),
});
