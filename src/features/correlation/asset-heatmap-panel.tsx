import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { AssetCorrData, CorrInfo } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import { HeatGrid } from '../../ui/charts/heat-grid.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { assetMatrix, missingByReason } from './asset-matrix.ts';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';

const COLUMNS: PanelColumn<CorrInfo>[] = [
  { label: 'Symbol 1', value: (r) => r.symbol_1 },
  { label: 'Symbol 2', value: (r) => r.symbol_2 },
  {
    label: 'Correlation',
    value: (r) => r.correlation,
    format: (r) => formatFixed(r.correlation, 3),
    numeric: true,
  },
];

/** The universe's correlation matrix: present symbols coloured with their coefficients, missing ones greyed. */
export function AssetHeatmapPanel({ data }: { data: AssetCorrData }) {
  const matrix = useMemo(() => assetMatrix(data), [data]);
  const present = ASSET_UNIVERSE.length - data.missing.length;
  const observations = data.observations;
  const describe = (r: number, c: number, v: number | null) => {
    const [row, column] = [matrix.labels[r], matrix.labels[c]];
    if (v !== null) return `${row} and ${column}: ${formatFixed(v)}`;
    const why = [row, column]
      .filter((s, i, both) => matrix.notes[s] && both.indexOf(s) === i)
      .map((s) => `${s}: ${matrix.notes[s]}`);
    return `${row} and ${column}: no value (${why.join('; ') || 'not sent'})`;
  };
  const rowNotes = Object.fromEntries(data.missing.map((s) => [s, 'no data']));
  return (
    <ChartTablePanel
      title="Asset correlation matrix"
      description={
        `Pearson correlation of daily returns, ${data.start_date} to ${data.end_date}, on the dates all ${present} ` +
        `symbols with prices share${observations === undefined ? '' : ` (${formatWhole(observations)} returns)`}.`
      }
      chart={
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }} aria-label="Coverage">
            <strong>{present}</strong> of {ASSET_UNIVERSE.length} symbols with prices
            {observations !== undefined && (
              <>
                {' · '}
                <strong>{formatWhole(observations)}</strong> observations (common daily returns)
              </>
            )}
          </Typography>
          <HeatGrid
            ariaLabel={`Correlation matrix of the asset universe, ${data.start_date} to ${data.end_date}`}
            rowLabels={matrix.labels}
            columnLabels={matrix.labels}
            values={matrix.values}
            format={(v) => formatFixed(v)}
            limit={1}
            rowNotes={rowNotes}
            describe={describe}
          />
          {data.missing.length > 0 && (
            <Box component="ul" aria-label="Missing symbols" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
              {missingByReason(matrix.notes).map(({ reason, symbols }) => (
                <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                  Greyed, {reason}: {symbols.join(', ')}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      }
      columns={COLUMNS}
      rows={data.corr_info}
      fileName={`asset-correlation-${data.start_date}-to-${data.end_date}.csv`}
    />
  );
}
