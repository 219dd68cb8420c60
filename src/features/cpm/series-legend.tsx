import { LegendList } from '../../ui/charts/legend-list.tsx';

export interface LegendItem {
  name: string;
  colour: string;
  /** A line (thin: one of many faint lines) or a band, drawn as a block. */
  kind: 'line' | 'thin' | 'band';
  /** How strongly the colour is drawn, as on the chart (1 unless given). */
  opacity?: number;
}

const HEIGHT: Record<LegendItem['kind'], number> = { band: 10, line: 3, thin: 2 };

/** Names the lines and bands under a chart whose own legend would list a hundred lines. */
export function SeriesLegend({ items }: { items: readonly LegendItem[] }) {
  return <LegendList items={items.map((i) => ({ ...i, height: HEIGHT[i.kind] }))} />;
}
