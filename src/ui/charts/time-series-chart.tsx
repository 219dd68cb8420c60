import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChartPalette } from './use-chart-palette.ts';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { canvasSupported } from './canvas-support.ts';
import type { ChartFocus, VisibleSpan } from './chart-view.ts';
import { applyFocus, applyLogScale, watchVisibleSpan } from './chart-view.ts';
import type { ChartPng } from './png-export.ts';
import { PngButton } from './png-button.tsx';
import type { ChartSeries } from './chart-series.ts';
import { ChartAttribution } from './chart-attribution.tsx';
import { ChartLegend } from './chart-legend.tsx';
import type { ChartPalette, DrawnChart } from './draw-chart.ts';
import { drawChart } from './draw-chart.ts';
import { errorText } from '../../client/api-error.ts';

/** Wide enough for "1,234,567" or "-100.00%" in the axis font. */
const STEADY_AXIS_PX = 84;

export interface TimeSeriesChartProps {
  /** The accessible name: what the chart shows, in words, with the figures that matter. */
  ariaLabel: string;
  /** Keep this array stable (useMemo): a new one redraws the chart. */
  series: readonly ChartSeries[];
  /** Total height in pixels, panes included. */
  height?: number;
  /** Pixel heights of the panes below the main one. */
  paneHeights?: readonly number[];
  /**
   * New series keep the time range the reader is looking at (zoomed or scrolled): the chart is fitted to the data
   * only when first drawn. For charts that redraw as the user edits (the builder's live results); otherwise new
   * series are fitted whole.
   */
  keepVisibleRange?: boolean;
  /** The main pane's price axis on a logarithmic scale (left as drawn when undefined). */
  logScale?: boolean;
  /** Bars to zoom to (with some either side); a new object zooms again, null fits the whole series. */
  focus?: ChartFocus | null;
  /** Told the bars on screen whenever the view moves (zoom, scroll, focus). */
  onVisibleSpanChange?: (span: VisibleSpan | null) => void;
  /** A PNG button over the chart: its accessible name says "Download {name} as PNG". */
  png?: ChartPng;
  /** Controls shown over the chart, left of the PNG button (e.g. a log-scale switch). */
  controls?: ReactNode;
  /** The id of an element that describes the chart further (its accessible description). */
  describedBy?: string;
}

/**
 * A lightweight-charts time chart of line, area and candlestick series with markers and panes, drawn in the theme's
 * colours. Where the browser cannot draw (or drawing fails) it says so instead of breaking the screen.
 */
export function TimeSeriesChart({
  ariaLabel,
  series,
  height = 320,
  paneHeights,
  keepVisibleRange = false,
  logScale,
  focus = null,
  onVisibleSpanChange,
  png,
  controls,
  describedBy,
}: TimeSeriesChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [supported] = useState(canvasSupported);
  const [failure, setFailure] = useState<string | null>(null);
  const palette = useChartPalette();
  const colors = useMemo<ChartPalette>(
    () => ({ background: palette.background.paper, text: palette.text.secondary, grid: palette.divider }),
    [palette.background.paper, palette.text.secondary, palette.divider],
  );

  // A string key, so that callers may pass a fresh array literal without redrawing on every render.
  const paneKey = paneHeights?.join(',') ?? '';
  // The chart on screen and what it was drawn with: new data goes into it in place when the layout allows.
  const drawn = useRef<{ chart: DrawnChart; colors: ChartPalette; paneKey: string; unwatch?: () => void } | null>(null);
  // Read by the drawing effect, so that a chart drawn anew keeps the scale and focus asked for.
  const view = useRef({ logScale, focus, onVisibleSpanChange });
  // The scale the chart on screen was last given, so that a switch is applied once.
  const appliedLog = useRef<boolean | undefined>(undefined);
  view.current = { logScale, focus, onVisibleSpanChange };

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !supported) return;
    try {
      const previous = drawn.current;
      const range = keepVisibleRange && previous ? previous.chart.chart.timeScale().getVisibleRange() : null;
      const sameFrame = previous !== null && previous.colors === colors && previous.paneKey === paneKey;
      let chart: DrawnChart;
      if (sameFrame && previous.chart.update(series)) chart = previous.chart;
      else {
        previous?.unwatch?.();
        previous?.chart.remove();
        drawn.current = null;
        const heights = paneKey ? paneKey.split(',').map(Number) : [];
        // A chart that redraws as the user edits keeps a steady price axis, so the plot does not jump sideways as its
        // labels change width.
        chart = drawChart(container, series, colors, heights, keepVisibleRange ? STEADY_AXIS_PX : 0);
        const report = view.current.onVisibleSpanChange;
        const unwatch = report
          ? watchVisibleSpan(chart.chart, (span) => view.current.onVisibleSpanChange?.(span))
          : undefined;
        drawn.current = { chart, colors, paneKey, unwatch };
      }
      const { logScale: log, focus: zoomTo } = view.current;
      if (log !== undefined) applyLogScale(chart.chart, log);
      appliedLog.current = log;
      const timeScale = chart.chart.timeScale();
      if (zoomTo) applyFocus(chart.chart, zoomTo);
      else if (range) {
        // New data of the same bars leaves the view as it was; set the range only when it did move (fewer or more
        // bars), since a round trip through times can land a fraction of a bar away.
        const now = timeScale.getVisibleRange();
        if (!now || now.from !== range.from || now.to !== range.to) timeScale.setVisibleRange(range);
      } else timeScale.fitContent();
      setFailure(null);
    } catch (error) {
      drawn.current?.chart.remove();
      drawn.current = null;
      setFailure(errorText(error));
    }
  }, [series, colors, paneKey, supported, keepVisibleRange]);
  // A new focus or scale on the chart on screen; the drawing effect above covers a chart drawn anew.
  const firstView = useRef(true);
  useEffect(() => {
    const chart = drawn.current?.chart.chart;
    if (firstView.current || !chart) {
      firstView.current = false;
      return;
    }
    if (focus) applyFocus(chart, focus);
    else chart.timeScale().fitContent();
  }, [focus]);
  useEffect(() => {
    const chart = drawn.current?.chart.chart;
    if (!chart || logScale === undefined || logScale === appliedLog.current) return;
    applyLogScale(chart, logScale);
    appliedLog.current = logScale;
  }, [logScale]);
  // Removed only when the chart leaves the screen; a redraw reuses it.
  useEffect(
    () => () => {
      drawn.current?.unwatch?.();
      drawn.current?.chart.remove();
      drawn.current = null;
    },
    [],
  );

  const drawPng = () => {
    const chart = drawn.current?.chart.chart;
    if (!chart) throw new Error('the chart is not drawn');
    return chart.takeScreenshot();
  };

  const unavailable = !supported || failure !== null;
  return (
    <Box>
      {(controls || png) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          {controls}
          {png && (
            <Box sx={{ ml: 'auto' }}>
              <PngButton png={png} draw={drawPng} disabled={unavailable} />
            </Box>
          )}
        </Box>
      )}
      <Box
        ref={containerRef}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        sx={{
          height,
          position: 'relative',
          ...(unavailable && {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }),
        }}
      >
        {unavailable && (
          <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ p: 2, textAlign: 'center' }}>
            Chart unavailable in this browser{failure ? ` (${failure})` : ''}. The figures and tables on this page give
            the same numbers.
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <ChartLegend series={series} />
        </Box>
        <ChartAttribution />
      </Box>
    </Box>
  );
}
