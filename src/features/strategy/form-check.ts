import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { CalendarDateSchema } from '../../contract/calendar-date.ts';
import { StrategyParamsInputSchema } from '../../contract/index.ts';
import type { ConditionLayout } from './condition-layout.ts';
import { conditionLayout } from './condition-layout.ts';
import { toFormPath } from './field-paths.ts';
import type { RequestContext } from './form-model.ts';
import { toRequest } from './form-model.ts';
import type { BlockValues, ConditionValues, Side, StrategyFormValues } from './form-values.ts';
import { unsignedStop } from './risk-control.ts';

/** A problem with the form, at a form path ('' = not about one input). */
export interface FormIssue {
  path: string;
  message: string;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const isNumber = (t: string) => DECIMAL.test(t.trim());
const isWhole = (t: string, min: number) => /^\d+$/.test(t.trim()) && Number(t) >= min;

/** The conditions a rule type actually sends: the first for SingleCondition, none for RiskControlOnly. */
export function usedConditions(block: BlockValues): ConditionValues[] {
  if (block.rule_type === 'RiskControlOnly') return [];
  if (block.rule_type === 'SingleCondition') return block.conditions.slice(0, 1);
  return block.conditions;
}

function checkCondition(c: ConditionValues, layout: ConditionLayout, at: string, push: (p: string, m: string) => void) {
  if (c.signal.trim() === '') push(`${at}.signal`, 'Choose a signal');
  if (layout.showExtremes) {
    if (c.eo.trim() !== '' && !isNumber(c.eo)) push(`${at}.eo`, 'Enter a number, or leave empty for the default');
    if (c.ep.trim() !== '' && !isNumber(c.ep)) push(`${at}.ep`, 'Enter a number, or leave empty for the default');
  }
  if (layout.showValue && !isNumber(c.comparison_value)) push(`${at}.comparison_value`, 'Enter a number');
  if (layout.showPeriod && !isWhole(c.period, 1)) push(`${at}.period`, 'Enter a whole number of bars, at least 1');
  if (layout.showQualifier && !isWhole(c.qualifier_period, 1))
    push(`${at}.qualifier_period`, 'Enter a whole number of bars, at least 1');
}

function checkBlock(side: Side, b: BlockValues, ctx: RequestContext, push: (p: string, m: string) => void) {
  if (side === 'entry' && b.rule_type === 'RiskControlOnly')
    push('entry.rule_type', 'Risk controls only applies to the exit; choose a condition for the entry');
  if (b.delay_bars.trim() !== '' && !isWhole(b.delay_bars, 0))
    push(`${side}.delay_bars`, 'Enter a whole number of bars (0 = act on the signal bar)');
  const conditions = usedConditions(b);
  if (b.rule_type === 'Scoring') {
    const n = conditions.length;
    if (!isWhole(b.score_threshold, 1)) push(`${side}.score_threshold`, 'Enter a whole number, at least 1');
    else if (Number(b.score_threshold) > n)
      push(`${side}.score_threshold`, `At most ${n}: there ${n === 1 ? 'is 1 condition' : `are ${n} conditions`}`);
  }
  if (b.rule_type === 'TimeOrder' && b.signals_in_market.trim() !== '' && !isWhole(b.signals_in_market, 1))
    push(`${side}.signals_in_market`, 'Enter a whole number of bars, or leave empty for no limit');
  conditions.forEach((c, i) =>
    checkCondition(
      c,
      conditionLayout(c, ctx.classify(c.signal), ctx.csvMode ?? false),
      `${side}.conditions.${i}`,
      push,
    ),
  );
}

/**
 * Everything the builder can tell before asking the service, in words an analyst can act on, at the input it is
 * about; then the contract's own schema on the request, so the builder never sends what the contract refuses.
 */
export function checkForm(values: StrategyFormValues, ctx: RequestContext): FormIssue[] {
  // The resolver and the live column check the same values on each change: the second asks the first's answer.
  const json = JSON.stringify(values);
  if (lastCheck && lastCheck.ctx === ctx && lastCheck.json === json) return lastCheck.issues;
  const issues = checkValues(values, ctx);
  lastCheck = { ctx, json, issues };
  return issues;
}

let lastCheck: { ctx: RequestContext; json: string; issues: FormIssue[] } | null = null;

function checkValues(values: StrategyFormValues, ctx: RequestContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const taken = new Set<string>();
  const push = (path: string, message: string) => {
    if (taken.has(path)) return;
    taken.add(path);
    issues.push({ path, message });
  };

  if (values.symbol.trim() === '') push('symbol', 'Enter a symbol, e.g. SPX');
  checkBlock('entry', values.entry, ctx, push);
  checkBlock('exit', values.exit, ctx, push);

  const stop = unsignedStop(values.risk.stop);
  if (stop !== '' && !(isNumber(stop) && Number(stop) > 0))
    push('risk.stop', 'Enter a loss in percent above 0, e.g. 5');
  // A long can never lose 100% or more before the stop is hit: such a stop means no stop at all.
  else if (stop !== '' && Number(stop) >= 100) push('risk.stop', 'Enter a loss under 100%, or leave empty for none');
  const take = values.risk.take.trim();
  if (take !== '' && !(isNumber(take) && Number(take) > 0))
    push('risk.take', 'Enter a gain in percent above 0, e.g. 10');
  if (values.risk.days.trim() !== '' && !isWhole(values.risk.days, 1))
    push('risk.days', 'Enter a whole number of bars, at least 1');

  const positive = (field: 'capital' | 'capital_alloc', message: string) => {
    const t = values[field].trim();
    if (t !== '' && !(isNumber(t) && Number(t) > 0)) push(field, message);
  };
  positive('capital', 'Enter an amount above 0');
  positive('capital_alloc', 'Enter a fraction above 0 (1 = all of the equity)');
  if (isNumber(values.capital_alloc) && Number(values.capital_alloc) > 1)
    push('capital_alloc', 'Enter a fraction of at most 1 (1 = all of the equity)');
  for (const field of ['commission', 'slippage'] as const) {
    const t = values[field].trim();
    if (t !== '' && !(isNumber(t) && Number(t) >= 0)) push(field, 'Enter a fraction, 0 or more (0.001 = 0.1%)');
  }
  for (const field of ['start_date', 'end_date'] as const) {
    const t = values[field].trim();
    if (t !== '' && !CalendarDateSchema.safeParse(t).success) push(field, 'Enter a date as YYYY-MM-DD');
  }

  const start = values.start_date.trim();
  const end = values.end_date.trim();
  if (!taken.has('start_date') && !taken.has('end_date') && start !== '' && end !== '' && start > end)
    push('end_date', `Enter an end date on or after the start date, ${start}`);

  const parsed = StrategyParamsInputSchema.safeParse(toRequest(values, ctx));
  if (!parsed.success) {
    const riskChecked = ['risk.stop', 'risk.take', 'risk.days'].some((path) => taken.has(path));
    for (const issue of parsed.error.issues) {
      const wire = issue.path.join('.');
      // risk_control is three inputs: the checks above already said which one is wrong, in the builder's words.
      if (wire === 'risk_control' && riskChecked) continue;
      push(toFormPath(wire) ?? '', issue.message);
    }
  }
  return issues;
}

/** Whether an input for this form path is on screen now (an error for a hidden input goes to the panel instead). */
export function isShownPath(values: StrategyFormValues, path: string, ctx: RequestContext): boolean {
  const parts = path.split('.');
  const [head] = parts;
  if (head !== 'entry' && head !== 'exit') return path !== '';
  const block = values[head];
  const field = parts[1];
  if (field === 'score_threshold') return block.rule_type === 'Scoring';
  if (field === 'signals_in_market') return block.rule_type === 'TimeOrder';
  if (field !== 'conditions') return true;
  const index = Number(parts[2]);
  const c = usedConditions(block)[index];
  if (!c) return false;
  const layout = conditionLayout(c, ctx.classify(c.signal), ctx.csvMode ?? false);
  switch (parts[3]) {
    case 'eo':
    case 'ep':
      return layout.showExtremes;
    case 'comparison_value':
      return layout.showValue;
    case 'period':
      return layout.showPeriod;
    case 'qualifier_operator':
    case 'qualifier_period':
      return layout.showQualifier;
    case 'qualifier_ma_type':
      return layout.showQualifierMaType;
    default:
      return true;
  }
}

/**
 * The react-hook-form resolver for one classifier and mode: the local checks and the contract's zod schema
 * (checkForm). Built anew when the catalogue arrives or CSV mode changes (useForm reads its options on every render),
 * so nothing mutable is shared with it. The service's 400s are placed with setError, not here.
 */
export function strategyResolver(ctx: RequestContext): Resolver<StrategyFormValues> {
  return (values, _context, options) => {
    const flat: Record<string, FieldError> = {};
    for (const issue of checkForm(values, ctx)) {
      const path = issue.path === '' ? 'root.strategy' : issue.path;
      flat[path] ??= { type: 'validate', message: issue.message };
    }
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
