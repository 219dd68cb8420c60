import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SweepCell, SweepMetric } from '../../contract/index.ts';
import { metricLabel } from '../../contract/index.ts';
import { cellFigures, formatMetric, valueText } from './sweep-grid.ts';

export interface SweepCellDetailsProps {
  /** The axes' labels, in order. */
  labels: readonly string[];
  cell: SweepCell | null;
  metric: SweepMetric;
  /** The cell's neighbourhood average of the metric, when that view is on. */
  neighbourhood?: number | null;
}

/**
 * Every figure of the combination under the pointer or the focus, so the grid shows one metric and this shows all.
 * Polite live region: moving along the cells reads each combination once, without interrupting.
 */
export function SweepCellDetails({ labels, cell, metric, neighbourhood }: SweepCellDetailsProps) {
  return (
    <Box
      component="aside"
      aria-label="Combination details"
      aria-live="polite"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        minWidth: 0,
        alignSelf: 'start',
        typography: 'body2',
      }}
    >
      {cell === null ? (
        <Typography variant="body2" color="text.secondary">
          Point at a cell or move the focus onto it to see all its figures; click it (or press Enter) to open that
          strategy in the builder.
        </Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {cell.values.map((v, i) => `${labels[i] ?? `Axis ${i + 1}`} ${valueText(v)}`).join(' · ')}
          </Typography>
          {cell.error !== undefined ? (
            <Alert severity="error" sx={{ py: 0 }}>
              This combination could not run: {cell.error}
            </Alert>
          ) : (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, m: 0 }}
            >
              {cellFigures(cell).map((f) => (
                <Box key={f.metric} sx={{ display: 'contents', fontWeight: f.metric === metric ? 700 : undefined }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {f.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {f.text}
                  </Box>
                </Box>
              ))}
              {neighbourhood !== undefined && (
                <>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {metricLabel[metric]}, neighbourhood average
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMetric(metric, neighbourhood)}
                  </Box>
                </>
              )}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
