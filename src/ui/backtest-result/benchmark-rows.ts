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
  /** Percent figures: the CSV's figure names say so, since its cells are bare numbers. */
  percent: boolean;
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
    // Beta, correlation and the information ratio are plain ratios; the others are percent.
    percent: format !== fixed,
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
      percent: true,
    },
    {
      label: 'CAGR',
      hint: 'Compound annual growth rate.',
      strategy: common ? b.strategy_cagr_pct : result.CAGR,
      benchmark: b.cagr_pct,
      format: signed,
      percent: true,
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

/**
 * What each column of the comparison holds, for a file read without the page around it: the strategy on its symbol
 * (over the common dates when the benchmark covers only part of the window), and the benchmark by its symbol.
 */
export function comparisonCsvHeader(result: BacktestResult, b: BenchmarkComparison): string[] {
  const c = b.coverage;
  const strategy = `Strategy on ${result.Symbol}`;
  return [
    'Figure',
    c && !c.whole_window ? `${strategy}, common part ${c.first_date} to ${c.last_date}` : strategy,
    `Benchmark ${b.symbol}`,
  ];
}

/**
 * The comparison as CSV, unrounded, each percent figure named with its unit; a figure of the strategy against the
 * benchmark (beta, alpha, ...) has an empty benchmark cell.
 */
export function benchmarkRowsCsv(
  rows: readonly ComparisonRow[],
  result: BacktestResult,
  b: BenchmarkComparison,
): CsvTable {
  return {
    header: comparisonCsvHeader(result, b),
    rows: rows.map((r) => [r.percent ? `${r.label} (%)` : r.label, r.strategy, r.benchmark]),
  };
}
