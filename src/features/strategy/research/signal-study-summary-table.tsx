import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SignalStudyResponse } from '../../../contract/index.ts';
import { formatFixed, formatPercent, formatSignedPercent, formatWhole } from '../../../ui/table/format.ts';
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
  't-statistic',
  'Mean: 95% interval',
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
  const tooFew = study.summary.filter((r) => r.too_few).map((r) => r.horizon);
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
                  {formatFixed(row.t_stat)}
                </TableCell>
                <TableCell align="right" sx={[BODY_CELL, { whiteSpace: 'nowrap' }]}>
                  {row.mean_ci95_low_pct === null || row.mean_ci95_high_pct === null
                    ? '–'
                    : `${formatSignedPercent(row.mean_ci95_low_pct)} to ${formatSignedPercent(row.mean_ci95_high_pct)}`}
                  {row.too_few && (
                    <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
                      {' '}
                      (few signals)
                    </Box>
                  )}
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
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        The t-statistic is the mean over its standard error: beyond about 2 either way the mean is unlikely to be chance
        alone. The interval holds the true mean 19 times in 20 if the returns are independent.
        {tooFew.length > 0 &&
          ` At ${tooFew.map(horizonLabel).join(', ')} there are fewer than 30 signals: too few to rely on the mean, its t-statistic or its interval.`}
      </Typography>
    </TableContainer>
  );
}
