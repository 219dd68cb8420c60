import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChartPalette } from './use-chart-palette.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { canvasSupported } from './canvas-support.ts';
import type { ChartSeries } from './chart-series.ts';
import { ChartLegend } from './chart-legend.tsx';
import type { ChartPalette } from './draw-chart.ts';
import { drawChart } from './draw-chart.ts';
import { errorText } from '../../client/api-error.ts';

export interface TimeSeriesChartProps {
  /** The accessible name: what the chart shows, in words, with the figures that matter. */
  ariaLabel: string;
  /** Keep this array stable (useMemo): a new one redraws the chart. */
  series: readonly ChartSeries[];
  /** Total height in pixels, panes included. */
  height?: number;
  /** Pixel heights of the panes below the main one. */
  paneHeights?: readonly number[];
}

/**
 * A lightweight-charts time chart of line, area and candlestick series with markers and panes, drawn in the theme's
 * colours. Where the browser cannot draw (or drawing fails) it says so instead of breaking the screen.
 */
export function TimeSeriesChart({ ariaLabel, series, height = 320, paneHeights }: TimeSeriesChartProps) {
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

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !supported) return;
    try {
      const heights = paneKey ? paneKey.split(',').map(Number) : [];
      const chart = drawChart(container, series, colors, heights);
      setFailure(null);
      return () => chart.remove();
    } catch (error) {
      setFailure(errorText(error));
      return undefined;
    }
  }, [series, colors, paneKey, supported]);

  const unavailable = !supported || failure !== null;
  return (
    <Box>
      <Box
        ref={containerRef}
        role="img"
        aria-label={ariaLabel}
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
      <ChartLegend series={series} />
    </Box>
  );
}
