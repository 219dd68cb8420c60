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
  // Correlation (src/features/correlation/*-form-values.ts). The asset form's `symbols` reads "Add symbols" and the
  // Data screen's "Symbols": one name for both, "Symbols".
  stock_comparison: 'Compare with',
  roll_window: 'Rolling window (trading days)',
  referenceSymbol: 'Reference symbol',
  referenceStartDate: 'Reference start date',
  referenceEndDate: 'Reference end date',
  comparisonSymbol: 'Comparison symbol',
  comparisonStartDate: 'Comparison start date',
  comparisonEndDate: 'Comparison end date',
  symbols: 'Symbols',
  // Pattern matching (src/features/cpm/cpm-form-values.ts); its start_date and end_date ("Template start date") keep
  // the shared "Start date" and "End date".
  system_pattern: 'Pattern',
  pattern_bars: 'Pattern length (bars)',
  corr_per: 'Minimum correlation (%)',
  time_in_market: 'Time in market (bars)',
  timeframe: 'Timeframe',
  lookback_period: 'Look back (years)',
  ma_condition: 'Moving-average filter',
  ma: 'Moving average (bars)',
  exclude_overlap: 'Exclude overlapping matches',
  // Scanner backtest (src/features/scanner-backtest/form-values.ts). Its commission is charged on entry and on exit, so
  // the builder's "Commission per side" fits it too; capital_allocate is the "Capital per trade" choice (Kelly or a
  // fixed share).
  find_type: 'Universe',
  signals: 'Signals',
  total_capital: 'Total capital',
  long_short_ratio: 'Long share',
  capital_allocate: 'Capital per trade',
  daily_limit: 'Daily limit (trades)',
  rank_condition: 'Rank picks by',
  profit_target_range: 'Profit target (%)',
  stop_loss_range: 'Stop loss (%)',
  time_in_market_range: 'Time in market (days)',
  trend_range: 'Trend score',
  reltrend_range: 'Relative trend score',
  optix_range: 'Optix',
  // Scanner, screens and options (scanner-controls.tsx, screen-picker.tsx, snapshot-bar.tsx): the options screen's
  // "Snapshot date" is a date too, so "Date" names it.
  universe: 'Universe',
  date: 'Date',
  key: 'Screen',
  // Reports (src/features/reports/report-filters.tsx).
  report_type: 'Report type',
  n: 'Number of reports',
  // Data: fetching prices (market/fetch-prices-section.tsx), keeping a file (keep-dataset-form.tsx, wide-symbols-form.tsx).
  source: 'Source',
  from: 'From (optional)',
  snapshots: 'Also fetch option chains and dividend figures (Yahoo only)',
  kind: 'Kind',
  symbolKind: 'Symbol kind',
  // The builder's research tabs (src/features/strategy/research/): sweep, walk-forward, signal study.
  metric: 'Metric',
  min_trades: 'Minimum trades',
  in_sample_bars: 'In-sample bars',
  out_of_sample_bars: 'Out-of-sample bars',
  anchored: 'Anchored (in sample always from the first bar)',
  horizons: 'Horizons (bars)',
  min_gap: 'Minimum gap (bars)',
  // Task lists (src/features/tasks/, src/features/cpm/cpm-task-filters.tsx).
  status: 'Status',
  mode: 'Mode',
  q: 'Search name or symbol',
  sort: 'Sort by',
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

/** The sweep's and walk-forward's range editor: a fieldset "Range 1" per axis, with Field, From, To and Step. */
const AXIS_PART_LABELS: Record<string, string> = { path: 'Field', from: 'From', to: 'To', step: 'Step' };

const isIndex = (part: string): boolean => /^\d+$/.test(part);

/** `axes`, `axes.0.path`, `axes.1.values.step` as the range editor labels them; undefined past what it shows. */
function axisLabel(parts: readonly string[]): string | undefined {
  const [, index, field, part, ...rest] = parts;
  if (index === undefined) return 'Ranges';
  if (!isIndex(index) || rest.length > 0) return undefined;
  const range = `Range ${Number(index) + 1}`;
  if (field === undefined) return range;
  if (field === 'path') return part === undefined ? `${range}: Field` : undefined;
  if (field !== 'values') return undefined;
  // A list of values (the symbols of a symbol range) is the range itself; a {from, to, step} names its box.
  if (part === undefined || isIndex(part)) return range;
  const label = AXIS_PART_LABELS[part];
  return label === undefined ? undefined : `${range}: ${label}`;
}

/** A request path as the screens label it, or undefined when no screen shows that field. */
export function fieldLabel(path: string): string | undefined {
  const parts = path.split('.').filter((p) => p !== '');
  const [head] = parts;
  if (head === undefined) return undefined;
  if (head === 'axes') return axisLabel(parts);
  if (parts.length === 1) return SCREEN_FIELD_LABELS[head];
  // A sweep's or walk-forward's strategy is the builder's, labelled as the builder labels it.
  if (head === 'strategy') return fieldLabel(parts.slice(1).join('.'));
  // An item of a list (signals.0, horizons.2) is named by its list.
  if (head !== 'entry' && head !== 'exit') return parts.slice(1).every(isIndex) ? SCREEN_FIELD_LABELS[head] : undefined;
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
      const message = withScreenNames(e.message);
      if (!e.path) return message;
      const name = fieldLabel(e.path) ?? e.path;
      return message.startsWith(name) ? message : `${name}: ${message}`;
    })
    .join('; ');
}

// Only the API's compound names (in_sample_bars, start_year): a plain word such as "date" or "mode" in a message is
// English, not a field.
const API_NAME_RE = /\b[a-z]+(?:_[a-z]+)+\b/g;

/** A message with each API field name it mentions written as the screens label it ("start_year" -> "From year"). */
function withScreenNames(message: string): string {
  return message.replace(API_NAME_RE, (word) => SCREEN_FIELD_LABELS[word] ?? word);
}
