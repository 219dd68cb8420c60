import { useMemo } from 'react';
import type { PatternCorrRequest } from '../../contract/index.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed } from '../../ui/table/format.ts';
import { PathOverlayChart } from './path-overlay-chart.tsx';
import type { OverlayPoint, PricePoint } from './pattern-paths.ts';
import { overlayPaths } from './pattern-paths.ts';
import { symbolColour } from './series-colours.ts';

export interface PatternOverlayPanelProps {
  reference: readonly PricePoint[];
  comparison: readonly PricePoint[];
  request: PatternCorrRequest;
}

/** Both windows' paths overlaid on a 0..100% of-window axis, each 100 at its first close. */
export function PatternOverlayPanel({ reference, comparison, request }: PatternOverlayPanelProps) {
  const points = useMemo(() => overlayPaths(reference, comparison), [reference, comparison]);
  const referenceName = `${request.referenceSymbol} (reference)`;
  const comparisonName = `${request.comparisonSymbol} (comparison)`;
  const columns: PanelColumn<OverlayPoint>[] = [
    { label: '% of window', value: (p) => p.position, format: (p) => formatFixed(p.position, 1), numeric: true },
    { label: 'Reference date', value: (p) => p.referenceDate },
    { label: referenceName, value: (p) => p.reference, format: (p) => formatFixed(p.reference), numeric: true },
    { label: comparisonName, value: (p) => p.comparison, format: (p) => formatFixed(p.comparison), numeric: true },
  ];
  return (
    <ChartTablePanel
      title="Price paths overlaid"
      description={`Each path is 100 at its first close. ${request.referenceSymbol} has ${reference.length} closes and ${request.comparisonSymbol} ${comparison.length}; the comparison is resampled linearly to the reference’s ${reference.length} steps, so both run from 0% to 100% of their window.`}
      chart={
        <PathOverlayChart
          ariaLabel={`${request.referenceSymbol} ${request.referenceStartDate} to ${request.referenceEndDate} and ${request.comparisonSymbol} ${request.comparisonStartDate} to ${request.comparisonEndDate}, each 100 at its first close, over the share of the window`}
          points={points}
          referenceName={referenceName}
          comparisonName={comparisonName}
          colours={{ reference: symbolColour(0), comparison: symbolColour(1) }}
          png={{
            name: 'the price paths',
            screen: 'correlation',
            subject: `${request.referenceSymbol} ${request.comparisonSymbol}`,
            view: 'pattern paths',
          }}
        />
      }
      columns={columns}
      rows={points}
      fileName={`pattern-${request.referenceSymbol}-vs-${request.comparisonSymbol}.csv`}
    />
  );
}
