import { useMemo } from 'react';
import type { SymbolColumnsRow } from '../../contract/index.ts';
import { HeatGrid } from '../../ui/charts/heat-grid.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed } from '../../ui/table/format.ts';
import { CORRELATION_WORDS, matrixFromRows } from './correlation-matrix.ts';

export interface CorrelationMatrixPanelProps {
  rows: readonly SymbolColumnsRow[];
  benchmark: string;
  startDate: string;
  endDate: string;
}

interface MatrixRow {
  symbol: string;
  values: (number | null)[];
}

/** The correlation matrix as a heat map with the coefficient in each cell, or as a table. */
export function CorrelationMatrixPanel({ rows, benchmark, startDate, endDate }: CorrelationMatrixPanelProps) {
  const matrix = useMemo(() => matrixFromRows(rows), [rows]);
  const tableRows: MatrixRow[] = matrix.labels.map((symbol, i) => ({ symbol, values: matrix.values[i] }));
  const columns: PanelColumn<MatrixRow>[] = [
    { label: 'Symbol', value: (r) => r.symbol },
    ...matrix.labels.map((label, j): PanelColumn<MatrixRow> => ({
      label,
      value: (r) => r.values[j],
      format: (r) => formatFixed(r.values[j], 3),
      numeric: true,
    })),
  ];
  return (
    <ChartTablePanel
      title="Correlation matrix"
      description={`Pearson correlation of daily close-to-close returns on the dates all ${matrix.labels.length} symbols share, ${startDate} to ${endDate}: 1 moves together, 0 unrelated, -1 opposite.`}
      chart={
        <HeatGrid
          ariaLabel={`Correlation matrix of ${matrix.labels.join(', ')}, ${startDate} to ${endDate}`}
          rowLabels={matrix.labels}
          columnLabels={matrix.labels}
          values={matrix.values}
          format={(v) => formatFixed(v)}
          limit={1}
          legend={{ subject: 'correlation', words: CORRELATION_WORDS }}
          png={{ name: 'the correlation matrix', screen: 'correlation', subject: benchmark, view: 'matrix' }}
        />
      }
      columns={columns}
      rows={tableRows}
      fileName={`correlation-matrix-${benchmark}-${startDate}-to-${endDate}.csv`}
    />
  );
}
