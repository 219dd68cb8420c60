import type { CpmLookback, CpmMode, CpmTimeframe } from '../../contract/index.ts';

/** Where the template comes from: a predefined shape, or a window of the symbol's own history (Customize). */
export type TemplateSource = 'pattern' | 'custom';

/**
 * What the form holds: text as typed, so that nothing typed is lost when it does not pass the check. The address
 * holds each field under its name.
 */
export type CpmFormValues = {
  symbol: string;
  source: TemplateSource;
  /** The predefined pattern (system_pattern). */
  pattern: string;
  /** The Customize window. */
  startDate: string;
  endDate: string;
  /** A predefined pattern's length in bars; blank for the timeframe's default. */
  patternBars: string;
  corrPer: string;
  timeInMarket: string;
  timeframe: CpmTimeframe;
  lookback: CpmLookback;
  maCondition: '0' | '1' | '2';
  ma: string;
  direction: 'Long' | 'Short';
  excludeOverlap: boolean;
  /** The task's mode; not `mode`, which the task list below keeps in the address as its filter. */
  runAs: CpmMode;
  name: string;
};

export type CpmField = keyof CpmFormValues;
export type CpmFieldErrors = Partial<Record<CpmField, string>>;

/** SPX's saucers over its last 20 years: 17 windows at 75% or more, each traded for a month (21 bars) after. */
export const CPM_FORM_DEFAULTS: CpmFormValues = {
  symbol: 'SPX',
  source: 'pattern',
  pattern: 'rounding_bottom',
  startDate: '',
  endDate: '',
  patternBars: '',
  corrPer: '75',
  timeInMarket: '21',
  timeframe: 'Daily',
  lookback: '20',
  maCondition: '0',
  ma: '200',
  direction: 'Long',
  excludeOverlap: true,
  runAs: 'backtest',
  name: '',
};

/** The template length the service uses for a predefined pattern when none is given (issue 5). */
export const DEFAULT_PATTERN_BARS: Record<CpmTimeframe, number> = { Daily: 60, Weekly: 26, Monthly: 12 };

/** Each field's label on the form, which its error messages name too. */
export const CPM_FIELD_LABELS: Record<CpmField, string> = {
  symbol: 'Symbol',
  source: 'Template',
  pattern: 'Pattern',
  startDate: 'Template start date',
  endDate: 'Template end date',
  patternBars: 'Pattern length (bars)',
  corrPer: 'Minimum correlation (%)',
  timeInMarket: 'Time in market (bars)',
  timeframe: 'Timeframe',
  lookback: 'Look back (years)',
  maCondition: 'Moving-average filter',
  ma: 'Moving average (bars)',
  direction: 'Direction',
  excludeOverlap: 'Exclude overlapping matches',
  runAs: 'Run as',
  name: 'Name',
};

/** The request field each form field fills (spec 4.3; pattern_bars is ours). */
export const CPM_PARAMETER_OF: Partial<Record<CpmField, string>> = {
  symbol: 'symbol',
  pattern: 'system_pattern',
  startDate: 'start_date',
  endDate: 'end_date',
  patternBars: 'pattern_bars',
  corrPer: 'corr_per',
  timeInMarket: 'time_in_market',
  timeframe: 'timeframe',
  lookback: 'lookback_period',
  maCondition: 'ma_condition',
  ma: 'ma',
  direction: 'direction',
  excludeOverlap: 'exclude_overlap',
  name: 'name',
};

const FIELD_OF = new Map(Object.entries(CPM_PARAMETER_OF).map(([field, parameter]) => [parameter, field as CpmField]));

/** The form field a request field (an error's path, e.g. "corr_per") belongs to, if any. */
export function fieldOfParameter(path: string): CpmField | undefined {
  return FIELD_OF.get(path.split('.')[0]);
}
