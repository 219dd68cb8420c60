import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WindowAnswer, WindowStats } from '../../contract/index.ts';
import { GroupedBarChart } from '../../ui/charts/grouped-bar-chart.tsx';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { windowLabel } from './calendar-format.ts';

/** "Positive in 9 of 10 years (90.0%); mean +1.23%, median +1.01%; best 2009 (+10.21%), worst 2008 (-5.30%)." */
export function statsSentence(stats: WindowStats): string {
  return (
    `Positive in ${stats.positive} of ${stats.count} years (${formatPercent(stats.positive_pct, 1)}); ` +
    `mean ${formatSignedPercent(stats.mean)}, median ${formatSignedPercent(stats.median)}; ` +
    `best ${stats.best.year} (${formatSignedPercent(stats.best.return_pct)}), ` +
    `worst ${stats.worst.year} (${formatSignedPercent(stats.worst.return_pct)}).`
  );
}

/** A window's return in each year: what it says in words, as bars beside the benchmark's, and as a table. */
export function WindowStatsPanel({ answer }: { answer: WindowAnswer }) {
  const palette = useChartPalette();
  const label = windowLabel(answer.from, answer.to);
  const { ticker, benchmark, stats } = answer;
  const sameTicker = benchmark === ticker;
  return (
    <Box component="section" aria-label={`Window ${label}`} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {ticker}, {label}, {answer.start_year} to {answer.end_year}
      </Typography>
      {stats ? (
        <>
          <Typography variant="body1" sx={{ fontWeight: 500 }}>
            {ticker}: {statsSentence(stats)}
          </Typography>
          {!sameTicker && (
            <Typography variant="body2" color="text.secondary">
              {benchmark} over the same days:{' '}
              {answer.benchmark_stats ? statsSentence(answer.benchmark_stats) : 'no data for these years.'}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Each year from the close before {label.split(' to ')[0]} to the close on or before the window&rsquo;s last
            day; a year whose data does not cover the window is left out.
          </Typography>
          <GroupedBarChart
            ariaLabel={`Bar chart of the return of ${ticker}${sameTicker ? '' : ` and ${benchmark}`} from ${label} in each year: ${statsSentence(stats)}`}
            groups={answer.years.map((y) => ({
              label: String(y.year),
              values: sameTicker ? [y.return_pct] : [y.return_pct, y.benchmark_return_pct],
            }))}
            series={
              sameTicker
                ? [{ name: ticker, colour: palette.primary.main }]
                : [
                    { name: ticker, colour: palette.primary.main },
                    { name: benchmark, colour: palette.text.disabled },
                  ]
            }
            format={(v) => formatSignedPercent(v)}
            png={{ name: 'the window returns chart', screen: 'seasonality', subject: ticker, view: 'window returns' }}
          />
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={`Return in each year, ${label}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Year</TableCell>
                  <TableCell>From close of</TableCell>
                  <TableCell>To close of</TableCell>
                  <TableCell align="right">{ticker} (%)</TableCell>
                  {!sameTicker && <TableCell align="right">{benchmark} (%)</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.years.map((y) => (
                  <TableRow key={y.year}>
                    <TableCell component="th" scope="row">
                      {y.year}
                    </TableCell>
                    <TableCell>{y.entry_date}</TableCell>
                    <TableCell>{y.exit_date}</TableCell>
                    <TableCell align="right">{formatSignedPercent(y.return_pct)}</TableCell>
                    {!sameTicker && <TableCell align="right">{formatSignedPercent(y.benchmark_return_pct)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : (
        <Typography color="text.secondary">
          No year between {answer.start_year} and {answer.end_year} has data covering {label}.
        </Typography>
      )}
    </Box>
  );
}
