import type { ChartSeries } from './chart-series.ts';
import { legendColor } from './chart-series.ts';
import { LegendList } from './legend-list.tsx';

/** Names the series under a canvas chart, which has no legend of its own. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <LegendList
      items={series.map((s) => ({
        name: s.name,
        colour: legendColor(s),
        height: s.kind === 'line' ? 3 : 10,
        // Bands are drawn pale behind the lines.
        opacity: s.kind === 'bands' ? 0.4 : 1,
        ...(s.kind === 'line' &&
          s.dashed && { background: `repeating-linear-gradient(90deg, ${s.color} 0 4px, transparent 4px 7px)` }),
      }))}
    />
  );
}
