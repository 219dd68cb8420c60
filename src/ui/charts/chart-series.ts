import type { ChartCandle, ChartMarker, ChartPoint } from './chart-data.ts';

interface SeriesBase {
  /** Shown in the legend under the chart and on the price axis. */
  name: string;
  /** 0 is the main pane; a higher index opens a pane below it (e.g. drawdown under equity). */
  pane?: number;
  markers?: readonly ChartMarker[];
  /** How the axis and crosshair write values: prices (two decimals), whole amounts, or percent (two decimals). */
  format?: 'price' | 'whole' | 'percent';
}

/** What one series of a TimeSeriesChart draws. Colors are CSS colors (canvas cannot read CSS variables). */
export type ChartSeries =
  | (SeriesBase & { kind: 'line'; color: string; data: readonly ChartPoint[]; dashed?: boolean })
  | (SeriesBase & {
      kind: 'area';
      color: string;
      data: readonly ChartPoint[];
      /** Fill between the line and this value (0 for a drawdown) instead of down to the bottom of the pane. */
      baseline?: number;
    })
  | (SeriesBase & { kind: 'candlestick'; upColor: string; downColor: string; data: readonly ChartCandle[] })
  | (SeriesBase & {
      /** Translucent shading over the pane's whole height on each listed bar, e.g. windows along a price series. */
      kind: 'bands';
      color: string;
      /** The bars to shade (YYYY-MM-DD or YYYY-MM-DD HH:MM); consecutive bars make one band. */
      times: readonly string[];
    });

export function legendColor(series: ChartSeries): string {
  return series.kind === 'candlestick' ? series.upColor : series.color;
}
