import type { BacktestResult } from '../../contract/index.ts';
import { formatFixed, formatPercent, formatSignedPercent, formatWhole } from '../../ui/table/format.ts';

/** Which value of a row is best: the highest, or none (a count or an exposure is not better for being larger). */
export type Better = 'higher' | 'none';

export interface FigureRow {
  label: string;
  /** One per run, in the runs' order; null where the result has none. */
  values: (number | null)[];
  texts: string[];
  better: Better;
  /** The runs whose value is best (all of them on a tie); empty when the row has no best or all are equal. */
  best: number[];
}

interface FigureSpec {
  label: string;
  read: (r: BacktestResult) => number | null;
  format: (v: number | null) => string;
  better: Better;
  /** The cell's words when they need more of the result than the value. */
  text?: (r: BacktestResult, v: number | null) => string;
}

const SPECS: readonly FigureSpec[] = [
  {
    label: 'Total return',
    read: (r) => r['Total Return (%)'],
    format: (v) => formatSignedPercent(v),
    better: 'higher',
  },
  { label: 'CAGR', read: (r) => r.CAGR, format: (v) => formatSignedPercent(v), better: 'higher' },
  { label: 'Sharpe', read: (r) => r['Sharpe Ratio'], format: (v) => formatFixed(v), better: 'higher' },
  { label: 'Sortino', read: (r) => r.Extra.sortino, format: (v) => formatFixed(v), better: 'higher' },
  // Drawdowns are negative: the highest is the shallowest.
  { label: 'Max drawdown', read: (r) => r['Max Drawdown'], format: (v) => formatSignedPercent(v), better: 'higher' },
  { label: 'Win rate', read: (r) => r['Win Rate'], format: (v) => formatPercent(v), better: 'higher' },
  { label: 'Trades', read: (r) => r['Total Trades'], format: (v) => formatWhole(v), better: 'none' },
  { label: 'Profit factor', read: (r) => r.Extra.profit_factor, format: (v) => formatFixed(v), better: 'higher' },
  { label: 'Time in market', read: (r) => r['Time in Market'], format: (v) => formatPercent(v), better: 'none' },
  {
    label: 'Benchmark return',
    read: (r) => r.Extra.benchmark?.total_return_pct ?? null,
    format: (v) => formatSignedPercent(v),
    better: 'none',
  },
  {
    // Each run's benchmark is measured over that run's own dates: this says which part of them it covers.
    label: 'Benchmark dates',
    read: (r) => r.Extra.benchmark?.coverage?.share_pct ?? null,
    format: (v) => formatPercent(v),
    better: 'none',
    text: (r, v) => {
      const c = r.Extra.benchmark?.coverage;
      if (!c) return formatPercent(v);
      return c.whole_window
        ? `whole window (${formatPercent(v)})`
        : `${c.first_date} to ${c.last_date} (${formatPercent(v)})`;
    },
  },
];

/** The indexes of the highest values; none when fewer than two values differ (nothing to be best against). */
export function bestOf(values: readonly (number | null)[]): number[] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length < 2) return [];
  const top = Math.max(...known);
  if (known.every((v) => v === top)) return [];
  return values.flatMap((v, i) => (v === top ? [i] : []));
}

/** The figures of the runs side by side, a row per figure, its best marked. */
export function compareFigures(results: readonly BacktestResult[]): FigureRow[] {
  const benchmarks = new Set(results.flatMap((r) => (r.Extra.benchmark ? [r.Extra.benchmark.symbol] : [])));
  // One benchmark for all is named in the row; different ones are each the run's own.
  const benchmarkLabel = benchmarks.size === 1 ? `Benchmark ${[...benchmarks][0]} return` : 'Benchmark return';
  return SPECS.map((spec) => {
    const values = results.map((r) => {
      const v = spec.read(r);
      return v !== null && Number.isFinite(v) ? v : null;
    });
    return {
      label: spec.label === 'Benchmark return' ? benchmarkLabel : spec.label,
      values,
      texts: values.map((v, i) => (spec.text ? spec.text(results[i], v) : spec.format(v))),
      better: spec.better,
      best: spec.better === 'higher' ? bestOf(values) : [],
    };
  });
}
