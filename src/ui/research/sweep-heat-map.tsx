import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AxisValue, SweepCell, SweepMetric } from '../../contract/index.ts';
import { metricLabel } from '../../contract/index.ts';
import { heatCellColours } from '../../ui/charts/heat-colour.ts';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { formatMetric, valueText } from './sweep-grid.ts';

export interface SweepHeatMapProps {
  caption: string;
  rowLabel: string;
  columnLabel: string;
  rowValues: readonly AxisValue[];
  columnValues: readonly AxisValue[];
  cells: readonly (readonly (SweepCell | undefined)[])[];
  /** What each cell shows and is coloured by: the metric, or its neighbourhood average. */
  shown: readonly (readonly (number | null)[])[];
  metric: SweepMetric;
  neighbourhood: boolean;
  scale: { centre: number; limit: number };
  onOpen: (cell: SweepCell) => void;
  onPoint: (cell: SweepCell, row: number, column: number) => void;
}

const CELL_SX = {
  display: 'block',
  width: '100%',
  minWidth: 56,
  minHeight: 32,
  px: 0.75,
  border: 0,
  borderRadius: 0.5,
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'right',
  bgcolor: 'action.hover',
  color: 'text.secondary',
  '&:hover': { outline: '2px solid', outlineColor: 'text.primary' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

/**
 * The sweep of two axes as a real table: a row per value of the first axis, a column per value of the second, each
 * cell a button (reachable by Tab) whose name says its values and figure, coloured red (worse) to green (better) with
 * black or white text, whichever reads.
 */
export function SweepHeatMap(props: SweepHeatMapProps) {
  const { caption, rowLabel, columnLabel, rowValues, columnValues, cells, shown, metric, neighbourhood, scale } = props;
  const paper = useChartPalette().background.paper;
  const what = neighbourhood ? `${metricLabel[metric]} (neighbourhood average)` : metricLabel[metric];
  const headerSx = { px: 1, py: 0.5, fontWeight: 600, whiteSpace: 'nowrap', textAlign: 'right' } as const;
  return (
    <Box role="region" aria-label={`${caption}, scrollable`} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'separate',
          borderSpacing: '2px',
          typography: 'body2',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', pb: 0.5, typography: 'subtitle2' }}>
          {caption}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...headerSx, textAlign: 'left', verticalAlign: 'bottom' }}>
              <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
                {columnLabel} →
              </Typography>
              <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
                {rowLabel} ↓
              </Typography>
            </Box>
            {columnValues.map((v, c) => (
              <Box component="th" scope="col" key={c} sx={headerSx} aria-label={`${columnLabel} ${valueText(v)}`}>
                {valueText(v)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowValues.map((rv, r) => (
            <tr key={r}>
              <Box component="th" scope="row" sx={headerSx} aria-label={`${rowLabel} ${valueText(rv)}`}>
                {valueText(rv)}
              </Box>
              {columnValues.map((cv, c) => {
                const cell = cells[r]?.[c];
                const value = shown[r]?.[c] ?? null;
                const colours = value === null ? null : heatCellColours(value - scale.centre, scale.limit, paper);
                const figure = cell?.error !== undefined ? 'could not run' : formatMetric(metric, value);
                const name = `${rowLabel} ${valueText(rv)}, ${columnLabel} ${valueText(cv)}: ${what} ${figure}`;
                return (
                  <Box component="td" key={c} sx={{ p: 0 }}>
                    {cell ? (
                      <Box
                        component="button"
                        type="button"
                        aria-label={name}
                        title={cell.error}
                        onClick={() => props.onOpen(cell)}
                        onMouseEnter={() => props.onPoint(cell, r, c)}
                        onFocus={() => props.onPoint(cell, r, c)}
                        sx={CELL_SX}
                        // Colours inline: one style rule for every cell, not one per colour (a grid has up to 10,000).
                        style={colours ? { background: colours.background, color: colours.text } : undefined}
                      >
                        {cell.error !== undefined ? '⚠' : formatMetric(metric, value)}
                      </Box>
                    ) : null}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The colour scale under a heat map: what red and green mean, and the figures at each end and the middle. */
export function HeatLegend({
  metric,
  scale,
  neighbourhood,
}: {
  metric: SweepMetric;
  scale: { centre: number; limit: number };
  neighbourhood: boolean;
}) {
  const paper = useChartPalette().background.paper;
  const stops = [-1, -0.5, 0, 0.5, 1];
  const low = scale.centre - scale.limit;
  const high = scale.centre + scale.limit;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, typography: 'caption' }}>
      <span>
        {metricLabel[metric]}
        {neighbourhood ? ', each cell averaged with its neighbours' : ''}:
      </span>
      <Box
        role="img"
        aria-label={`Colour scale: red for ${formatMetric(metric, low)} or less, through plain at ${formatMetric(metric, scale.centre)}, to green for ${formatMetric(metric, high)} or more`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <span aria-hidden>{formatMetric(metric, low)}</span>
        <Box aria-hidden sx={{ display: 'flex', border: 1, borderColor: 'divider' }}>
          {stops.map((s) => (
            <Box
              key={s}
              sx={{ width: 24, height: 14, bgcolor: heatCellColours(s, 1, paper)?.background ?? 'transparent' }}
            />
          ))}
        </Box>
        <span aria-hidden>{formatMetric(metric, high)}</span>
      </Box>
      <span>Green is better, red worse; ⚠ marks a combination that could not run.</span>
    </Box>
  );
}
