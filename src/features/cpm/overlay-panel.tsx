import { useMemo } from 'react';
import type { CpmChartData, CpmMatchRecord } from '../../contract/index.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed } from '../../ui/table/format.ts';
import { quantile } from './fan-paths.ts';
import { OverlayChart } from './overlay-chart.tsx';
import type { OverlayRow } from './overlay-paths.ts';
import { overlayRows } from './overlay-paths.ts';

export interface OverlayPanelProps {
  symbol: string;
  chart: CpmChartData;
  matches: readonly CpmMatchRecord[];
  templateName: string;
}

function medianOf(values: readonly number[]): number {
  return quantile(
    values.filter(Number.isFinite).sort((a, b) => a - b),
    0.5,
  );
}

/** Each match's window over the template, all scaled to 0..1, so their shapes can be compared by eye. */
export function OverlayPanel({ symbol, chart, matches, templateName }: OverlayPanelProps) {
  const windows = useMemo(() => chart.paths.map((p) => p.window), [chart.paths]);
  const rows = useMemo(() => overlayRows(chart.template, windows), [chart.template, windows]);
  const shown = windows.length;
  const columns: PanelColumn<OverlayRow>[] = [
    { label: 'Bar', value: (r) => r.bar, numeric: true },
    { label: 'Template', value: (r) => r.template, format: (r) => formatFixed(r.template, 3), numeric: true },
    {
      label: 'Median of matches',
      value: (r) => medianOf(r.matches),
      format: (r) => formatFixed(medianOf(r.matches), 3),
      numeric: true,
    },
    ...matches.slice(0, shown).map((m, i): PanelColumn<OverlayRow> => ({
      label: `#${i + 1} ${m.StartDate}`,
      value: (r) => r.matches[i],
      format: (r) => formatFixed(r.matches[i], 3),
      numeric: true,
    })),
  ];
  const some = shown < matches.length ? `the best ${shown} of the ${matches.length} matches` : `the ${shown} matches`;
  return (
    <ChartTablePanel
      title="Matches overlaid on the template"
      description={`The template (${templateName}, ${chart.template.length} bars) in bold and ${some} of ${symbol}, each scaled to its own range: 0 is the window’s lowest close, 1 its highest. The correlation ignores level and scale, so this is the likeness it measured.`}
      chart={
        <OverlayChart
          ariaLabel={`The template and ${some}, each scaled from 0 (its low) to 1 (its high), over ${chart.template.length} bars`}
          rows={rows}
          matchCount={shown}
          png={{ name: 'the matches overlaid', screen: 'patterns', subject: symbol, view: 'overlay' }}
        />
      }
      columns={columns}
      rows={rows}
      fileName={`cpm-${symbol}-overlay.csv`}
    />
  );
}
