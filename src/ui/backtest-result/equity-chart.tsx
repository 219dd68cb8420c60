import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { useChartPalette } from '../charts/use-chart-palette.ts';
import { formatFixed, formatSignedPercent } from '../table/format.ts';
import type { MarkedSpan } from './equity-series.ts';
import { equitySeries } from './equity-series.ts';

const PANE_HEIGHTS = [110];

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
  const series = useMemo(
    () =>
      equitySeries(
        result,
        {
          strategy: palette.primary.main,
          buyHold: palette.secondary.main,
          benchmark: palette.grey[600],
          drawdown: palette.error.main,
          marked: palette.warning.main,
        },
        marked,
      ),
    [result, marked, palette],
  );

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
