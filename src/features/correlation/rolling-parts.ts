import type { SymbolColumnsRow } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed } from '../../ui/table/format.ts';
import { BENCHMARK_PRICE, columnPoints, numberAt } from './rolling-rows.ts';
import { BENCHMARK_PRICE_COLOUR, symbolColour } from './series-colours.ts';

/*
 * What the rolling correlation and rolling beta panels share: a line per symbol in the main pane, the benchmark's
 * price in a pane below, and table columns of coefficients and prices.
 */

export function symbolLines(rows: readonly SymbolColumnsRow[], symbols: readonly string[]): ChartSeries[] {
  return symbols.map((symbol, i) => ({
    kind: 'line',
    name: symbol,
    color: symbolColour(i),
    data: columnPoints(rows, symbol),
  }));
}

export function benchmarkPriceLine(rows: readonly SymbolColumnsRow[], benchmark: string): ChartSeries {
  return {
    kind: 'line',
    name: `${benchmark} price`,
    pane: 1,
    color: BENCHMARK_PRICE_COLOUR,
    data: columnPoints(rows, BENCHMARK_PRICE),
  };
}

/** A table column of a row's coefficient (`column`) under `label`. */
export function coefficientColumn(label: string, column: string): PanelColumn<SymbolColumnsRow> {
  return {
    label,
    value: (r) => numberAt(r, column),
    format: (r) => formatFixed(numberAt(r, column), 3),
    numeric: true,
  };
}

/** A table column of a row's price (`column`) under `label`. */
export function priceColumn(label: string, column: string): PanelColumn<SymbolColumnsRow> {
  return {
    label,
    value: (r) => numberAt(r, column),
    format: (r) => formatFixed(numberAt(r, column)),
    numeric: true,
  };
}
