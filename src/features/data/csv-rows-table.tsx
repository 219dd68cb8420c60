import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PriceBars } from '../../contract/index.ts';
import { formatCount, formatNumber } from '../../ui/table/format.ts';

export const PREVIEW_ROWS = 20;

const COLUMNS = ['Open', 'High', 'Low', 'Close', 'Volume'] as const;

/** The first rows of a dropped file as the worker read them (sorted by date, numbers parsed). */
export function CsvRowsTable({ fileName, bars }: { fileName: string; bars: PriceBars }) {
  const count = Math.min(PREVIEW_ROWS, bars.dates.length);
  const values = { Open: bars.open, High: bars.high, Low: bars.low, Close: bars.close, Volume: bars.volume };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        The first {count} of {formatCount(bars.dates.length)} rows, as they were read (sorted by date).
      </Typography>
      <TableContainer sx={{ maxWidth: 960 }}>
        <Table size="small" aria-label={`First rows of ${fileName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {bars.dates.slice(0, count).map((date, i) => (
              <TableRow key={date}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {date}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(values[c][i])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
