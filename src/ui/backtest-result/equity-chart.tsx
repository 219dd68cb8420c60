import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import type { ChartSeries } from '../charts/chart-series.ts';
import type { ChartFocus } from '../charts/chart-view.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { useChartPalette } from '../charts/use-chart-palette.ts';
import { formatFixed, formatSignedPercent } from '../table/format.ts';

const PANE_HEIGHTS = [110];

/** Whether the result's symbol and its benchmark name the same series (the service compares them so). */
const sameSeries = (symbol: string, benchmark: string) =>
  symbol.trim().toUpperCase() === benchmark.trim().toUpperCase();

/** A span of the equity chart shaded and zoomed to, e.g. one drawdown episode. */
export interface MarkedSpan extends ChartFocus {
  /** The shading's name in the legend, e.g. "Drawdown 1". */
  name: string;
}

/** The bar labels of `dates` from `from` to `to`, both included. */
export function datesBetween(dates: readonly string[], from: string, to: string): string[] {
  return dates.filter((d) => d >= from && d <= to);
}

export interface EquityChartProps {
  result: BacktestResult;
  /** Keep the reader's zoom across live re-runs (fit only on the first draw); see TimeSeriesChart. */
  keepVisibleRange?: boolean;
  height?: number;
  logScale?: boolean;
  /** Shaded and zoomed to; null shows the whole window. */
  marked?: MarkedSpan | null;
  /** Controls over the chart (the log-scale switch). */
  controls?: ReactNode;
}

/** Strategy equity against buy and hold and the benchmark, with the drawdown in a pane below. */
export function EquityChart({
  result,
  keepVisibleRange,
  height = 420,
  logScale,
  marked = null,
  controls,
}: EquityChartProps) {
  const palette = useChartPalette();
  const x = result.Extra;
  const benchmark = x.benchmark;
  // The symbol is its own benchmark: buy and hold is the benchmark's line, drawn once.
  const ownBenchmark = benchmark !== null && sameSeries(result.Symbol, benchmark.symbol);
  const series = useMemo<ChartSeries[]>(() => {
    const points = (values: readonly (number | null)[]) =>
      // A benchmark without a bar that day is skipped (NaN is dropped when the chart reads its data).
      x.dates.map((time, i) => ({ time, value: values[i] ?? Number.NaN }));
    const list: ChartSeries[] = [];
    // First, so the lines are drawn over the shading.
    if (marked)
      list.push({
        kind: 'bands',
        name: marked.name,
        color: palette.warning.main,
        times: datesBetween(x.dates, marked.from, marked.to),
      });
    list.push(
      { kind: 'line', name: 'Strategy equity', color: palette.primary.main, format: 'whole', data: points(x.equity) },
      {
        kind: 'line',
        name: ownBenchmark ? `Buy & hold ${result.Symbol} (benchmark)` : `Buy & hold ${result.Symbol}`,
        color: palette.secondary.main,
        dashed: true,
        format: 'whole',
        data: points(x.buy_hold_equity),
      },
    );
    if (benchmark && !ownBenchmark)
      list.push({
        kind: 'line',
        name: `Benchmark ${benchmark.symbol}`,
        color: palette.grey[600],
        format: 'whole',
        data: points(benchmark.equity),
      });
    list.push({
      kind: 'area',
      name: 'Drawdown',
      color: palette.error.main,
      data: points(x.drawdown),
      pane: 1,
      format: 'percent',
      baseline: 0,
    });
    return list;
  }, [x, result.Symbol, benchmark, ownBenchmark, marked, palette]);

  const benchmarkWords = benchmark
    ? ` and the benchmark ${benchmark.symbol} (${formatSignedPercent(benchmark.total_return_pct)})`
    : '';
  const description =
    `Equity of the strategy against buy and hold of ${result.Symbol}${benchmark ? ` and the benchmark ${benchmark.symbol}` : ''} ` +
    `from ${x.dates[0] ?? 'the start'} to ${x.dates.at(-1) ?? 'the end'}: ` +
    `the strategy ends at ${formatFixed(x.final_equity)} (${formatSignedPercent(result['Total Return (%)'])}), ` +
    `buy and hold at ${formatFixed(x.buy_hold_equity.at(-1))} (${formatSignedPercent(result.BuyHoldGain)})${benchmarkWords}. ` +
    `Drawdown below, deepest ${formatSignedPercent(result['Max Drawdown'])}.` +
    (marked ? ` Shaded: ${marked.name}, ${marked.from} to ${marked.to}.` : '') +
    (logScale ? ' Logarithmic price scale.' : '');

  return (
    <TimeSeriesChart
      ariaLabel={description}
      series={series}
      height={height}
      paneHeights={PANE_HEIGHTS}
      keepVisibleRange={keepVisibleRange}
      logScale={logScale}
      focus={marked}
      controls={controls}
      png={{ name: 'the equity chart', screen: 'backtest', subject: result.Symbol, view: `${result.Frequency} equity` }}
    />
  );
}
