import type { DeepPartial, IChartApi, ISeriesApi, PriceFormat, SeriesType } from 'lightweight-charts';
import {
  AreaSeries,
  BaselineSeries,
  CandlestickSeries,
  ColorType,
  HistogramSeries,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
} from 'lightweight-charts';
import { alpha, decomposeColor, recomposeColor } from '@mui/material/styles';
import { toBandData, toCandleData, toLineData, toSeriesMarkers } from './chart-data.ts';
import type { ChartSeries } from './chart-series.ts';
import { formatPercent } from '../table/format.ts';

export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
}

const percentFormat: PriceFormat = { type: 'custom', formatter: (v: number) => formatPercent(v), minMove: 0.01 };

const wholeFormat: PriceFormat = { type: 'price', precision: 0, minMove: 1 };

function priceFormat(series: ChartSeries): DeepPartial<PriceFormat> | undefined {
  if (series.format === 'percent') return percentFormat;
  return series.format === 'whole' ? wholeFormat : undefined;
}

/**
 * `color` at `opacity` over `background`, as one solid colour. Band columns are at least a pixel wide and overlap when
 * bars are denser than pixels, so a translucent colour would pile up into stripes; a solid pale one stays even.
 */
function paleOver(color: string, background: string, opacity: number): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(background).values;
  const mix = (i: number) => Math.round(bottom[i] + (top[i] - bottom[i]) * opacity);
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}

/** Adds one series and returns it with the times it holds, which markers must land on. */
function addSeries(
  chart: IChartApi,
  s: ChartSeries,
  index: number,
  background: string,
): { api: ISeriesApi<SeriesType>; times: Set<number> } {
  const common = { title: s.name, priceFormat: priceFormat(s), lastValueVisible: true, priceLineVisible: false };
  const pane = s.pane ?? 0;
  if (s.kind === 'bands') {
    // Columns of height 1 on a hidden scale of their own that spans the pane: each listed bar is shaded top to bottom.
    const priceScaleId = `bands-${index}`;
    const data = toBandData(s.times);
    const api = chart.addSeries(
      HistogramSeries,
      {
        priceScaleId,
        color: paleOver(s.color, background, 0.25),
        base: 0,
        lastValueVisible: false,
        priceLineVisible: false,
      },
      pane,
    );
    api.priceScale().applyOptions({ scaleMargins: { top: 0, bottom: 0 } });
    api.setData(data);
    return { api, times: new Set(data.map((d) => d.time)) };
  }
  if (s.kind === 'candlestick') {
    const data = toCandleData(s.data);
    const api = chart.addSeries(
      CandlestickSeries,
      {
        ...common,
        upColor: s.upColor,
        downColor: s.downColor,
        wickUpColor: s.upColor,
        wickDownColor: s.downColor,
        borderVisible: false,
      },
      pane,
    );
    api.setData(data);
    return { api, times: new Set(data.map((d) => d.time)) };
  }
  const data = toLineData(s.data);
  let api: ISeriesApi<SeriesType>;
  if (s.kind === 'line') {
    api = chart.addSeries(
      LineSeries,
      { ...common, color: s.color, lineWidth: 2, lineStyle: s.dashed ? LineStyle.Dashed : LineStyle.Solid },
      pane,
    );
  } else if (s.baseline !== undefined) {
    // Both sides of the baseline in one colour: the fill marks the distance from the baseline, not its direction.
    const fill = { lineColor: s.color, fill1: alpha(s.color, 0.45), fill2: alpha(s.color, 0.1) };
    api = chart.addSeries(
      BaselineSeries,
      {
        ...common,
        baseValue: { type: 'price', price: s.baseline },
        lineWidth: 1,
        topLineColor: fill.lineColor,
        topFillColor1: fill.fill2,
        topFillColor2: fill.fill1,
        bottomLineColor: fill.lineColor,
        bottomFillColor1: fill.fill2,
        bottomFillColor2: fill.fill1,
      },
      pane,
    );
  } else {
    api = chart.addSeries(
      AreaSeries,
      { ...common, lineColor: s.color, lineWidth: 1, topColor: alpha(s.color, 0.45), bottomColor: alpha(s.color, 0.1) },
      pane,
    );
  }
  api.setData(data);
  return { api, times: new Set(data.map((d) => d.time)) };
}

/**
 * Draws the series into the container and returns the chart, which the caller must `remove()`. Sizes follow the
 * container (autoSize); `paneHeights` are pixel heights of the panes below the main one.
 */
export function drawChart(
  container: HTMLElement,
  series: readonly ChartSeries[],
  palette: ChartPalette,
  paneHeights: readonly number[] = [],
): IChartApi {
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      panes: { separatorColor: palette.grid },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.grid },
    // The default minimum of 0.5 px a bar cannot fit twenty years of daily bars on a screen, so fitContent would show
    // only the latest decade; a backtest is read over its whole window first, then zoomed.
    timeScale: { borderColor: palette.grid, minBarSpacing: 0.01, lockVisibleTimeRangeOnResize: true },
  });
  try {
    for (const [index, s] of series.entries()) {
      const { api, times } = addSeries(chart, s, index, palette.background);
      if (s.markers?.length) createSeriesMarkers(api, toSeriesMarkers(s.markers, times));
    }
    const panes = chart.panes();
    paneHeights.forEach((height, i) => panes[i + 1]?.setHeight(height));
    chart.timeScale().fitContent();
    return chart;
  } catch (error) {
    chart.remove();
    throw error;
  }
}
