import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo, useState } from 'react';
import type { HistogramBar } from '../charts/histogram-chart.tsx';
import { HistogramChart } from '../charts/histogram-chart.tsx';
import type { ChartPng } from '../charts/png-export.ts';
import { formatPercentAsGiven } from '../table/format.ts';
import { returnHistogram } from './return-histogram.ts';

/** A bin edge, exact to the millionth of a percent. */
const edge = (v: number) => formatPercentAsGiven(v, 6);

/** "-2% to 0%": short enough for an axis tick, exact enough to read. */
export function binLabel(from: number, to: number): string {
  return `${edge(from)} to ${edge(to)}`;
}

/** The distribution of trade returns, as a chart with a table of the same bins one click away. */
export function ReturnHistogramPanel({ returns, png }: { returns: readonly number[]; png?: ChartPng }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const bins = useMemo(() => returnHistogram(returns), [returns]);
  const bars = useMemo<HistogramBar[]>(
    () =>
      bins.map((b) => ({
        label: binLabel(b.from, b.to),
        count: b.count,
        tone: b.to <= 0 ? 'negative' : b.from >= 0 ? 'positive' : 'neutral',
      })),
    [bins],
  );
  const busiest = bars.reduce<HistogramBar | null>((best, b) => (best && best.count >= b.count ? best : b), null);
  const range = bins.length
    ? ` in ${bins.length} bins from ${edge(bins[0].from)} to ${edge(bins[bins.length - 1].to)}`
    : '';
  const description =
    `Histogram of ${returns.length} trade returns${range}` +
    (busiest ? `; the most trades (${busiest.count}) returned ${busiest.label}.` : '.');

  return (
    <Box>
      <HistogramChart ariaLabel={description} bars={bars} countLabel="Trades" png={png} />
      <Button size="small" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        {showTable ? 'Hide the bins table' : 'Show the bins as a table'}
      </Button>
      {showTable && (
        <Table id={tableId} size="small" aria-label="Trade returns by bin" sx={{ maxWidth: 360 }}>
          <TableHead>
            <TableRow>
              <TableCell>Return</TableCell>
              <TableCell align="right">Trades</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bars.map((b) => (
              <TableRow key={b.label}>
                <TableCell>{b.label}</TableCell>
                <TableCell align="right">{b.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
