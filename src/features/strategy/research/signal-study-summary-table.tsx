import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SignalStudyResponse } from '../../../contract/index.ts';
import { formatPercent, formatSignedPercent, formatWhole } from '../../../ui/table/format.ts';
import { BODY_CELL, stickyFirstCell } from '../../../ui/table/table-cells.ts';
import { horizonLabel, pointsDifference, toneColour } from './signal-study-format.ts';

/** A difference from all days: coloured by its sign, and the sign and unit in the text too. */
function Difference({ signals, all, places }: { signals: number | null; all: number | null; places: number }) {
  const d = pointsDifference(signals, all, places);
  if (!d) return <>–</>;
  return (
    <Box component="span" sx={{ color: toneColour[d.tone], fontWeight: 600 }}>
      {d.text}
    </Box>
  );
}

const HEADINGS = [
  'Horizon',
  'Signals',
  'Mean',
  'Median',
  '% positive',
  'Worst',
  'Best',
  'All days: mean',
  'Mean vs all days',
  'All days: % positive',
  '% positive vs all days',
] as const;

/**
 * Per horizon: the signals' returns beside every day's of the window, with the difference in percentage points
 * (green above, red below, and "+"/"-" in the text).
 */
export function SignalStudySummaryTable({ study }: { study: SignalStudyResponse }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Signal study summary against all days">
        <TableHead>
          <TableRow>
            {HEADINGS.map((h, i) => (
              <TableCell
                key={h}
                align={i === 0 ? 'left' : 'right'}
                sx={[{ whiteSpace: 'nowrap' }, i === 0 && stickyFirstCell('head', 'divided')]}
              >
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {study.summary.map((row) => {
            const base = study.baseline.find((b) => b.horizon === row.horizon);
            return (
              <TableRow key={row.horizon} hover>
                <TableCell component="th" scope="row" sx={[BODY_CELL, stickyFirstCell('body', 'divided')]}>
                  {horizonLabel(row.horizon)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatWhole(row.count)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatSignedPercent(row.mean_pct)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatSignedPercent(row.median_pct)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatPercent(row.positive_pct, 1)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatSignedPercent(row.min_pct)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatSignedPercent(row.max_pct)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatSignedPercent(base?.mean_pct)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  <Difference signals={row.mean_pct} all={base?.mean_pct ?? null} places={2} />
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  {formatPercent(base?.positive_pct, 1)}
                </TableCell>
                <TableCell align="right" sx={BODY_CELL}>
                  <Difference signals={row.positive_pct} all={base?.positive_pct ?? null} places={1} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
