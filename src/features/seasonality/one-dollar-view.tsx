import { useMemo } from 'react';
import type { CurvePoint } from '../../contract/index.ts';
import type { ChartMarker } from '../../ui/charts/chart-data.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { formatFixed, formatSignedPercent } from '../../ui/table/format.ts';
import { csvFileName } from './seasonality-format.ts';
import type { ViewProps } from './view-props.ts';

const COLUMNS: PanelColumn<CurvePoint>[] = [
  { label: 'Date', value: (r) => r.Date },
  { label: 'Value of $1', value: (r) => r.Equity, format: (r) => formatFixed(r.Equity, 4), numeric: true },
];

/** $1 held each year from one session of the year to a later one, compounded; each entry and exit marked. */
export function OneDollarView({ ticker, years, feature }: ViewProps<'one-dollar-curve'>) {
  const palette = useChartPalette();
  const { entry_trading_day: entryDay, exit_trading_day: exitDay, holding_days: holding } = feature.meta;
  const points = feature.data;
  const trades = useMemo(() => feature.meta.trades ?? [], [feature.meta.trades]);
  const series = useMemo<ChartSeries[]>(() => {
    const markers: ChartMarker[] = trades.flatMap((t) => [
      { time: t.entry, position: 'below', shape: 'arrowUp', color: palette.success.main },
      { time: t.exit, position: 'above', shape: 'arrowDown', color: palette.error.main },
    ]);
    return [
      {
        kind: 'line',
        name: 'Value of $1',
        color: palette.primary.main,
        format: 'price',
        data: points.map((p) => ({ time: p.Date, value: p.Equity })),
        markers,
      },
    ];
  }, [points, trades, palette.primary.main, palette.success.main, palette.error.main]);

  if (points.length === 0)
    return <NoRowsNotice what={`a holding from session ${entryDay} to ${exitDay}`} ticker={ticker} years={years} />;
  const final = points[points.length - 1].Equity;
  const wins = trades.filter((t) => t.return_pct > 0).length;
  const ariaLabel =
    `Line chart of $1 invested in ${ticker} at session ${entryDay} and sold at session ${exitDay} of each year, ` +
    `${points[0].Date} to ${points[points.length - 1].Date}: it ends at ${formatFixed(final, 4)} ` +
    `(${formatSignedPercent((final - 1) * 100, 3)}) after ${trades.length} yearly holdings, ${wins} of them gains.`;
  return (
    <ChartTablePanel
      title={`$1 from session ${entryDay} to session ${exitDay} each year`}
      description={`${feature.meta.description} $1 became ${formatFixed(final, 4)} over ${trades.length} holdings of ${holding} sessions (${wins} gains). Green arrows mark the entries, red arrows the exits.`}
      chart={<TimeSeriesChart ariaLabel={ariaLabel} series={series} height={360} />}
      columns={COLUMNS}
      rows={points}
      fileName={csvFileName(ticker, `one-dollar-${entryDay}-${exitDay}`, years)}
    />
  );
}
