import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { Trade } from '../../contract/index.ts';
import { formatBars, formatPrice, formatSignedPercent, toneOf } from './format.ts';
import type { NumberedTrade, SortDirection, TradeSortKey } from './sort-trades.ts';
import { numberTrades, sortTrades } from './sort-trades.ts';
import { exitReasonLabel } from './trade-labels.ts';
import { downloadText } from '../../ui/table/csv-text.ts';
import { tradesToCsv } from './trades-csv.ts';

interface Column {
  key: TradeSortKey;
  label: string;
  numeric: boolean;
  render: (row: NumberedTrade) => ReactNode;
}

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: undefined } as const;

const signedCell = (v: number) => (
  <Box component="span" sx={{ color: toneColor[toneOf(v)] }}>
    {formatSignedPercent(v)}
  </Box>
);

const COLUMNS: Column[] = [
  { key: 'number', label: '#', numeric: true, render: (r) => r.number },
  { key: 'entry_date', label: 'Entry', numeric: false, render: (r) => r.trade.entry_date },
  { key: 'exit_date', label: 'Exit', numeric: false, render: (r) => r.trade.exit_date },
  { key: 'entry_price', label: 'Entry Price', numeric: true, render: (r) => formatPrice(r.trade.entry_price) },
  { key: 'exit_price', label: 'Exit Price', numeric: true, render: (r) => formatPrice(r.trade.exit_price) },
  { key: 'return_pct', label: 'Return', numeric: true, render: (r) => signedCell(r.trade.return_pct) },
  { key: 'bars_held', label: 'Bars Held', numeric: true, render: (r) => formatBars(r.trade.bars_held) },
  { key: 'exit_reason', label: 'Exit Reason', numeric: false, render: (r) => exitReasonLabel(r.trade) },
  { key: 'mae_pct', label: 'MAE', numeric: true, render: (r) => signedCell(r.trade.mae_pct) },
  { key: 'mfe_pct', label: 'MFE', numeric: true, render: (r) => signedCell(r.trade.mfe_pct) },
];

const PAGE_SIZES = [25, 100, 500];

export interface TradeTableProps {
  trades: readonly Trade[];
  /** Name of the downloaded file, e.g. "SPX-trades.csv". */
  fileName: string;
}

/** The trades, sortable by every column, paged, with a CSV download of all of them. */
export function TradeTable({ trades, fileName }: TradeTableProps) {
  const [sort, setSort] = useState<{ key: TradeSortKey; direction: SortDirection }>({
    key: 'number',
    direction: 'asc',
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const numbered = useMemo(() => numberTrades(trades), [trades]);
  const sorted = useMemo(() => sortTrades(numbered, sort.key, sort.direction), [numbered, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  const sortBy = (key: TradeSortKey) => {
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          MAE and MFE: the worst and best price move while each trade was held, in percent of the entry.
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(fileName, tradesToCsv(trades))}
        >
          Download CSV
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="Trades">
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => {
                const active = sort.key === c.key;
                return (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() => sortBy(c.key)}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.number} hover>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {c.render(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sorted.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={sorted.length}
          page={shownPage}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Trades per page"
        />
      )}
    </Box>
  );
}
