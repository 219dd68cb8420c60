import type { RankCondition } from '../../contract/index.ts';

/** Which kinds of symbol the portfolio may trade (find_type). */
export type FindType = 'stock' | 'etf' | 'stock/etf';

/** The six `min-max` filters of spec 4.5, by their request names without `_range`. */
export const RANGE_KEYS = ['profit_target', 'stop_loss', 'time_in_market', 'trend', 'reltrend', 'optix'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** One `min-max` filter as typed: either side blank is no limit on that side. */
export interface RangeValues {
  min: string;
  max: string;
}

/** What the form holds: text as typed, so that nothing typed is lost when it does not pass the check. */
export interface ScannerBacktestFormValues {
  startDate: string;
  endDate: string;
  findType: FindType;
  /** Every signal (`['All']`), or only the chosen ones. */
  signalMode: 'all' | 'some';
  signals: string[];
  totalCapital: string;
  /** The two sides of long_short_ratio `long/short`. */
  longShare: string;
  shortShare: string;
  commission: string;
  name: string;
  ranges: Record<RangeKey, RangeValues>;
  /** capital_allocate: Kelly, or the fixed ratio below. */
  allocation: 'Kelly' | 'fixed';
  fixedRatio: string;
  dailyLimit: string;
  rankCondition: RankCondition;
}

/** The form fields an error can be shown on (a range's message goes under its pair). */
export type ScannerBacktestField =
  | 'startDate'
  | 'endDate'
  | 'findType'
  | 'signals'
  | 'totalCapital'
  | 'longShare'
  | 'commission'
  | 'name'
  | `ranges.${RangeKey}.min`
  | 'fixedRatio'
  | 'dailyLimit'
  | 'rankCondition';

export type ScannerBacktestFieldErrors = Partial<Record<ScannerBacktestField, string>>;

/*
 * The default window is the last year in which all five bundled stocks (AAPL, AMZN, GOOG, IBM, MSFT) have prices:
 * the first four end on 2018-05-11. MSFT alone runs on to 2022-03-10, and a year of one stock would make a thin
 * portfolio.
 */
export const DEFAULT_START_DATE = '2017-05-11';
export const DEFAULT_END_DATE = '2018-05-11';

const NO_RANGE: RangeValues = { min: '', max: '' };

/** Spec 4.5's defaults: all signals on stocks, 100,000 all long, no commission, Kelly sizing, 3 a day by StdDev. */
export const SCANNER_BACKTEST_DEFAULTS: ScannerBacktestFormValues = {
  startDate: DEFAULT_START_DATE,
  endDate: DEFAULT_END_DATE,
  findType: 'stock',
  signalMode: 'all',
  signals: [],
  totalCapital: '100000',
  longShare: '1.0',
  shortShare: '0.0',
  commission: '0',
  name: '',
  ranges: Object.fromEntries(RANGE_KEYS.map((k) => [k, NO_RANGE])) as Record<RangeKey, RangeValues>,
  allocation: 'Kelly',
  fixedRatio: '0.6',
  dailyLimit: '3',
  rankCondition: 'StdDev',
};

export const FIND_TYPE_LABELS: Record<FindType, string> = {
  stock: 'Stocks',
  etf: 'ETFs',
  'stock/etf': 'Stocks and ETFs',
};

/** Each range's label and unit, as the form and the settings summary write them. */
export const RANGE_LABELS: Record<RangeKey, { label: string; hint: string }> = {
  profit_target: { label: 'Profit target (%)', hint: 'The pick’s profit target, in percent' },
  stop_loss: { label: 'Stop loss (%)', hint: 'The pick’s stop loss, in percent' },
  time_in_market: { label: 'Time in market (days)', hint: 'The pick’s holding period, in trading days' },
  trend: { label: 'Trend score', hint: 'The symbol’s trend score, 0 to 10' },
  reltrend: { label: 'Relative trend score', hint: 'Trend against SPX, 0 to 10' },
  optix: { label: 'Optix', hint: 'The symbol’s Optix reading' },
};

/** Each field's label on the form, which its error messages name too. */
export const FIELD_LABELS: Record<ScannerBacktestField, string> = {
  startDate: 'Start date',
  endDate: 'End date',
  findType: 'Universe',
  signals: 'Signals',
  totalCapital: 'Total capital',
  longShare: 'Long share',
  commission: 'Commission (%)',
  name: 'Name',
  'ranges.profit_target.min': RANGE_LABELS.profit_target.label,
  'ranges.stop_loss.min': RANGE_LABELS.stop_loss.label,
  'ranges.time_in_market.min': RANGE_LABELS.time_in_market.label,
  'ranges.trend.min': RANGE_LABELS.trend.label,
  'ranges.reltrend.min': RANGE_LABELS.reltrend.label,
  'ranges.optix.min': RANGE_LABELS.optix.label,
  fixedRatio: 'Fixed share of equity',
  dailyLimit: 'Daily limit (trades)',
  rankCondition: 'Rank picks by',
};

/** The form field each request parameter (an error's path, e.g. "profit_target_range") belongs to. */
const FIELD_OF_PARAMETER: Record<string, ScannerBacktestField> = {
  start_date: 'startDate',
  end_date: 'endDate',
  find_type: 'findType',
  signals: 'signals',
  total_capital: 'totalCapital',
  long_short_ratio: 'longShare',
  commission: 'commission',
  name: 'name',
  capital_allocate: 'fixedRatio',
  daily_limit: 'dailyLimit',
  rank_condition: 'rankCondition',
  ...Object.fromEntries(RANGE_KEYS.map((k) => [`${k}_range`, `ranges.${k}.min` as const])),
};

/** The form field a request field (an error's path, e.g. "signals.0") belongs to, if any. */
export function fieldOfParameter(path: string): ScannerBacktestField | undefined {
  return FIELD_OF_PARAMETER[path.split('.')[0]];
}
