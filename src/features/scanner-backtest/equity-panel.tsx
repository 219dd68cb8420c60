import { useMemo } from 'react';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed, formatSignedPercent } from '../../ui/table/format.ts';

interface EquityPoint {
  date: string;
  equity: number;
  /** Change since the starting capital, in percent. */
  change: number;
}

const COLUMNS: PanelColumn<EquityPoint>[] = [
  { label: 'Date', value: (p) => p.date },
  { label: 'Equity', value: (p) => p.equity, format: (p) => formatFixed(p.equity), numeric: true },
  {
    label: 'Change since start (%)',
    value: (p) => p.change,
    format: (p) => formatSignedPercent(p.change),
    numeric: true,
  },
];

export interface EquityPanelProps {
  equity: { dates: readonly string[]; values: readonly number[] };
  capital: number;
  totalReturn: number;
  buyAndHold: number;
  fileName: string;
  /** What the scanner searched, for the chart's PNG name. */
  universe: string;
}

/** The portfolio's equity at each day's close (cash plus positions), as a line or a table, with a CSV. */
export function EquityPanel({ equity, capital, totalReturn, buyAndHold, fileName, universe }: EquityPanelProps) {
  const palette = useChartPalette();
  const points = useMemo<EquityPoint[]>(
    () =>
      equity.dates.map((date, i) => ({
        date,
        equity: equity.values[i],
        change: capital > 0 ? (equity.values[i] / capital - 1) * 100 : NaN,
      })),
    [equity, capital],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        kind: 'line',
        name: 'Portfolio equity',
        color: palette.primary.main,
        format: 'whole',
        data: points.map((p) => ({ time: p.date, value: p.equity })),
      },
    ],
    [points, palette.primary.main],
  );
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `From ${first.date} to ${last.date} the capital of ${formatFixed(capital)} became ${formatFixed(last.equity)} ` +
        `(${formatSignedPercent(totalReturn)}); buy and hold made ${formatSignedPercent(buyAndHold)}.`
      : 'The service sent no days of equity.';
  return (
    <ChartTablePanel
      title="Portfolio equity"
      description={`${summary} Equity is cash plus the open positions at each day’s close.`}
      chart={
        <TimeSeriesChart
          ariaLabel={`Line chart of the portfolio equity. ${summary}`}
          series={series}
          height={340}
          png={{ name: 'the equity chart', screen: 'scanner backtest', subject: universe, view: 'equity' }}
        />
      }
      columns={COLUMNS}
      rows={points}
      fileName={fileName}
    />
  );
}
