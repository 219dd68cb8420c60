import type { ScannerItem } from '../../contract/index.ts';
import type { CsvCell } from '../../ui/table/csv-file.ts';
import { formatFixed, formatNumber, formatPercent, formatPercentAsGiven, formatWhole } from '../../ui/table/format.ts';
import type { NumericPickField } from './pick-values.ts';
import { pickNumber } from './pick-values.ts';

/** One column of the picks table: what it sorts by, writes to the CSV and shows. */
export interface PickColumn {
  /** The spec's field name (2.5), which is also the CSV header. */
  label: string;
  sortValue: (item: ScannerItem) => number | string;
  /** Unrounded, as the service sent it; empty for a missing value. */
  csvValue: (item: ScannerItem) => CsvCell;
  text: (item: ScannerItem) => string;
  numeric: boolean;
  /** What the column means, shown as its header's tooltip. */
  hint: string;
}

function textColumn(label: keyof ScannerItem & string, hint: string): PickColumn {
  const read = (item: ScannerItem) => String(item[label] ?? '');
  return { label, sortValue: read, csvValue: read, text: read, numeric: false, hint };
}

function numberColumn(field: NumericPickField, format: (v: number | null) => string, hint: string): PickColumn {
  return {
    label: field,
    // Missing values sort below every number: first going up, last going down.
    sortValue: (item) => pickNumber(item, field) ?? -Infinity,
    csvValue: (item) => pickNumber(item, field),
    text: (item) => format(pickNumber(item, field)),
    numeric: true,
    hint,
  };
}

/** The spec's fields (2.5) in the order an analyst reads a pick: what, when, the plan, then its history. */
export const PICK_COLUMNS: readonly PickColumn[] = [
  textColumn('Symbol', 'Ticker'),
  textColumn('Date', 'Signal date: the pick is traded from this day’s close'),
  {
    ...textColumn('_Signal', 'The signal that fired; point at a signal for its definition'),
    label: 'Signal',
  },
  textColumn('Direction', 'Long (buy) or Short (sell short)'),
  numberColumn('Close', formatNumber, 'Close on the signal date'),
  numberColumn('WinRate', formatPercent, 'Share of the signal’s earlier trades on this symbol that gained'),
  numberColumn('ProfitTarget', formatPercentAsGiven, 'Exit once the trade gains this much'),
  numberColumn('StopLoss', formatPercentAsGiven, 'Exit once the trade loses this much'),
  numberColumn('TimeInMarket', formatWhole, 'Exit after this many trading days at most'),
  numberColumn('TradeNumber', formatWhole, 'Earlier trades the statistics come from'),
  numberColumn('ExpectedReturn', formatPercent, 'Expected return per trade'),
  numberColumn('AvgWin', formatPercent, 'Average return of the gaining trades'),
  numberColumn('AvgLoss', formatPercent, 'Average return of the losing trades'),
  numberColumn('Z_Score', formatFixed, 'Signal quality: the mean return over its standard error'),
  numberColumn('SharpeRatio', formatFixed, 'Risk-adjusted return of the trades'),
  numberColumn('MaxRisk', formatPercent, 'Deepest drawdown of the earlier trades'),
  numberColumn('TrendScore', formatFixed, 'Trend of the symbol, 0 to 10 (– before 200 bars)'),
  numberColumn('RelTrendScore', formatFixed, 'Trend relative to SPX, 0 to 10 (– without SPX or before 200 bars)'),
  numberColumn('Optix', formatFixed, 'Market-timing indicator (– when the symbol has no Optix series)'),
];
