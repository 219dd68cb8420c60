import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { AssetCorrData, CorrInfo } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import { HeatGrid } from '../../ui/charts/heat-grid.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';
import { assetMatrix, missingByReason, observationRange } from './asset-matrix.ts';
import { CORRELATION_WORDS } from './correlation-matrix.ts';

const COLUMNS: PanelColumn<CorrInfo>[] = [
  { label: 'Symbol 1', value: (r) => r.symbol_1 },
  { label: 'Symbol 2', value: (r) => r.symbol_2 },
  {
    label: 'Correlation',
    value: (r) => r.correlation,
    format: (r) => formatFixed(r.correlation, 3),
    numeric: true,
  },
  {
    label: 'Common daily returns',
    value: (r) => r.observations ?? null,
    format: (r) => formatWhole(r.observations),
    numeric: true,
  },
];

const UNIVERSE = new Set<string>(ASSET_UNIVERSE);

/**
 * The correlation matrix of the symbols with prices as a heat map with a colour key, each cell naming its pair's
 * count of common returns; the symbols without prices are listed with the reason rather than shown as empty rows.
 */
export function AssetHeatmapPanel({ data }: { data: AssetCorrData }) {
  const matrix = useMemo(() => assetMatrix(data), [data]);
  const universePresent = matrix.labels.filter((s) => UNIVERSE.has(s));
  const added = matrix.labels.filter((s) => !UNIVERSE.has(s));
  const range = observationRange(data);
  const describe = (r: number, c: number, v: number | null) => {
    const [row, column] = [matrix.labels[r], matrix.labels[c]];
    if (v === null) return `${row} and ${column}: no value (fewer than 3 common daily returns)`;
    const n = matrix.observations[r][c];
    return `${row} and ${column}: ${formatFixed(v)}${n === null ? '' : ` over ${formatWhole(n)} common daily returns`}`;
  };
  const missing = missingByReason(matrix.notes);
  return (
    <ChartTablePanel
      title="Asset correlation matrix"
      description={
        `Pearson correlation of daily returns, ${data.start_date} to ${data.end_date}, each pair on the dates both ` +
        'symbols have. Each cell’s hover text (and the table) gives the pair’s count of common returns.'
      }
      chart={
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }} aria-label="Coverage">
            <strong>{universePresent.length}</strong> of the spec’s {ASSET_UNIVERSE.length} symbols with prices
            {added.length > 0 && (
              <>
                {', plus '}
                <strong>{added.join(', ')}</strong>
              </>
            )}
            {range && (
              <>
                {' · '}
                <strong>
                  {range.min === range.max
                    ? formatWhole(range.min)
                    : `${formatWhole(range.min)} to ${formatWhole(range.max)}`}
                </strong>{' '}
                common daily returns per pair
              </>
            )}
          </Typography>
          {missing.length > 0 && (
            <Alert severity="warning" role="note" sx={{ mb: 1.5 }}>
              <AlertTitle>
                {data.missing.length} {data.missing.length === 1 ? 'symbol is' : 'symbols are'} left out
              </AlertTitle>
              <Box component="ul" aria-label="Missing symbols" sx={{ m: 0, pl: 2.5 }}>
                {missing.map(({ reason, symbols }) => (
                  <li key={reason}>
                    {reason.charAt(0).toUpperCase() + reason.slice(1)}: {symbols.join(', ')}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <HeatGrid
            ariaLabel={`Correlation matrix of ${matrix.labels.join(', ')}, ${data.start_date} to ${data.end_date}`}
            rowLabels={matrix.labels}
            columnLabels={matrix.labels}
            values={matrix.values}
            format={(v) => formatFixed(v)}
            limit={1}
            describe={describe}
            legend={{ subject: 'correlation', words: CORRELATION_WORDS }}
            png={{ name: 'the asset correlation matrix', screen: 'correlation', subject: 'assets', view: 'matrix' }}
          />
        </Box>
      }
      columns={COLUMNS}
      rows={data.corr_info}
      fileName={`asset-correlation-${data.start_date}-to-${data.end_date}.csv`}
    />
  );
}
