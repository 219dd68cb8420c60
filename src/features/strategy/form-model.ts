import type { Condition, RuleBlockInput, StrategyParamsRequest } from '../../contract/index.ts';
import {
  DEFAULT_PRICE_BASIS,
  DEFAULT_SIGNALS_IN_MARKET,
  STRATEGY_DEFAULTS,
  StrategyParamsInputSchema,
} from '../../contract/index.ts';
import { conditionLayout } from './condition-layout.ts';
import type { BlockValues, ConditionValues, StrategyFormValues, TradePriceValue } from './form-values.ts';
import { defaultFormValues, newBlock, newCondition } from './form-values.ts';
import { decodeRiskControl, encodeRiskControl } from './risk-control.ts';
import type { SignalClassifier } from './signal-kind.ts';

/*
 * Form values <-> the request JSON of spec 2.1. Pure: the only outside knowledge is the signal classifier, because
 * what a condition sends depends on its signal's type (EO/EP only for Sentiment, no qualifier for Technical).
 */

export interface RequestContext {
  classify: SignalClassifier;
  /** In CSV mode an unknown signal name is a Sentiment signal read from the file's Entry/Exit column. */
  csvMode?: boolean;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A number when the text is one; otherwise the text itself, so the contract's check names the field. */
function numberOrText(text: string): number | string {
  const t = text.trim();
  return NUMBER.test(t) ? Number(t) : t;
}

function conditionToWire(c: ConditionValues, ctx: RequestContext): Condition {
  const layout = conditionLayout(c, ctx.classify(c.signal), ctx.csvMode ?? false);
  const signal: Condition['signal'] = { name: c.signal.trim() };
  const eo = c.eo.trim();
  const ep = c.ep.trim();
  // Empty extremes are left to the service, which takes the indicator's own (spec 2.3: "per indicator").
  if (layout.showExtremes && (eo !== '' || ep !== '')) {
    signal.params = {};
    if (eo !== '') signal.params.extreme_optimism = eo;
    if (ep !== '') signal.params.extreme_pessimism = ep;
  }
  const rule: Condition['rule'] = { comparison_type: c.comparison_type, type_name: c.type_name };
  if (layout.showValue) rule.comparison_value = numberOrText(c.comparison_value);
  if (layout.showPeriod) rule.period = c.period.trim();
  const condition: Condition = { signal, rule };
  if (layout.showQualifier) {
    condition.qualifier = { comparison_operator: c.qualifier_operator, calculation_period: c.qualifier_period.trim() };
    if (layout.showQualifierMaType) condition.qualifier.ma_type = c.qualifier_ma_type;
  }
  return condition;
}

function blockToWire(b: BlockValues, ctx: RequestContext): RuleBlockInput {
  const block: RuleBlockInput = { rule_type: b.rule_type };
  switch (b.rule_type) {
    case 'SingleCondition':
      block.condition = conditionToWire(b.conditions[0] ?? newCondition(), ctx);
      break;
    case 'Scoring':
      block.condition = b.conditions.map((c) => conditionToWire(c, ctx));
      block.score_threshold = numberOrText(b.score_threshold) as number;
      break;
    case 'TimeOrder':
      // Steps sit in the block itself, never under `condition` (spec 2.2 and section 7).
      block.steps = b.conditions.map((c) => conditionToWire(c, ctx));
      if (b.signals_in_market.trim() !== '') block.signals_in_market = numberOrText(b.signals_in_market) as number;
      break;
    case 'RiskControlOnly':
      break;
  }
  const delay = b.delay_bars.trim();
  if (delay !== '' && Number(delay) !== 0) block.delay_bars = numberOrText(delay) as number;
  return block;
}

/** True when the typed text says something other than the default (empty = the default; "1" equals "1.000000"). */
function changed(text: string, fallback: string | number): boolean {
  const t = text.trim();
  if (t === '') return false;
  if (NUMBER.test(t) && NUMBER.test(String(fallback))) return Number(t) !== Number(fallback);
  return t !== String(fallback);
}

export type AccountValues = Pick<StrategyFormValues, (typeof ACCOUNT_FIELDS)[number]>;

export const ACCOUNT_FIELDS = [
  'capital',
  'capital_alloc',
  'commission',
  'slippage',
  'trade_price',
  'direction',
  'frequency',
  'price_basis',
  'start_date',
  'end_date',
  'benchmark',
] as const;

/** The account settings that differ from STRATEGY_DEFAULTS (and price_basis from price), in their request form. */
export function accountChanges(values: AccountValues): Partial<StrategyParamsRequest> {
  const d = STRATEGY_DEFAULTS;
  const out: Partial<StrategyParamsRequest> = {};
  if (changed(values.capital, d.capital)) out.capital = numberOrText(values.capital) as number;
  if (changed(values.capital_alloc, d.capital_alloc)) out.capital_alloc = values.capital_alloc.trim();
  if (changed(values.commission, d.commission)) out.commission = values.commission.trim();
  if (changed(values.slippage, d.slippage)) out.slippage = values.slippage.trim();
  if (changed(values.trade_price, d.trade_price)) out.trade_price = Number(values.trade_price) as 0 | 1 | 2;
  if (values.direction !== d.direction) out.direction = values.direction;
  if (values.frequency !== d.frequency) out.frequency = values.frequency;
  if (values.price_basis !== DEFAULT_PRICE_BASIS) out.price_basis = values.price_basis;
  if (changed(values.start_date, d.start_date)) out.start_date = values.start_date.trim();
  if (values.end_date.trim() !== '') out.end_date = values.end_date.trim();
  if (changed(values.benchmark.toUpperCase(), d.benchmark)) out.benchmark = values.benchmark.trim().toUpperCase();
  return out;
}

/**
 * The request JSON for the form values. Account settings are sent only when they differ from STRATEGY_DEFAULTS, so
 * validate's defaults_applied still lists what the service filled in.
 */
export function toRequest(values: StrategyFormValues, ctx: RequestContext): StrategyParamsRequest {
  const request: StrategyParamsRequest = {
    symbol: values.symbol.trim().toUpperCase(),
    entry: blockToWire(values.entry, ctx),
    exit: blockToWire(values.exit, ctx),
  };
  const name = values.name.trim();
  if (name !== '') request.name = name;
  const description = values.description.trim();
  if (description !== '') request.description = { introduction: description };

  const riskControl = encodeRiskControl(values.risk);
  if (riskControl !== STRATEGY_DEFAULTS.risk_control) request.risk_control = riskControl;

  Object.assign(request, accountChanges(values));
  return request;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function conditionFromWire(c: Condition): ConditionValues {
  // Either placement of the qualifier is accepted (spec 2.4); the one beside the rule wins, as in the service.
  const qualifier = c.qualifier ?? c.rule.qualifier;
  return newCondition({
    signal: c.signal.name,
    eo: text(c.signal.params?.extreme_optimism),
    ep: text(c.signal.params?.extreme_pessimism),
    comparison_type: c.rule.comparison_type ?? 'SV',
    type_name: c.rule.type_name,
    comparison_value: text(c.rule.comparison_value),
    period: text(c.rule.period),
    use_qualifier: qualifier !== undefined,
    ...(qualifier && {
      qualifier_operator: qualifier.comparison_operator,
      qualifier_period: text(qualifier.calculation_period),
      qualifier_ma_type: qualifier.ma_type ?? 'S',
    }),
  });
}

export type FromRequestResult =
  | { ok: true; values: StrategyFormValues; csvMode: boolean }
  | { ok: false; message: string; /** The refused field's path in the request. */ path: string[] };

/**
 * Form values for a request (a share link's, or a task's params for "re-run"). CSV rows are never read into the
 * form; `csvMode` says the strategy ran on a file the user must drop again.
 */
export function fromRequest(raw: unknown): FromRequestResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, message: 'the strategy is not a JSON object', path: [] };
  }
  const { csv_mode: csvMode } = raw as Record<string, unknown>;
  // Rows are data, not strategy: a re-run or a share link asks for the file again instead.
  const rest = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'csv_mode' && key !== 'csv_data'));
  const parsed = StrategyParamsInputSchema.safeParse(rest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `${issue.path.join('.') || 'strategy'}: ${issue.message}`,
      path: issue.path.map(String),
    };
  }
  const p = parsed.data;
  const defaults = defaultFormValues();
  const block = (b: typeof p.entry): BlockValues =>
    newBlock({
      rule_type: b.rule_type,
      delay_bars: String(b.delay_bars),
      conditions: b.conditions.map(conditionFromWire),
      score_threshold:
        b.score_threshold === undefined ? String(Math.max(1, b.conditions.length)) : String(b.score_threshold),
      signals_in_market: b.signals_in_market === DEFAULT_SIGNALS_IN_MARKET ? '' : String(b.signals_in_market),
    });
  const description =
    p.description?.introduction ?? Object.values(p.description ?? {}).find((v) => typeof v === 'string');
  const values: StrategyFormValues = {
    symbol: p.symbol,
    name: p.name ?? '',
    description: typeof description === 'string' ? description : '',
    entry: block(p.entry),
    exit: block(p.exit),
    risk: decodeRiskControl(p.risk_control ?? STRATEGY_DEFAULTS.risk_control),
    capital: p.capital === undefined ? defaults.capital : String(p.capital),
    capital_alloc: p.capital_alloc === undefined ? defaults.capital_alloc : String(p.capital_alloc),
    commission: p.commission === undefined ? defaults.commission : String(p.commission),
    slippage: p.slippage === undefined ? defaults.slippage : String(p.slippage),
    trade_price: p.trade_price === undefined ? defaults.trade_price : (String(p.trade_price) as TradePriceValue),
    direction: p.direction ?? defaults.direction,
    frequency: p.frequency ?? defaults.frequency,
    price_basis: p.price_basis ?? defaults.price_basis,
    start_date: p.start_date ?? '',
    end_date: p.end_date ?? '',
    benchmark: p.benchmark ?? defaults.benchmark,
  };
  // A block switched to another rule type still needs a condition to show.
  for (const side of [values.entry, values.exit])
    if (side.rule_type !== 'RiskControlOnly' && side.conditions.length === 0) side.conditions.push(newCondition());
  return { ok: true, values, csvMode: csvMode === true };
}
