import { SCREEN_FIELD_LABELS } from '../../contract/index.ts';
import { ACCOUNT_FIELDS } from './form-model.ts';

/*
 * The service names a bad field by its path in the request (`entry.condition.rule.type_name`,
 * `entry.steps.1.signal.name`); the form keeps its own shape (one `conditions` list per block, flat condition
 * fields). These functions translate the first into the second so an error lands on the input it is about.
 */

const TOP_LEVEL_FIELDS = new Set<string>(['symbol', 'name', 'description', ...ACCOUNT_FIELDS]);

const BLOCK_FIELDS = new Set(['rule_type', 'delay_bars', 'score_threshold', 'signals_in_market']);
const RULE_FIELDS = new Set(['comparison_type', 'type_name', 'comparison_value', 'period']);

function conditionField(rest: string[]): string {
  const [head, second, third] = rest;
  if (head === 'signal') {
    if (second !== 'params') return 'signal';
    return third === 'extreme_pessimism' ? 'ep' : 'eo';
  }
  // The qualifier may sit beside the rule or inside it (spec 2.4); both land on the same inputs.
  const inQualifier = head === 'qualifier' || (head === 'rule' && second === 'qualifier');
  if (inQualifier) {
    const key = head === 'qualifier' ? second : third;
    if (key === 'calculation_period') return 'qualifier_period';
    if (key === 'ma_type') return 'qualifier_ma_type';
    return 'qualifier_operator';
  }
  if (head === 'rule') return second !== undefined && RULE_FIELDS.has(second) ? second : 'type_name';
  return 'signal';
}

/** The form path of a request path, or null when no input holds it (it is then shown in the validate panel). */
export function toFormPath(wirePath: string): string | null {
  const parts = wirePath.split('.').filter((p) => p !== '');
  const [head, key] = parts;
  if (head === undefined) return null;
  if (head === 'entry' || head === 'exit') {
    if (key === undefined) return `${head}.rule_type`;
    if (BLOCK_FIELDS.has(key)) return `${head}.${key}`;
    if (key === 'condition' || key === 'steps' || key === 'voters') {
      let rest = parts.slice(2);
      let index = 0;
      if (rest.length > 0 && /^\d+$/.test(rest[0])) {
        index = Number(rest[0]);
        rest = rest.slice(1);
      }
      // A structural error about the whole list (e.g. "Scoring needs a condition array") belongs to the rule type.
      if (rest.length === 0) return `${head}.rule_type`;
      return `${head}.conditions.${index}.${conditionField(rest)}`;
    }
    return null;
  }
  // risk_control is built from three inputs that are checked one by one first; an error the service still finds
  // names the whole string, so it is shown in the panel.
  if (TOP_LEVEL_FIELDS.has(head) && parts.length === 1) return head;
  if (head === 'description') return 'description';
  return null;
}

// The account fields' labels are the ones a 400 names them by (src/contract/field-labels.ts).
const FIELD_LABELS: Record<string, string> = {
  ...SCREEN_FIELD_LABELS,
  description: 'Description',
  rule_type: 'rule type',
  delay_bars: 'delay',
  score_threshold: 'conditions that must be true',
  signals_in_market: 'window for all steps',
  signal: 'signal',
  eo: 'extreme optimism',
  ep: 'extreme pessimism',
  comparison_type: 'compare with',
  type_name: 'operator',
  comparison_value: 'value',
  period: 'period',
  qualifier_operator: 'qualifier',
  qualifier_period: 'qualifier period',
  qualifier_ma_type: 'qualifier moving average',
  stop: 'Stop-loss',
  take: 'Take-profit',
  days: 'Max bars held',
};

/** A form path in words for the validate panel: `entry.conditions.1.signal` -> "Entry, condition 2: signal". */
export function describeFormPath(formPath: string, ruleType?: string): string {
  const parts = formPath.split('.');
  const field = FIELD_LABELS[parts[parts.length - 1]] ?? parts[parts.length - 1];
  if (parts[0] === 'entry' || parts[0] === 'exit') {
    const side = parts[0] === 'entry' ? 'Entry' : 'Exit';
    if (parts[1] === 'conditions') {
      const item = ruleType === 'TimeOrder' ? 'step' : 'condition';
      return `${side}, ${item} ${Number(parts[2]) + 1}: ${field}`;
    }
    return `${side}: ${field}`;
  }
  if (parts[0] === 'risk') return `Risk control: ${field}`;
  return field;
}
