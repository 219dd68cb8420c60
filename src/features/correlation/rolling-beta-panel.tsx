import { useMemo } from 'react';
import type { SymbolColumnsRow } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { NoRollingValues } from './no-rolling-values.tsx';
import { benchmarkPriceLine, coefficientColumn, priceColumn, symbolLines } from './rolling-parts.ts';
import { BENCHMARK_PRICE, constantPoints, dayOf, rollingSymbols, rowsSpan } from './rolling-rows.ts';
import { REFERENCE_LINE_COLOURS } from './series-colours.ts';

export interface RollingBetaPanelProps {
  rows: readonly SymbolColumnsRow[];
  benchmark: string;
  window: number;
}

/** One line per symbol (its rolling beta against the benchmark) between dashed lines at 0 and 1; the price below. */
export function RollingBetaPanel({ rows, benchmark, window }: RollingBetaPanelProps) {
  const symbols = useMemo(() => rollingSymbols(rows), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      ...symbolLines(rows, symbols),
      { kind: 'line', name: 'Beta 1', color: REFERENCE_LINE_COLOURS.one, dashed: true, data: constantPoints(rows, 1) },
      { kind: 'line', name: 'Beta 0', color: REFERENCE_LINE_COLOURS.zero, dashed: true, data: constantPoints(rows, 0) },
      benchmarkPriceLine(rows, benchmark),
    ],
    [rows, symbols, benchmark],
  );
  if (rows.length === 0) return <NoRollingValues what="rolling betas" window={window} />;
  const columns: PanelColumn<SymbolColumnsRow>[] = [
    { label: 'Date', value: dayOf },
    ...symbols.map((symbol) => coefficientColumn(`${symbol} beta`, symbol)),
    ...symbols.map((symbol) => priceColumn(`${symbol} price`, `${symbol}_price`)),
    priceColumn(`${benchmark} price`, BENCHMARK_PRICE),
  ];
  return (
    <ChartTablePanel
      title="Rolling beta"
      description={`Beta against ${benchmark} over the last ${window} trading days (covariance of daily returns over ${benchmark}'s variance). Above the dashed line at 1 a symbol moves more than ${benchmark}; below 0 against it.`}
      chart={
        <TimeSeriesChart
          ariaLabel={`Rolling ${window}-day beta of ${symbols.join(', ')} against ${benchmark}, ${rowsSpan(rows)}, with reference lines at 0 and 1 and the ${benchmark} price in the pane below`}
          series={series}
          height={440}
          paneHeights={[130]}
          png={{ name: 'the rolling beta chart', screen: 'correlation', subject: benchmark, view: 'rolling beta' }}
        />
      }
      columns={columns}
      rows={rows}
      fileName={`rolling-beta-${benchmark}-${window}d.csv`}
    />
  );
}
