import type { Condition, Qualifier } from '../../contract/index.ts';
import { OPERATOR_NAMES, operatorClass, operatorCode } from '../../contract/index.ts';
import type { ComparisonKind, QualifierSpec } from '../../engine/rules/types.ts';
import { ServiceError } from '../errors.ts';
import type { ResolvedSignal, SignalContext } from './resolve-signal.ts';
import { resolveSignal } from './resolve-signal.ts';

/** The moving-average period used when SVMA/SVEMA come without one (validate warns). */
export const DEFAULT_MA_PERIOD = 21;

export interface ResolvedCondition {
  path: string;
  signal: ResolvedSignal;
  comparison: ComparisonKind;
  operator: number;
  value: number;
  period: number;
  qualifier?: QualifierSpec;
  /** The third segment of the encoded SC part: the value for SV, the period for SVMA/SVEMA. */
  encodedValue: string;
}

/** Numbers in encoded codes print as JSON would: 21, 0.7, 999999. */
export function formatNumber(value: number): string {
  return String(Number(value));
}

function wholeBars(value: string | number | undefined, path: string, what: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw ServiceError.field(path, `${what} must be a whole number of bars, at least 1`);
  return n;
}

function sameQualifier(a: Qualifier, b: Qualifier): boolean {
  return (
    a.comparison_operator === b.comparison_operator &&
    Number(a.calculation_period) === Number(b.calculation_period) &&
    (a.ma_type ?? 'S') === (b.ma_type ?? 'S')
  );
}

export async function resolveCondition(
  condition: Condition,
  path: string,
  ctx: SignalContext,
  warnings: string[],
): Promise<ResolvedCondition> {
  const signal = await resolveSignal(condition.signal, `${path}.signal`, ctx);
  // A bare indicator key ("sma") is read with its default parameters; the analyst is told which (docs/semantics.md).
  const resolved = signal.technical;
  if (resolved && resolved.params.length > 0 && !condition.signal.name.includes('(')) {
    warnings.push(
      `${path}: ${condition.signal.name.trim()} names no period, so it runs as ${resolved.name}, its default`,
    );
  }
  const rule = condition.rule;
  const comparison: ComparisonKind = rule.comparison_type ?? 'SV';
  const operator = operatorCode(rule.type_name);
  const opClass = operatorClass(operator);

  // The spec shows the qualifier in two places; either is read, the condition's own wins.
  const qualifier = condition.qualifier ?? rule.qualifier;
  if (condition.qualifier && rule.qualifier && !sameQualifier(condition.qualifier, rule.qualifier)) {
    warnings.push(`${path}: a qualifier is given both beside the rule and inside it; the one beside the rule is used`);
  }
  const qualifierPath = condition.qualifier ? `${path}.qualifier` : `${path}.rule.qualifier`;
  if (qualifier && signal.category === 'Technical') {
    throw ServiceError.field(
      qualifierPath,
      `a qualifier cannot be combined with a Technical signal (${signal.name}); use qualifiers with Sentiment and Symbol signals`,
    );
  }

  if (comparison === 'MA' && signal.technical?.indicator.kind !== 'moving-average') {
    throw ServiceError.field(
      `${path}.rule.comparison_type`,
      `MA compares the close with a moving-average indicator (SMA, EMA or WMA); ${signal.name} is not one. Use SV, SVMA or SVEMA`,
    );
  }

  let period = wholeBars(rule.period, `${path}.rule.period`, 'period');
  if ((comparison === 'SVMA' || comparison === 'SVEMA') && period === undefined) {
    warnings.push(`${path}: ${comparison} needs a period; ${DEFAULT_MA_PERIOD} is used`);
    period = DEFAULT_MA_PERIOD;
  }
  const needsPeriod = opClass === 'qualifier' || operator === 14 || operator === 15;
  if (needsPeriod && comparison === 'SV' && period === undefined) {
    throw ServiceError.field(`${path}.rule.period`, `${OPERATOR_NAMES[operator]} needs a period (a number of bars)`);
  }

  const hasValue = rule.comparison_value !== undefined && rule.comparison_value !== '';
  const needsValue = comparison === 'SV' && operator !== 12 && operator !== 13;
  if (needsValue && !hasValue) {
    throw ServiceError.field(
      `${path}.rule.comparison_value`,
      `comparison_value is required for ${OPERATOR_NAMES[operator]} with an SV comparison`,
    );
  }
  const value = hasValue ? Number(rule.comparison_value) : 0;

  const qualifierSpec: QualifierSpec | undefined = qualifier && {
    operator: operatorCode(qualifier.comparison_operator),
    period: Number(qualifier.calculation_period),
    maType: qualifier.ma_type ?? 'S',
  };

  const encodedValue = comparison === 'SVMA' || comparison === 'SVEMA' ? formatNumber(period!) : formatNumber(value);
  return { path, signal, comparison, operator, value, period: period ?? 0, qualifier: qualifierSpec, encodedValue };
}
