import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OptionChainRow } from '../../contract/index.ts';
import { formatCount, formatNumber } from '../../ui/table/format.ts';

interface Column {
  label: string;
  cell: (q: OptionChainRow) => string;
  numeric: boolean;
}

/** IV as read (a fraction a year) shown as a percent, the way chains are quoted. */
const ivPercent = (iv: number): string => `${formatNumber(iv * 100)}%`;

const COLUMNS: readonly Column[] = [
  { label: 'Type', cell: (q) => q.type, numeric: false },
  { label: 'Expiration', cell: (q) => q.expiration, numeric: false },
  { label: 'Strike', cell: (q) => formatNumber(q.strike), numeric: true },
  { label: 'Last price', cell: (q) => formatNumber(q.lastPrice), numeric: true },
  { label: 'IV', cell: (q) => ivPercent(q.iv), numeric: true },
  { label: 'Delta', cell: (q) => formatNumber(q.delta), numeric: true },
  { label: 'Volume', cell: (q) => formatNumber(q.volume), numeric: true },
  { label: 'Open interest', cell: (q) => formatNumber(q.openInterest), numeric: true },
  { label: 'Close', cell: (q) => formatNumber(q.close), numeric: true },
  { label: 'Date', cell: (q) => q.date, numeric: false },
];

export interface OptionChainRowsTableProps {
  fileName: string;
  rows: OptionChainRow[];
  total: number;
}

/** The first rows of a dropped option chain as the worker read them (numbers parsed, IV as a fraction). */
export function OptionChainRowsTable({ fileName, rows, total }: OptionChainRowsTableProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        The first {rows.length} of {formatCount(total)} rows, as they were read (in file order; a dash is a value the
        file does not give).
      </Typography>
      <TableContainer sx={{ maxWidth: 1100 }}>
        <Table size="small" aria-label={`First rows of ${fileName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Ticker</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((q, i) => (
              <TableRow key={i}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {q.ticker}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.label}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: c.numeric ? 'tabular-nums' : undefined }}
                  >
                    {c.cell(q)}
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
