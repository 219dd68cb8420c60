import type { BacktestResult, BenchmarkComparison } from '../../contract/index.ts';
import type { CsvTable } from '../table/csv-file.ts';
import { formatFixed, formatPercent, formatSignedPercent } from '../table/format.ts';

/** One line of the comparison: the strategy's figure, and the benchmark's own where it has one. */
export interface ComparisonRow {
  label: string;
  /** What the figure means, in a sentence. */
  hint: string;
  strategy: number | null;
  /** Null for figures of the strategy measured against the benchmark (beta, alpha, ...): they have one value. */
  benchmark: number | null;
  format: (v: number | null) => string;
}

const fixed = (v: number | null) => formatFixed(v);
const signed = (v: number | null) => formatSignedPercent(v);
const percent = (v: number | null) => formatPercent(v);

/** The figures of the strategy beside its benchmark's, in the order an analyst reads them. */
export function benchmarkRows(result: BacktestResult, b: BenchmarkComparison): ComparisonRow[] {
  const relative = (label: string, hint: string, v: number | null, format: ComparisonRow['format']) => ({
    label,
    hint,
    strategy: v,
    benchmark: null,
    format,
  });
  // Over part of the window, the strategy's figures are read over the same common dates as the benchmark's.
  const common = b.coverage !== null && !b.coverage.whole_window;
  return [
    {
      label: 'Total return',
      hint: common ? 'Equity on the last common date over the first.' : 'Final equity over the starting capital.',
      strategy: common ? b.strategy_total_return_pct : result['Total Return (%)'],
      benchmark: b.total_return_pct,
      format: signed,
    },
    {
      label: 'CAGR',
      hint: 'Compound annual growth rate.',
      strategy: common ? b.strategy_cagr_pct : result.CAGR,
      benchmark: b.cagr_pct,
      format: signed,
    },
    relative('Beta', 'How far the strategy moved per 1% move of the benchmark (daily returns).', b.beta, fixed),
    relative('Alpha (annualised)', 'Return not explained by beta, per year.', b.alpha_pct, signed),
    relative('Correlation', "Pearson's r of the daily returns.", b.correlation, fixed),
    relative('Tracking error', 'Annualised spread of the daily return differences.', b.tracking_error_pct, percent),
    relative(
      'Information ratio',
      'Mean return difference over its standard deviation, annualised (× √252 for daily bars). quantstats gives it per period, not annualised: divide by √252 to compare.',
      b.information_ratio,
      fixed,
    ),
    relative(
      'Up capture',
      "The strategy's return on the benchmark's up days, as a share of the benchmark's.",
      b.up_capture_pct,
      percent,
    ),
    relative(
      'Down capture',
      "The same on the benchmark's down days: below 100% lost less.",
      b.down_capture_pct,
      percent,
    ),
  ];
}

/** The comparison as CSV, unrounded; a figure of the strategy against the benchmark has an empty benchmark cell. */
export function benchmarkRowsCsv(rows: readonly ComparisonRow[], symbol: string): CsvTable {
  return {
    header: ['Figure', 'Strategy', `Benchmark ${symbol}`],
    rows: rows.map((r) => [r.label, r.strategy, r.benchmark]),
  };
}
