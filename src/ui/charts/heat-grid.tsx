import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../table/format.ts';
import { heatCellColours, symmetricLimit } from './heat-colour.ts';
import { drawHeatGrid } from './heat-grid-png.ts';
import type { HeatLegendProps } from './heat-legend.tsx';
import { HeatLegend } from './heat-legend.tsx';
import type { ChartPng } from './png-export.ts';
import { PngButton } from './png-button.tsx';
import { useChartPalette } from './use-chart-palette.ts';

export interface HeatGridProps {
  /** The accessible name of the grid (a table), e.g. "Average return by calendar day, percent". */
  ariaLabel: string;
  rowLabels: readonly string[];
  columnLabels: readonly string[];
  /** values[row][column]; null is a cell without a value (shown greyed). */
  values: readonly (readonly (number | null)[])[];
  /** How a value is written in its cell and tooltip. */
  format: (value: number) => string;
  /** Colours run to full strength at this magnitude; by default the largest |value|. */
  limit?: number;
  /** Write each value in its cell (a 12 x 31 grid shows colour only and the value on hover). */
  showValues?: boolean;
  /** Why a row's cells are empty (e.g. "no price data"), shown greyed beside its label. */
  rowNotes?: Readonly<Record<string, string>>;
  /** The tooltip of a cell, e.g. "March 15: +0.12% (20 years)"; by default "row, column: value". */
  describe?: (row: number, column: number, value: number | null) => string;
  /** Show the accessible name as the table's visible caption (which then names it) rather than as an aria-label. */
  caption?: boolean;
  /** The header over the row labels, e.g. "Year"; empty by default. */
  cornerLabel?: string;
  /** The colour scale's legend under the grid: what the colours measure, and words for its ends and middle. */
  legend: Pick<HeatLegendProps, 'subject' | 'words'>;
  /** A PNG button over the grid; the image is titled `pngTitle` (by default the accessible name). */
  png?: ChartPng;
  pngTitle?: string;
  /** One short line under the image's legend, e.g. what "–" means (the page says it in its own text). */
  pngNote?: string;
  /** Buttons left of the PNG button, e.g. the grid's CSV. */
  actions?: ReactNode;
}

/**
 * A heat map as an HTML table: every value is a real cell a screen reader can walk, coloured on the red-blue heat
 * scale (red below zero, blue above, neutral at zero), with the scale's legend and an optional note per empty row.
 */
export function HeatGrid({
  ariaLabel,
  rowLabels,
  columnLabels,
  values,
  format,
  limit,
  showValues = true,
  rowNotes,
  describe,
  caption = false,
  cornerLabel,
  legend,
  png,
  pngTitle,
  pngNote,
  actions,
}: HeatGridProps) {
  const palette = useChartPalette();
  const scale = limit ?? symmetricLimit(values.flat());
  const drawPng = () =>
    drawHeatGrid({
      title: pngTitle ?? ariaLabel,
      cornerLabel,
      rowLabels,
      columnLabels,
      values,
      format,
      scale: { limit: scale },
      paper: palette.background.paper,
      text: palette.text.primary,
      font: getComputedStyle(document.body).fontFamily,
      // The empty cells' colours below, so the image shows a cell without a value as the page does.
      empty: { background: palette.action.disabledBackground, text: palette.text.disabled },
      note: pngNote,
    });
  const text = (r: number, c: number, v: number | null) =>
    describe?.(r, c, v) ?? `${rowLabels[r]}, ${columnLabels[c]}: ${v === null ? 'no value' : format(v)}`;
  return (
    <Box>
      {(png || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
          {actions}
          {png && <PngButton png={png} draw={drawPng} />}
        </Box>
      )}
      {/* Focusable and named: on a phone the grid scrolls sideways, and a keyboard must be able to scroll it too. */}
      <Box
        role="region"
        tabIndex={0}
        aria-label={`${rowLabels.length} by ${columnLabels.length} grid, scrolls sideways`}
        sx={{ overflowX: 'auto' }}
      >
        <Table
          size="small"
          aria-label={caption ? undefined : ariaLabel}
          sx={{
            width: 'auto',
            borderCollapse: 'separate',
            borderSpacing: 2,
            '& caption': { captionSide: 'top', p: 0.5 },
          }}
        >
          {caption && <caption>{ariaLabel}</caption>}
          <TableHead>
            <TableRow>
              {/* Without a label the corner is a plain cell: an empty column header reads as nothing to a screen reader. */}
              <TableCell
                component={cornerLabel ? 'th' : 'td'}
                scope={cornerLabel ? 'col' : undefined}
                sx={{ border: 0, px: 0.5, py: 0.25, fontSize: 11, color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {cornerLabel}
              </TableCell>
              {columnLabels.map((label) => (
                <TableCell
                  key={label}
                  scope="col"
                  align="center"
                  sx={{ border: 0, px: 0.5, py: 0.25, fontSize: 11, color: 'text.secondary', whiteSpace: 'nowrap' }}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rowLabels.map((label, r) => {
              const note = rowNotes?.[label];
              return (
                <TableRow key={label}>
                  <TableCell
                    component="th"
                    scope="row"
                    // Sticky: on a narrow screen the grid scrolls sideways under its row labels.
                    sx={{
                      border: 0,
                      px: 0.5,
                      py: 0.25,
                      fontSize: 12,
                      whiteSpace: 'nowrap',
                      color: note ? 'text.secondary' : 'text.primary',
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                    }}
                  >
                    {label}
                    {note && (
                      // A real space, so the row's name reads "IVV (no data)", not "IVV(no data)".
                      <Box component="span" sx={{ fontSize: 11, color: 'text.secondary' }}>
                        {` (${note})`}
                      </Box>
                    )}
                  </TableCell>
                  {columnLabels.map((column, c) => {
                    const v = values[r]?.[c] ?? null;
                    const colours = v === null ? null : heatCellColours(v, scale);
                    return (
                      <Tooltip key={column} title={text(r, c, v)} disableInteractive>
                        <TableCell
                          align="center"
                          aria-label={text(r, c, v)}
                          sx={{
                            border: 0,
                            borderRadius: 0.5,
                            px: showValues ? 0.75 : 0,
                            py: showValues ? 0.5 : 0,
                            minWidth: showValues ? 44 : 18,
                            height: showValues ? 30 : 20,
                            fontSize: 11,
                            fontVariantNumeric: 'tabular-nums',
                            bgcolor: colours?.background ?? 'action.disabledBackground',
                            color: colours?.text ?? 'text.disabled',
                          }}
                        >
                          {showValues ? (v === null ? NOT_AVAILABLE : format(v)) : null}
                        </TableCell>
                      </Tooltip>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <HeatLegend scale={{ limit: scale }} format={format} {...legend} />
    </Box>
  );
}
