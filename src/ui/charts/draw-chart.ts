import type {
  DeepPartial,
  IChartApi,
  ISeriesApi,
  ISeriesMarkersPluginApi,
  PriceFormat,
  SeriesType,
  Time,
} from 'lightweight-charts';
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

/** Creates one series (empty); its data is set by `setSeriesData`. */
function addSeries(chart: IChartApi, s: ChartSeries, index: number, background: string): ISeriesApi<SeriesType> {
  const common = { title: s.name, priceFormat: priceFormat(s), lastValueVisible: true, priceLineVisible: false };
  const pane = s.pane ?? 0;
  if (s.kind === 'bands') {
    // Columns of height 1 on a hidden scale of their own that spans the pane: each listed bar is shaded top to bottom.
    const api = chart.addSeries(
      HistogramSeries,
      {
        priceScaleId: `bands-${index}`,
        color: paleOver(s.color, background, 0.25),
        base: 0,
        lastValueVisible: false,
        priceLineVisible: false,
      },
      pane,
    );
    api.priceScale().applyOptions({ scaleMargins: { top: 0, bottom: 0 } });
    return api;
  }
  if (s.kind === 'candlestick') {
    return chart.addSeries(
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
  }
  if (s.kind === 'line') {
    return chart.addSeries(
      LineSeries,
      { ...common, color: s.color, lineWidth: 2, lineStyle: s.dashed ? LineStyle.Dashed : LineStyle.Solid },
      pane,
    );
  }
  if (s.baseline !== undefined) {
    // Both sides of the baseline in one colour: the fill marks the distance from the baseline, not its direction.
    const fill = { lineColor: s.color, fill1: alpha(s.color, 0.45), fill2: alpha(s.color, 0.1) };
    return chart.addSeries(
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
  }
  return chart.addSeries(
    AreaSeries,
    { ...common, lineColor: s.color, lineWidth: 1, topColor: alpha(s.color, 0.45), bottomColor: alpha(s.color, 0.1) },
    pane,
  );
}

/** Sets a series' data and returns the times it holds, which markers must land on. */
function setSeriesData(api: ISeriesApi<SeriesType>, s: ChartSeries): Set<number> {
  const data =
    s.kind === 'bands' ? toBandData(s.times) : s.kind === 'candlestick' ? toCandleData(s.data) : toLineData(s.data);
  api.setData(data);
  return new Set(data.map((d) => d.time));
}

/** What a series draws from: its data (or band times). Unchanged data is not set again. */
const sourceOf = (s: ChartSeries): unknown => (s.kind === 'bands' ? s.times : s.data);

/** Everything about a series except its data and markers: a change here needs a new series, not new data. */
function layoutOf(s: ChartSeries): string {
  const colors = s.kind === 'candlestick' ? `${s.upColor}/${s.downColor}` : s.color;
  const style = s.kind === 'line' ? String(!!s.dashed) : s.kind === 'area' ? String(s.baseline) : '';
  return [s.kind, s.pane ?? 0, s.name, s.format ?? '', colors, style].join('|');
}

interface DrawnSeries {
  def: ChartSeries;
  api: ISeriesApi<SeriesType>;
  times: Set<number>;
  markers: ISeriesMarkersPluginApi<Time> | null;
}

/** A chart on the screen whose series can be given new data in place (keeping the user's zoom and scroll). */
export interface DrawnChart {
  readonly chart: IChartApi;
  /**
   * Gives the series new data and markers in place when they are laid out as before (same kinds, panes, names,
   * colours); returns false, changing nothing, when they are not (the caller draws a new chart).
   */
  update(series: readonly ChartSeries[]): boolean;
  remove(): void;
}

function setMarkers(chart: DrawnSeries, markers: ChartSeries['markers']): void {
  const list = markers?.length ? toSeriesMarkers(markers, chart.times) : [];
  if (chart.markers) chart.markers.setMarkers(list);
  else if (list.length) chart.markers = createSeriesMarkers(chart.api, list);
}

/**
 * Draws the series into the container, fitted to their whole time span, and returns the chart, which the caller must
 * `remove()`. Sizes follow the container (autoSize); `paneHeights` are pixel heights of the panes below the main one.
 */
export function drawChart(
  container: HTMLElement,
  series: readonly ChartSeries[],
  palette: ChartPalette,
  paneHeights: readonly number[] = [],
  /** The price axis never narrows below this (px): a chart redrawn as the user edits keeps its plot's width. */
  priceAxisMinWidth = 0,
): DrawnChart {
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      // The attribution is a text link beside the chart (TimeSeriesChart): a link inside the chart's image would be a
      // focusable element hidden in a picture (docs/accessibility.md).
      attributionLogo: false,
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      panes: { separatorColor: palette.grid },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.grid, minimumWidth: priceAxisMinWidth },
    // The default minimum of 0.5 px a bar cannot fit twenty years of daily bars on a screen, so fitContent would show
    // only the latest decade; a backtest is read over its whole window first, then zoomed.
    timeScale: { borderColor: palette.grid, minBarSpacing: 0.01, lockVisibleTimeRangeOnResize: true },
  });
  try {
    const drawn: DrawnSeries[] = series.map((def, index) => {
      const api = addSeries(chart, def, index, palette.background);
      const entry: DrawnSeries = { def, api, times: setSeriesData(api, def), markers: null };
      setMarkers(entry, def.markers);
      return entry;
    });
    const panes = chart.panes();
    paneHeights.forEach((height, i) => panes[i + 1]?.setHeight(height));
    chart.timeScale().fitContent();
    return {
      chart,
      update(next) {
        if (next.length !== drawn.length || next.some((s, i) => layoutOf(s) !== layoutOf(drawn[i].def))) return false;
        next.forEach((def, i) => {
          const entry = drawn[i];
          const newData = sourceOf(def) !== sourceOf(entry.def);
          if (newData) entry.times = setSeriesData(entry.api, def);
          if (newData || def.markers !== entry.def.markers) setMarkers(entry, def.markers);
          entry.def = def;
        });
        return true;
      },
      remove: () => chart.remove(),
    };
  } catch (error) {
    chart.remove();
    throw error;
  }
}
