import type { DefaultedField, Direction, Frequency, PriceBasis, StrategyParamsInput } from '../../contract/index.ts';
import { DEFAULT_PRICE_BASIS, DEFAULTED_FIELDS, STRATEGY_DEFAULTS } from '../../contract/index.ts';

/** StrategyParams with every default filled in and numeric strings read as numbers. */
export interface MergedParams {
  symbol: string;
  name: string;
  direction: Direction;
  frequency: Frequency;
  /** Our extension: not among the 17 defaults of spec 2.1, so never in defaults_applied. */
  price_basis: PriceBasis;
  benchmark: string;
  start_date: string;
  end_date: string;
  capital: number;
  capital_alloc: number;
  commission: number;
  slippage: number;
  trade_price: 0 | 1 | 2;
  risk_control: string;
  csv_mode: boolean;
}

export interface MergeOutcome {
  merged: MergedParams;
  /** The defaulted fields the request left out, with the value used (spec 4.2 `defaults_applied`). */
  defaultsApplied: Partial<Record<DefaultedField, unknown>>;
}

/** Fills the 17 defaults of spec 2.1; end_date defaults to `today` (YYYY-MM-DD). */
export function mergeDefaults(input: StrategyParamsInput, today: string): MergeOutcome {
  const defaultsApplied: Partial<Record<DefaultedField, unknown>> = {};
  for (const field of DEFAULTED_FIELDS) {
    if (input[field] === undefined) defaultsApplied[field] = STRATEGY_DEFAULTS[field];
  }
  const pick = <K extends DefaultedField>(field: K) => input[field] ?? STRATEGY_DEFAULTS[field];
  return {
    defaultsApplied,
    merged: {
      symbol: input.symbol.toUpperCase(),
      name: input.name ?? '',
      direction: pick('direction') as Direction,
      frequency: pick('frequency') as Frequency,
      price_basis: input.price_basis ?? DEFAULT_PRICE_BASIS,
      benchmark: String(pick('benchmark')),
      start_date: String(pick('start_date')),
      end_date: input.end_date ?? today,
      capital: Number(pick('capital')),
      capital_alloc: Number(pick('capital_alloc')),
      commission: Number(pick('commission')),
      slippage: Number(pick('slippage')),
      trade_price: pick('trade_price') as 0 | 1 | 2,
      risk_control: String(pick('risk_control')),
      csv_mode: input.csv_mode === true,
    },
  };
}
