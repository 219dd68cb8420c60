import type { IChartApi, Time } from 'lightweight-charts';
import { PriceScaleMode } from 'lightweight-charts';
import { chartTime, chartTimeLabel } from './chart-time.ts';

/** A span of bars to bring into view, e.g. one trade or one drawdown episode (bar labels, both included). */
export interface ChartFocus {
  from: string;
  to: string;
}

/** The span of bars on screen, as bar labels. */
export interface VisibleSpan {
  from: string;
  to: string;
}

/** Bars shown either side of a focused span: half its length, at least 5, so that what led in and out is visible. */
export function focusPadding(bars: number): number {
  return Math.max(5, Math.round(bars / 2));
}

/** Zooms the chart to the focused bars with some bars either side (by bar index, so gaps in dates do not matter). */
export function applyFocus(chart: IChartApi, focus: ChartFocus): void {
  const timeScale = chart.timeScale();
  const from = chartTime(focus.from);
  const to = chartTime(focus.to);
  if (from === null || to === null) return;
  const first = timeScale.timeToIndex(from, true);
  const last = timeScale.timeToIndex(to, true);
  if (first === null || last === null) {
    timeScale.setVisibleRange({ from, to });
    return;
  }
  const pad = focusPadding(last - first);
  timeScale.setVisibleLogicalRange({ from: first - pad, to: last + pad });
}

/** The main pane's price axis, logarithmic or linear. */
export function applyLogScale(chart: IChartApi, log: boolean): void {
  chart.priceScale('right', 0).applyOptions({ mode: log ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
}

/** Calls `onChange` with the bars on screen whenever the reader (or the code) moves the view; returns the unsubscribe. */
export function watchVisibleSpan(chart: IChartApi, onChange: (span: VisibleSpan | null) => void): () => void {
  const timeScale = chart.timeScale();
  const handler = (range: { from: Time; to: Time } | null) =>
    onChange(range ? { from: chartTimeLabel(Number(range.from)), to: chartTimeLabel(Number(range.to)) } : null);
  timeScale.subscribeVisibleTimeRangeChange(handler);
  return () => timeScale.unsubscribeVisibleTimeRangeChange(handler);
}
