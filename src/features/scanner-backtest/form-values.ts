import type { RankCondition } from '../../contract/index.ts';

/** Which kinds of symbol the portfolio may trade (find_type). */
export type FindType = 'stock' | 'etf' | 'stock/etf';

/** The six `min-max` filters of spec 4.5, by their request names without `_range`. */
export const RANGE_KEYS = ['profit_target', 'stop_loss', 'time_in_market', 'trend', 'reltrend', 'optix'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** A range's two sides as form fields: `profit_target_min`, `profit_target_max` and so on. */
export type RangeField = `${RangeKey}_${'min' | 'max'}`;

/**
 * What the form holds: text as typed, so that nothing typed is lost when it does not pass the check. Each field is
 * named as the request's parameter where there is one, and the address holds each under its name.
 */
export type ScannerBacktestFormValues = {
  start_date: string;
  end_date: string;
  find_type: FindType;
  /** Every signal (`['All']`), or only the chosen ones. */
  signal_mode: 'all' | 'some';
  signals: string[];
  total_capital: string;
  /** The two sides of long_short_ratio `long/short`. */
  long_share: string;
  short_share: string;
  commission: string;
  name: string;
  /** capital_allocate: Kelly, or the fixed ratio below. */
  allocation: 'Kelly' | 'fixed';
  fixed_ratio: string;
  daily_limit: string;
  rank_condition: RankCondition;
} & Record<RangeField, string>;

/** The form fields an error can be shown on (a range's message goes under its pair, on its min side). */
export type ScannerBacktestField = Exclude<keyof ScannerBacktestFormValues, `${RangeKey}_max`>;

/*
 * The default window is the last year in which all five bundled stocks (AAPL, AMZN, GOOG, IBM, MSFT) have prices:
 * the first four end on 2018-05-11. MSFT alone runs on to 2022-03-10, and a year of one stock would make a thin
 * portfolio.
 */
export const DEFAULT_START_DATE = '2017-05-11';
export const DEFAULT_END_DATE = '2018-05-11';

/** Spec 4.5's defaults: all signals on stocks, 100,000 all long, no commission, Kelly sizing, 3 a day by StdDev. */
export const SCANNER_BACKTEST_DEFAULTS: ScannerBacktestFormValues = {
  start_date: DEFAULT_START_DATE,
  end_date: DEFAULT_END_DATE,
  find_type: 'stock',
  signal_mode: 'all',
  signals: [],
  total_capital: '100000',
  long_share: '1.0',
  short_share: '0.0',
  commission: '0',
  name: '',
  ...(Object.fromEntries(RANGE_KEYS.flatMap((k) => [`${k}_min`, `${k}_max`]).map((f) => [f, ''])) as Record<
    RangeField,
    string
  >),
  allocation: 'Kelly',
  fixed_ratio: '0.6',
  daily_limit: '3',
  rank_condition: 'StdDev',
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
  start_date: 'Start date',
  end_date: 'End date',
  find_type: 'Universe',
  signal_mode: 'Signals',
  signals: 'Signals',
  total_capital: 'Total capital',
  long_share: 'Long share',
  short_share: 'Short share',
  commission: 'Commission (%)',
  name: 'Name',
  profit_target_min: RANGE_LABELS.profit_target.label,
  stop_loss_min: RANGE_LABELS.stop_loss.label,
  time_in_market_min: RANGE_LABELS.time_in_market.label,
  trend_min: RANGE_LABELS.trend.label,
  reltrend_min: RANGE_LABELS.reltrend.label,
  optix_min: RANGE_LABELS.optix.label,
  allocation: 'Capital per trade',
  fixed_ratio: 'Fixed share of equity',
  daily_limit: 'Daily limit (trades)',
  rank_condition: 'Rank picks by',
};

/** The form field each request parameter (an error's path, e.g. "profit_target_range") belongs to. */
const FIELD_OF_PARAMETER: Record<string, ScannerBacktestField> = {
  start_date: 'start_date',
  end_date: 'end_date',
  find_type: 'find_type',
  signals: 'signals',
  total_capital: 'total_capital',
  long_short_ratio: 'long_share',
  commission: 'commission',
  name: 'name',
  capital_allocate: 'fixed_ratio',
  daily_limit: 'daily_limit',
  rank_condition: 'rank_condition',
  ...Object.fromEntries(RANGE_KEYS.map((k) => [`${k}_range`, `${k}_min` as const])),
};

/** The form field a request field (an error's path, e.g. "signals.0") belongs to, if any. */
export function fieldOfParameter(path: string): ScannerBacktestField | undefined {
  return FIELD_OF_PARAMETER[path.split('.')[0]];
}
