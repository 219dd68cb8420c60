import { useChartPalette } from '../charts/use-chart-palette.ts';
import { useMemo } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import type { ChartSeries } from '../charts/chart-series.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { formatFixed, formatSignedPercent } from '../table/format.ts';

const PANE_HEIGHTS = [110];

/** Strategy equity against buy and hold, with the drawdown in a pane below. */
export function EquityChart({
  result,
  keepVisibleRange,
  height = 420,
}: {
  result: BacktestResult;
  /** Keep the reader's zoom across live re-runs (fit only on the first draw); see TimeSeriesChart. */
  keepVisibleRange?: boolean;
  height?: number;
}) {
  const palette = useChartPalette();
  const x = result.Extra;
  const series = useMemo<ChartSeries[]>(() => {
    const points = (values: readonly number[]) => x.dates.map((time, i) => ({ time, value: values[i] }));
    return [
      { kind: 'line', name: 'Strategy equity', color: palette.primary.main, format: 'whole', data: points(x.equity) },
      {
        kind: 'line',
        name: 'Buy & hold',
        color: palette.secondary.main,
        dashed: true,
        format: 'whole',
        data: points(x.buy_hold_equity),
      },
      {
        kind: 'area',
        name: 'Drawdown',
        color: palette.error.main,
        data: points(x.drawdown),
        pane: 1,
        format: 'percent',
        baseline: 0,
      },
    ];
  }, [x, palette.primary.main, palette.secondary.main, palette.error.main]);

  const description =
    `Equity of the strategy against buy and hold from ${x.dates[0] ?? 'the start'} to ${x.dates.at(-1) ?? 'the end'}: ` +
    `the strategy ends at ${formatFixed(x.final_equity)} (${formatSignedPercent(result['Total Return (%)'])}), ` +
    `buy and hold at ${formatFixed(x.buy_hold_equity.at(-1))} (${formatSignedPercent(result.BuyHoldGain)}). ` +
    `Drawdown below, deepest ${formatSignedPercent(result['Max Drawdown'])}.`;

  return (
    <TimeSeriesChart
      ariaLabel={description}
      series={series}
      height={height}
      paneHeights={PANE_HEIGHTS}
      keepVisibleRange={keepVisibleRange}
    />
  );
}
