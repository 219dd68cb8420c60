import { useChartPalette } from './use-chart-palette.ts';

/**
 * The look shared by the recharts charts, in the colours of the scheme on screen: spread `grid` on CartesianGrid,
 * `axis` on XAxis and YAxis, `axisLabel(...)` as an XAxis label and `tooltipStyle` as a Tooltip's contentStyle.
 */
export function useRechartsStyle() {
  const palette = useChartPalette();
  const tick = { fill: palette.text.secondary, fontSize: 11 };
  return {
    palette,
    grid: { stroke: palette.divider },
    axis: { tick, stroke: palette.divider },
    axisLabel: (value: string) => ({ value, position: 'insideBottom' as const, offset: -8, ...tick }),
    tooltipStyle: { background: palette.background.paper, borderColor: palette.divider, color: palette.text.primary },
  };
}

/** The props of a chart as wide as its box and `height` tall, with room under the x axis for its label. */
export function chartFrame(height: number) {
  return {
    responsive: true,
    style: { width: '100%', height },
    margin: { top: 8, right: 12, bottom: 16, left: 0 },
  };
}
