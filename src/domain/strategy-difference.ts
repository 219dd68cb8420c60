/**
 * What changed between two strategies, in plain words: one line per setting that differs, "Entry value 30 -> 35",
 * "Risk control //10 -> -5/10/21", "Symbol SPX -> MSFT". Each side is said with the words describeStrategy uses
 * (its pieces, not a second wording), and a setting counts as changed only when it would read differently: "-5/10/21"
 * and "5/10/21" are the same stop, and "30" and 30.0 the same value.
 *
 * Pure and total like describeStrategy: half-typed or foreign params read with its placeholders, never throw.
 */
import { z } from 'zod';
import { strategyWording as w } from './describe-strategy.ts';
import type { StrategyParamsRequest } from '../contract/strategy.ts';
import { DEFAULT_SIGNALS_IN_MARKET, STRATEGY_DEFAULTS } from '../contract/strategy.ts';

export interface StrategyChange {
  /** The setting, capitalised: "Symbol", "Entry value", "Exit condition 2". */
  label: string;
  before: string;
  after: string;
  /** `${label} ${before} -> ${after}`. */
  text: string;
}

type Loose = Record<string, unknown>;
type Params = Partial<StrategyParamsRequest> | Record<string, unknown> | null | undefined;

const LooseSchema = z.record(z.string(), z.unknown());
const record = (v: unknown): Loose => LooseSchema.safeParse(v).data ?? {};

function change(label: string, before: string, after: string): StrategyChange {
  return { label, before, after, text: `${label} ${before} -> ${after}` };
}

/** A change when the two readings differ; `show` may say them otherwise than the readings compared. */
function compare(
  out: StrategyChange[],
  label: string,
  read: (p: Loose) => string,
  a: Loose,
  b: Loose,
  show: (p: Loose) => string = read,
): void {
  if (read(a) !== read(b)) out.push(change(label, show(a), show(b)));
}

// ---------------------------------------------------------------------------------------------------------------
// Rule blocks
// ---------------------------------------------------------------------------------------------------------------

/** The conditions of a block, whichever field holds them (Scoring takes `voters` too). */
const conditionsOf = (block: Loose): unknown[] =>
  w.asList(block.rule_type === 'TimeOrder' ? block.steps : (block.condition ?? block.voters));

const clauseOf = (block: Loose, side: 'Entry' | 'Exit'): string =>
  block.rule_type === 'RiskControlOnly' ? 'risk control only' : w.ruleClause(block, side, false, {}).text;

const signalName = (condition: unknown): string => w.typed(record(record(condition).signal).name) ?? '(no signal)';
const valueOf = (condition: unknown): string => w.num(record(record(condition).rule).comparison_value) ?? w.missing;

/** The condition with its value (and, separately, its signal) set aside: what else it says. */
function withoutPart(condition: unknown, part: 'value' | 'signal'): string {
  const c = record(condition);
  const rule = record(c.rule);
  if (part === 'value') return w.describeCondition({ ...c, rule: { ...rule, comparison_value: 0 } });
  return w.describeCondition({ ...c, signal: { name: 'x' } });
}

/**
 * One condition's change: its value or its signal alone when only that differs ("Entry value"), else the whole clause
 * ("Entry condition"); `numbered` ("Entry condition 2") names which of several conditions it is.
 */
function conditionChange(side: string, numbered: string | null, a: unknown, b: unknown): StrategyChange | null {
  const label = numbered ?? side;
  const before = w.describeCondition(a);
  const after = w.describeCondition(b);
  if (before === after) return null;
  if (withoutPart(a, 'value') === withoutPart(b, 'value') && valueOf(a) !== valueOf(b))
    return change(`${label} value`, valueOf(a), valueOf(b));
  if (withoutPart(a, 'signal') === withoutPart(b, 'signal'))
    return change(`${label} signal`, signalName(a), signalName(b));
  return change(numbered ?? `${side} condition`, before, after);
}

/** TimeOrder's window: "within 5 bars", or no limit at its default. */
function windowOf(block: Loose): string {
  const n = w.num(block.signals_in_market);
  return n === undefined || Number(n) >= DEFAULT_SIGNALS_IN_MARKET ? 'no limit' : `within ${w.bars(n)}`;
}

function blockChanges(out: StrategyChange[], side: 'Entry' | 'Exit', aBlock: unknown, bBlock: unknown): void {
  const a = record(aBlock);
  const b = record(bBlock);
  const aConditions = conditionsOf(a);
  const bConditions = conditionsOf(b);
  if (a.rule_type !== b.rule_type || aConditions.length !== bConditions.length) {
    compare(out, `${side} rule`, (block) => clauseOf(block, side), a, b);
    return;
  }
  if (a.rule_type === 'RiskControlOnly') return;
  const several = aConditions.length > 1;
  aConditions.forEach((condition, i) => {
    const found = conditionChange(side, several ? `${side} condition ${i + 1}` : null, condition, bConditions[i]);
    if (found) out.push(found);
  });
  if (a.rule_type === 'Scoring')
    compare(out, `${side} score threshold`, (block) => w.num(block.score_threshold) ?? w.missing, a, b);
  if (a.rule_type === 'TimeOrder') compare(out, `${side} time window`, windowOf, a, b);
  compare(out, `${side} delay`, (block) => w.bars(w.num(block.delay_bars) ?? '0'), a, b);
}

// ---------------------------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------------------------

const symbolOf = (p: Loose) => w.typed(p.symbol)?.toUpperCase() ?? '(no symbol)';
const directionOf = (p: Loose) => (p.direction === 'Short' ? 'short' : 'long');
function frequencyOf(p: Loose): string {
  const f = typeof p.frequency === 'string' ? p.frequency : STRATEGY_DEFAULTS.frequency;
  const words: Readonly<Record<string, string>> = w.frequencyWords;
  return words[f] ?? (f.trim().toLowerCase() || 'daily');
}
const priceBasisOf = (p: Loose) => (p.price_basis === 'total_return' ? 'total return, dividends reinvested' : 'price');
const windowOfRun = (p: Loose) => w.windowWords(p.start_date, p.end_date);
const fillOf = (p: Loose) => w.fillPhrase(Number(w.num(p.trade_price) ?? STRATEGY_DEFAULTS.trade_price));
const riskText = (p: Loose) => (typeof p.risk_control === 'string' ? p.risk_control : STRATEGY_DEFAULTS.risk_control);
const riskReading = (p: Loose) => JSON.stringify(w.readRisk(p.risk_control));
const capitalOf = (p: Loose) => w.grouped(Number(w.num(p.capital) ?? STRATEGY_DEFAULTS.capital));
const allocationOf = (p: Loose) => `${w.percentOf(p.capital_alloc ?? STRATEGY_DEFAULTS.capital_alloc)}%`;
const commissionOf = (p: Loose) => `${w.percentOf(p.commission ?? STRATEGY_DEFAULTS.commission)}%`;
const slippageOf = (p: Loose) => `${w.percentOf(p.slippage ?? STRATEGY_DEFAULTS.slippage)}%`;

/**
 * Every setting that reads differently from `before` to `after`, in the order describeStrategy says them: what is
 * traded and when, the entry, the exit, the risk control, then sizing and costs. The name and the other settings that
 * change nothing in a backtest are left out, as describeStrategy leaves them out. Empty when the two read the same.
 */
export function strategyDifferences(before: Params, after: Params): StrategyChange[] {
  const a = record(before);
  const b = record(after);
  const out: StrategyChange[] = [];
  compare(out, 'Symbol', symbolOf, a, b);
  compare(out, 'Direction', directionOf, a, b);
  compare(out, 'Frequency', frequencyOf, a, b);
  compare(out, 'Price basis', priceBasisOf, a, b);
  compare(out, 'Window', windowOfRun, a, b);
  compare(out, 'Fill', fillOf, a, b);
  blockChanges(out, 'Entry', a.entry, b.entry);
  blockChanges(out, 'Exit', a.exit, b.exit);
  compare(out, 'Risk control', riskReading, a, b, riskText);
  compare(out, 'Capital', capitalOf, a, b);
  compare(out, 'Allocation', allocationOf, a, b);
  compare(out, 'Commission', commissionOf, a, b);
  compare(out, 'Slippage', slippageOf, a, b);
  return out;
}
