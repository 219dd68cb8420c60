import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AxisValue, SweepCell, SweepMetric } from '../../contract/index.ts';
import { hasEnoughTrades, metricLabel } from '../../contract/index.ts';
import { heatCellColours } from '../../ui/charts/heat-colour.ts';
import { drawHeatGrid } from '../../ui/charts/heat-grid-png.ts';
import { HeatLegend as ScaleLegend } from '../../ui/charts/heat-legend.tsx';
import type { ChartPng } from '../../ui/charts/png-export.ts';
import { PngButton } from '../../ui/charts/png-button.tsx';
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
  /** Cells with fewer trades are hatched and never best. */
  minTrades: number;
  /** The result's best cell, outlined. */
  best?: SweepCell;
  onOpen: (cell: SweepCell) => void;
  onPoint: (cell: SweepCell, row: number, column: number) => void;
  /** A PNG button over the map. */
  png?: ChartPng;
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

/** Grey diagonal lines over the cell's colour: readable on light and dark themes, and without colour vision. */
export const HATCH = 'repeating-linear-gradient(135deg, rgba(128, 128, 128, 0.6) 0 2px, transparent 2px 7px)';

/**
 * The sweep of two axes as a real table: a row per value of the first axis, a column per value of the second, each
 * cell a button (reachable by Tab) whose name says its values and figure, coloured on the heat scale from red (worse)
 * to blue (better) with black or white text, whichever reads.
 */
export function SweepHeatMap(props: SweepHeatMapProps) {
  const { caption, rowLabel, columnLabel, rowValues, columnValues, cells, shown, metric, neighbourhood, scale } = props;
  const palette = useChartPalette();
  const drawPng = () =>
    drawHeatGrid({
      title: caption,
      cornerLabel: `${rowLabel} ↓`,
      rowLabels: rowValues.map(valueText),
      columnLabels: columnValues.map(valueText),
      values: shown,
      format: (v) => formatMetric(metric, v),
      scale,
      paper: palette.background.paper,
      text: palette.text.primary,
      font: getComputedStyle(document.body).fontFamily,
    });
  const what = neighbourhood ? `${metricLabel[metric]} (neighbourhood average)` : metricLabel[metric];
  const headerSx = { px: 1, py: 0.5, fontWeight: 600, whiteSpace: 'nowrap', textAlign: 'right' } as const;
  return (
    <>
      {props.png && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <PngButton png={props.png} draw={drawPng} />
        </Box>
      )}
      <Box
        role="region"
        aria-label={`${caption}, scrollable`}
        tabIndex={0}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
      >
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
                  const colours = value === null ? null : heatCellColours(value - scale.centre, scale.limit);
                  const figure = cell?.error !== undefined ? 'could not run' : formatMetric(metric, value);
                  const thin =
                    cell !== undefined && cell.error === undefined && !hasEnoughTrades(cell, props.minTrades);
                  const note = thin
                    ? `; ${formatMetric('Total Trades', cell['Total Trades'])} trades, fewer than ${props.minTrades}: not ranked`
                    : cell !== undefined && cell === props.best
                      ? '; best'
                      : '';
                  const name = `${rowLabel} ${valueText(rv)}, ${columnLabel} ${valueText(cv)}: ${what} ${figure}${note}`;
                  const background = [thin && HATCH, colours?.background].filter(Boolean).join(', ');
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
                          style={{
                            ...(background && { background }),
                            ...(colours && { color: colours.text }),
                            ...(cell === props.best && { outline: '3px solid', outlineOffset: -3 }),
                          }}
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
    </>
  );
}

/** The colour scale under the sweep's heat map, with the figures at its ends and middle. */
export function HeatLegend({
  metric,
  scale,
  neighbourhood,
  minTrades,
}: {
  metric: SweepMetric;
  scale: { centre: number; limit: number };
  neighbourhood: boolean;
  minTrades: number;
}) {
  return (
    <Box sx={{ typography: 'caption' }}>
      <span>
        {metricLabel[metric]}
        {neighbourhood ? ', each cell averaged with its neighbours' : ''}:
      </span>
      <ScaleLegend
        scale={scale}
        subject={`${metricLabel[metric]}${neighbourhood ? ', each cell averaged with its neighbours' : ''}`}
        format={(v) => formatMetric(metric, v)}
      />
      <span>
        Blue is better, red worse; ⚠ marks a combination that could not run.
        {minTrades > 0 && (
          <>
            {' '}
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-block', width: 14, height: 10, verticalAlign: 'middle', background: HATCH }}
            />{' '}
            Hatched: fewer than {minTrades} trades, too few to rank; the outlined cell is the best of the others.
          </>
        )}
      </span>
    </Box>
  );
}
