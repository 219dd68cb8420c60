/*
 * The screens' names of request fields, so a 400 names a field as a person saw it: "From year", not "start_year".
 * The answer keeps the path too (errors[].path) for programs. A field no screen shows keeps its path.
 */
export const SCREEN_FIELD_LABELS: Readonly<Record<string, string>> = {
  symbol: 'Symbol',
  ticker: 'Ticker',
  name: 'Name',
  start_year: 'From year',
  end_year: 'To year',
  start_date: 'Start date',
  end_date: 'End date',
  benchmark: 'Benchmark',
  capital: 'Starting capital',
  capital_alloc: 'Allocation per trade',
  commission: 'Commission per side',
  slippage: 'Slippage per side',
  trade_price: 'Trade at',
  direction: 'Direction',
  frequency: 'Bar frequency',
  price_basis: 'Prices',
  risk_control: 'Risk control',
  entry_day: 'Entry session',
  exit_day: 'Exit session',
  holding_days: 'Holding sessions',
  target_month: 'Month',
  holiday_name: 'Holiday',
  shift: 'Sessions before and after',
};

/** The strategy builder's words for the parts of a rule (entry.condition.1.rule.comparison_value). */
const RULE_LABELS: Record<string, string> = {
  rule_type: 'rule type',
  delay_bars: 'delay',
  score_threshold: 'conditions that must be true',
  signals_in_market: 'window for all steps',
  name: 'signal',
  extreme_optimism: 'extreme optimism',
  extreme_pessimism: 'extreme pessimism',
  comparison_type: 'compare with',
  type_name: 'operator',
  comparison_value: 'value',
  period: 'period',
  comparison_operator: 'qualifier',
  calculation_period: 'qualifier period',
  ma_type: 'qualifier moving average',
};

/** A request path as the screens label it, or undefined when no screen shows that field. */
export function fieldLabel(path: string): string | undefined {
  const parts = path.split('.').filter((p) => p !== '');
  const [head] = parts;
  if (head === undefined) return undefined;
  if (parts.length === 1) return SCREEN_FIELD_LABELS[head];
  if (head !== 'entry' && head !== 'exit') return undefined;
  const side = head === 'entry' ? 'Entry' : 'Exit';
  const index = parts.find((p) => /^\d+$/.test(p));
  const field = RULE_LABELS[parts[parts.length - 1]];
  if (field === undefined) return undefined;
  const inList = parts[1] === 'condition' || parts[1] === 'steps' || parts[1] === 'voters';
  if (!inList) return `${side}: ${field}`;
  const item = parts[1] === 'steps' ? 'step' : 'condition';
  return `${side}, ${item} ${index === undefined ? 1 : Number(index) + 1}: ${field}`;
}

/**
 * Field errors as one sentence for a person: each field named as the screens label it, or by its path when no screen
 * shows it; a message that already starts with the field's name is not prefixed again.
 */
export function describeFieldErrorsForPeople(errors: readonly { path: string; message: string }[]): string {
  return errors
    .map((e) => {
      if (!e.path) return e.message;
      const name = fieldLabel(e.path) ?? e.path;
      return e.message.startsWith(name) ? e.message : `${name}: ${e.message}`;
    })
    .join('; ');
}
