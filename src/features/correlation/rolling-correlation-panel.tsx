import { useMemo } from 'react';
import type { SymbolColumnsRow } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { NoRollingValues } from './no-rolling-values.tsx';
import { benchmarkPriceLine, coefficientColumn, priceColumn, symbolLines } from './rolling-parts.ts';
import { BENCHMARK_PRICE, dayOf, rollingSymbols, rowsSpan } from './rolling-rows.ts';

export interface RollingCorrelationPanelProps {
  rows: readonly SymbolColumnsRow[];
  benchmark: string;
  window: number;
}

/** One line per compared symbol (its rolling correlation with the benchmark), the benchmark's price below. */
export function RollingCorrelationPanel({ rows, benchmark, window }: RollingCorrelationPanelProps) {
  const symbols = useMemo(() => rollingSymbols(rows), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [...symbolLines(rows, symbols), benchmarkPriceLine(rows, benchmark)],
    [rows, symbols, benchmark],
  );
  if (rows.length === 0) return <NoRollingValues what="rolling correlations" window={window} />;
  const columns: PanelColumn<SymbolColumnsRow>[] = [
    { label: 'Date', value: dayOf },
    ...symbols.map((symbol) => coefficientColumn(symbol, symbol)),
    priceColumn(`${benchmark} price`, BENCHMARK_PRICE),
  ];
  const span = rowsSpan(rows);
  return (
    <ChartTablePanel
      title="Rolling correlation"
      description={`Correlation of daily returns with ${benchmark} over the last ${window} trading days, from the first date with a full window; ${benchmark}'s close below.`}
      chart={
        <TimeSeriesChart
          ariaLabel={`Rolling ${window}-day correlation of ${symbols.join(', ')} with ${benchmark}, ${span}, with the ${benchmark} price in the pane below`}
          series={series}
          height={440}
          paneHeights={[130]}
          png={{
            name: 'the rolling correlation chart',
            screen: 'correlation',
            subject: benchmark,
            view: 'rolling correlation',
          }}
        />
      }
      columns={columns}
      rows={rows}
      fileName={`rolling-correlation-${benchmark}-${window}d.csv`}
    />
  );
}
