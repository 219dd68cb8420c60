import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors.ts';
import { describeFieldErrorsForPeople as describeFieldErrors } from './field-labels.ts';

/** The first message of a failed parse, as a person reads it. */
function said(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0].message;
}

describe("zod's issues in plain words", () => {
  it('says each kind of issue as a sentence, never the schema text', () => {
    expect(said(z.object({ name: z.string() }), {})).toBe('Required: enter a value.');
    expect(said(z.string(), 3)).toBe('Expected text, got a number.');
    expect(said(z.number(), 'ten')).toBe('Expected a number, got text.');
    expect(said(z.string().min(1), '')).toBe('Must not be empty.');
    expect(said(z.string().min(3), 'ab')).toBe('Must be at least 3 characters.');
    expect(said(z.number().min(0), -1)).toBe('Must be 0 or more.');
    expect(said(z.number().positive(), 0)).toBe('Must be more than 0.');
    expect(said(z.number().max(30), 31)).toBe('Must be 30 or less.');
    expect(said(z.array(z.number()).min(2), [1])).toBe('Needs at least 2 items.');
    expect(said(z.enum(['Daily', 'Weekly']), 'Yearly')).toBe('Choose one of: Daily, Weekly.');
    expect(said(z.literal('backtest'), 'sweep')).toBe('Must be backtest.');
    expect(said(z.strictObject({ a: z.number() }), { a: 1, colour: 'blue' })).toBe('Not a field here: colour.');
    expect(said(z.iso.date(), '2020-13-45')).toBe('Enter a date as YYYY-MM-DD.');
  });

  it("keeps a schema's own words", () => {
    expect(said(z.string().min(1, 'Give the strategy a name.'), '')).toBe('Give the strategy a name.');
  });

  it('names fields as the screens label them, keeping the path', () => {
    const parsed = z.object({ start_year: z.number(), colour: z.string() }).safeParse({ start_year: 'x' });
    if (parsed.success) throw new Error('expected a refusal');
    const errors = fieldErrors(parsed.error);
    expect(errors).toEqual([
      { path: 'start_year', message: 'Expected a number, got text.' },
      { path: 'colour', message: 'Required: enter a value.' },
    ]);
    expect(describeFieldErrors(errors)).toBe(
      'From year: Expected a number, got text.; colour: Required: enter a value.',
    );
    expect(describeFieldErrors([{ path: 'entry.condition.1.rule.comparison_value', message: 'Enter a number.' }])).toBe(
      'Entry, condition 2: value: Enter a number.',
    );
    expect(describeFieldErrors([{ path: 'start_year', message: 'From year must not be after To year.' }])).toBe(
      'From year must not be after To year.',
    );
    // The API's own words for the fields inside a message are the screens' words too.
    expect(describeFieldErrors([{ path: 'in_sample_bars', message: 'in_sample_bars must be at least 20' }])).toBe(
      'In-sample bars must be at least 20',
    );
    expect(describeFieldErrors([{ path: 'end_date', message: 'end_date must not be before start_date' }])).toBe(
      'End date must not be before Start date',
    );
    expect(describeFieldErrors([{ path: 'mode', message: 'the mode is one of a, b' }])).toBe(
      'Mode: the mode is one of a, b',
    );
  });

  /** How a 400 names `path` to a person. */
  const named = (path: string): string => describeFieldErrors([{ path, message: 'x' }]);

  it("names each screen's request fields as that screen's form labels them", () => {
    // src/features/correlation/symbol-form-values.ts, pattern-form-values.ts and asset-form-values.ts.
    expect(named('stock_comparison')).toBe('Compare with: x');
    expect(named('stock_comparison.2')).toBe('Compare with: x');
    expect(named('roll_window')).toBe('Rolling window (trading days): x');
    expect(named('referenceSymbol')).toBe('Reference symbol: x');
    expect(named('comparisonEndDate')).toBe('Comparison end date: x');
    // src/features/cpm/cpm-form-values.ts (CPM_FIELD_LABELS, read through CPM_PARAMETER_OF).
    expect(named('corr_per')).toBe('Minimum correlation (%): x');
    expect(named('time_in_market')).toBe('Time in market (bars): x');
    expect(named('lookback_period')).toBe('Look back (years): x');
    expect(named('ma_condition')).toBe('Moving-average filter: x');
    expect(named('system_pattern')).toBe('Pattern: x');
    expect(named('exclude_overlap')).toBe('Exclude overlapping matches: x');
    // src/features/scanner-backtest/form-values.ts (FIELD_LABELS and RANGE_LABELS).
    expect(named('total_capital')).toBe('Total capital: x');
    expect(named('daily_limit')).toBe('Daily limit (trades): x');
    expect(named('rank_condition')).toBe('Rank picks by: x');
    expect(named('profit_target_range')).toBe('Profit target (%): x');
    expect(named('time_in_market_range')).toBe('Time in market (days): x');
    expect(named('signals.0')).toBe('Signals: x');
    // src/features/scanner/scanner-controls.tsx and src/features/screens/screen-picker.tsx.
    expect(named('universe')).toBe('Universe: x');
    expect(named('date')).toBe('Date: x');
    expect(named('key')).toBe('Screen: x');
    // src/features/reports/report-filters.tsx.
    expect(named('report_type')).toBe('Report type: x');
    expect(named('n')).toBe('Number of reports: x');
    // src/features/data/market/fetch-prices-section.tsx, data/keep-dataset-form.tsx, data/universes/save-universe-form.tsx.
    expect(named('source')).toBe('Source: x');
    expect(named('from')).toBe('From (optional): x');
    expect(named('symbols')).toBe('Symbols: x');
    expect(named('symbolKind')).toBe('Symbol kind: x');
    // src/features/tasks/task-search-field.tsx, task-sort-select.tsx, tasks-toolbar.tsx.
    expect(named('q')).toBe('Search name or symbol: x');
    expect(named('sort')).toBe('Sort by: x');
    expect(named('status')).toBe('Status: x');
  });

  it("names the research tabs' fields, the sweep's ranges by their number", () => {
    // src/features/strategy/research/walk-forward-tab.tsx, min-trades-field.tsx, sweep-tab.tsx (MetricSelect).
    expect(named('in_sample_bars')).toBe('In-sample bars: x');
    expect(named('out_of_sample_bars')).toBe('Out-of-sample bars: x');
    expect(named('min_trades')).toBe('Minimum trades: x');
    expect(named('metric')).toBe('Metric: x');
    // src/features/strategy/research/signal-study-tab.tsx.
    expect(named('horizons.1')).toBe('Horizons (bars): x');
    expect(named('min_gap')).toBe('Minimum gap (bars): x');
    // src/features/strategy/research/sweep-axis-editor.tsx: fieldsets "Range 1", "Range 2" with Field, From, To, Step.
    expect(named('axes.0.path')).toBe('Range 1: Field: x');
    expect(named('axes.1.values.step')).toBe('Range 2: Step: x');
    expect(named('axes.2.values.to')).toBe('Range 3: To: x');
    expect(named('axes.0.values')).toBe('Range 1: x');
    expect(named('axes.0.values.3')).toBe('Range 1: x');
    expect(named('axes')).toBe('Ranges: x');
    // A sweep's strategy is the builder's: src/features/strategy/account-settings.tsx labels capital "Starting capital".
    expect(named('strategy.capital')).toBe('Starting capital: x');
    expect(named('strategy.entry.condition.1.rule.period')).toBe('Entry, condition 2: period: x');
  });

  it('keeps the path of what no screen shows', () => {
    expect(named('axes.0.colour')).toBe('axes.0.colour: x');
    expect(named('axes.0.values.middle')).toBe('axes.0.values.middle: x');
    expect(named('risk_control.trail')).toBe('risk_control.trail: x');
    expect(named('signals.first')).toBe('signals.first: x');
    expect(named('strategy')).toBe('strategy: x');
  });
});
