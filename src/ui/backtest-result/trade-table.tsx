import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { Trade } from '../../contract/index.ts';
import { formatBars, formatFixed, formatSignedPercent, toneOf } from '../table/format.ts';
import type { NumberedTrade, TradeSortKey } from './sort-trades.ts';
import { numberTrades, sortTrades } from './sort-trades.ts';
import { exitReasonLabel } from './trade-labels.ts';
import { downloadCsv } from '../table/csv-file.ts';
import { DownloadBar } from '../table/download-bar.tsx';
import type { ColumnSort } from '../table/sort-rows.ts';
import { nextColumnSort } from '../table/sort-rows.ts';
import { SortableTableHead } from '../table/sortable-table-head.tsx';
import { BODY_CELL } from '../table/table-cells.ts';
import { TablePager } from '../table/table-pager.tsx';
import { usePagedRows } from '../table/use-paged-rows.ts';
import { tradesToCsv } from './trades-csv.ts';
import { CHOSEN_ROW, SelectButton } from './select-button.tsx';
import type { TradeFilter } from './trade-filter.ts';
import { filterTrades, isFiltering } from './trade-filter.ts';
import { TRADE_FILTER_ADDRESS } from './trade-filter-address.ts';
import { useAddressState } from '../address/use-address-state.ts';
import { TradeFilters } from './trade-filters.tsx';

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

const moneyCell = (v: number | undefined) => (
  <Box component="span" sx={{ color: toneColor[toneOf(v)] }}>
    {formatFixed(v)}
  </Box>
);

const COLUMNS: Column[] = [
  { key: 'number', label: '#', numeric: true, render: (r) => r.number },
  { key: 'entry_date', label: 'Entry', numeric: false, render: (r) => r.trade.entry_date },
  { key: 'exit_date', label: 'Exit', numeric: false, render: (r) => r.trade.exit_date },
  { key: 'entry_price', label: 'Entry Price', numeric: true, render: (r) => formatFixed(r.trade.entry_price) },
  { key: 'exit_price', label: 'Exit Price', numeric: true, render: (r) => formatFixed(r.trade.exit_price) },
  { key: 'return_pct', label: 'Return', numeric: true, render: (r) => signedCell(r.trade.return_pct) },
  { key: 'pnl', label: 'P&L', numeric: true, render: (r) => moneyCell(r.trade.pnl) },
  { key: 'cum_pnl', label: 'Cum. P&L', numeric: true, render: (r) => moneyCell(r.trade.cum_pnl) },
  { key: 'bars_held', label: 'Bars Held', numeric: true, render: (r) => formatBars(r.trade.bars_held) },
  { key: 'exit_reason', label: 'Exit Reason', numeric: false, render: (r) => exitReasonLabel(r.trade) },
  { key: 'mae_pct', label: 'MAE', numeric: true, render: (r) => signedCell(r.trade.mae_pct) },
  { key: 'mfe_pct', label: 'MFE', numeric: true, render: (r) => signedCell(r.trade.mfe_pct) },
];

export interface TradeTableProps {
  trades: readonly Trade[];
  /** Name of the downloaded file, e.g. "SPX-trades.csv". */
  fileName: string;
  /** The number of the trade shown on the price chart. */
  selected?: number | null;
  /** A row clicked (or its number's button pressed): show that trade on the price chart. */
  onSelect?: (row: NumberedTrade) => void;
}

/**
 * The trades, filtered, sortable by every column, paged, with a CSV download of the trades the filters keep, in the
 * order shown. With `onSelect`, a row clicked shows its trade on the price chart.
 */
export function TradeTable({ trades, fileName, selected = null, onSelect }: TradeTableProps) {
  // In time order (by #) until a header is clicked.
  const [sort, setSort] = useState<ColumnSort>({ column: 0, direction: 'asc' });
  // In the address: a filtered table can be bookmarked or shared.
  const [filter, setFilter] = useAddressState(TRADE_FILTER_ADDRESS);
  const numbered = useMemo(() => numberTrades(trades), [trades]);
  const reasons = useMemo(() => new Set(trades.map((t) => t.exit_reason)), [trades]);
  const kept = useMemo(() => filterTrades(numbered, filter), [numbered, filter]);
  const sorted = useMemo(() => sortTrades(kept, COLUMNS[sort.column].key, sort.direction), [kept, sort]);
  const { shown: rows, toFirstPage, pager } = usePagedRows(sorted);

  const sortBy = (column: number) => {
    setSort((s) => nextColumnSort(s, column));
    toFirstPage();
  };

  const filtering = isFiltering(filter);
  const changeFilter = (next: TradeFilter) => {
    setFilter(next);
    toFirstPage();
  };
  // The trades the filters keep, in the order shown.
  const download = () =>
    downloadCsv(
      fileName,
      tradesToCsv(
        sorted.map((r) => r.trade),
        sorted.map((r) => r.number),
      ),
    );
  return (
    <Box>
      <TradeFilters filter={filter} onChange={changeFilter} reasons={reasons} />
      <DownloadBar
        note={
          (filtering
            ? `${kept.length} of ${trades.length} trades pass the filters; the CSV holds those ${kept.length}, in the order shown. `
            : `The CSV holds all ${trades.length} trades in the order shown (filter them to export fewer). `) +
          'MAE and MFE: the worst and best price move while each trade was held, in percent of the entry.' +
          (onSelect ? ' Click a row to show the trade on the price chart.' : '')
        }
        onDownload={download}
        disabled={kept.length === 0}
      />
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="Trades">
          <SortableTableHead columns={COLUMNS} sort={sort} onSort={sortBy} />
          <TableBody>
            {rows.map((r) => (
              <TableRow
                key={r.number}
                hover
                onClick={onSelect && (() => onSelect(r))}
                sx={{ ...(onSelect && { cursor: 'pointer' }), ...(selected === r.number && CHOSEN_ROW) }}
              >
                {COLUMNS.map((c) => (
                  <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={BODY_CELL}>
                    {c.key === 'number' && onSelect ? (
                      <SelectButton
                        label={`Show trade ${r.number} on the price chart`}
                        text={String(r.number)}
                        pressed={selected === r.number}
                        onSelect={() => onSelect(r)}
                      />
                    ) : (
                      c.render(r)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ color: 'text.secondary' }}>
                  No trade passes these filters.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager {...pager} label="Trades per page" />
    </Box>
  );
}
