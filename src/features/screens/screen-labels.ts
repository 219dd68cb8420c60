import type { ScreenCategory, ScreenKey } from '../../contract/index.ts';

/** Each category as the screen picker groups it. */
export const CATEGORY_NAMES: Record<ScreenCategory, string> = {
  A: 'Sentiment and seasonality',
  B: 'Sentiment and trend',
  C: 'Long and short ideas',
  D: 'Hedger positions',
  E: 'Sector moving averages',
  F: 'Sentiment exhaustion',
  G: 'Dividend stocks',
};

export const SCREEN_NAMES: Record<ScreenKey, string> = {
  'etf-sentiment-seasonality': 'ETF sentiment and seasonality',
  'commod-sentiment-seasonality': 'Commodity sentiment and seasonality',
  'etf-sentiment-trend': 'ETF sentiment and trend',
  'commod-sentiment-trend': 'Commodity sentiment and trend',
  'stocks-long-ideas': 'Stocks: long ideas',
  'stocks-short-ideas': 'Stocks: short ideas',
  'nasdaq100-long-ideas': 'Nasdaq 100: long ideas',
  'nasdaq100-short-ideas': 'Nasdaq 100: short ideas',
  'russell3000-long-ideas': 'Russell 3000: long ideas',
  'russell3000-short-ideas': 'Russell 3000: short ideas',
  'commod-hedger-extremes': 'Commodity hedger extremes',
  'etf-sector-ma': 'Sector ETFs above their moving averages',
  'optix-exhaustion': 'Optix exhaustion',
  'sp1500-dividend': 'S&P 1500 dividend stocks',
  'nasdaq100-dividend': 'Nasdaq 100 dividend stocks',
};

/** The universe each screen that takes one is computed over when none is picked (docs/screens.md). */
export const SCREEN_UNIVERSES: Record<ScreenKey, string> = {
  'etf-sentiment-seasonality': '',
  'commod-sentiment-seasonality': '',
  'etf-sentiment-trend': '',
  'commod-sentiment-trend': '',
  'stocks-long-ideas': 'the S&P 500',
  'stocks-short-ideas': 'the S&P 500',
  'nasdaq100-long-ideas': 'a universe named Nasdaq 100',
  'nasdaq100-short-ideas': 'a universe named Nasdaq 100',
  'russell3000-long-ideas': 'a universe named Russell 3000',
  'russell3000-short-ideas': 'a universe named Russell 3000',
  'commod-hedger-extremes': '',
  'etf-sector-ma': 'the S&P 500 (or the first universe with sectors)',
  'optix-exhaustion': '',
  'sp1500-dividend': 'the S&P 500',
  'nasdaq100-dividend': 'a universe named Nasdaq 100',
};

/** Column headers for the fields of spec 2.7 (a field not listed here is shown by its own name). */
export const FIELD_LABELS: Record<string, string> = {
  symbol: 'Symbol',
  name: 'Name',
  group: 'Group',
  chart_name: 'Chart',
  last_value: 'Last value',
  last_update: 'Last update',
  AvgReturn: 'Avg return this month (%)',
  close: 'Close',
  MA: '200-day MA',
  date: 'Date',
  five_ma: 'Optix 5-day MA',
  equity_close: 'Close',
  ma_200: '200-day MA',
  three_year_max: '3-year max',
  three_year_min: '3-year min',
  net_position: 'Net position score',
  over_10: 'Over 10-day MA (%)',
  over_200: 'Over 200-day MA (%)',
  '10MA': '10-day MA',
  report_date: 'Report date',
  divyield: 'Dividend yield (%)',
  pe_ratio: 'P/E',
  onemonthperf: '1 month (%)',
  threemonthperf: '3 months (%)',
  sixmonthperf: '6 months (%)',
  oneyearperf: '1 year (%)',
  twoyearperf: '2 years (%)',
  eps_growth: 'EPS growth (%)',
  payout_ratio: 'Payout ratio (%)',
};

/** What a category's figures mean, under its table (spec 2.7). */
export const CATEGORY_NOTES: Record<ScreenCategory, string> = {
  A: 'Last value is the Optix sentiment reading on its last update; the average return is for the current month.',
  B: 'Last value is the Optix sentiment reading; the close is compared with its 200-day moving average.',
  C: 'Optix sentiment reading, its 5-day average, and the stock’s close against its 200-day moving average.',
  D: 'Net position score: (current position − 3-year average) / 3-year standard deviation; beyond ±2 is highly extreme.',
  E: 'The share of each sector’s stocks above their 10-day and 200-day moving averages.',
  F: 'Optix sentiment readings and their 10-day moving average.',
  G: 'Percentages, except the P/E ratio.',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;
