import Typography from '@mui/material/Typography';
import type { OptionChainRow } from '../../contract/index.ts';
import { formatNumber, formatPercentAsGiven, formatWhole } from '../../ui/table/format.ts';
import type { PlainColumn } from '../../ui/table/row-header-table.tsx';
import { RowHeaderTable } from '../../ui/table/row-header-table.tsx';

const TICKER: PlainColumn<OptionChainRow> = { label: 'Ticker', cell: (q) => q.ticker };

const COLUMNS: readonly PlainColumn<OptionChainRow>[] = [
  { label: 'Type', cell: (q) => q.type },
  { label: 'Expiration', cell: (q) => q.expiration },
  { label: 'Strike', cell: (q) => formatNumber(q.strike), numeric: true },
  { label: 'Last price', cell: (q) => formatNumber(q.lastPrice), numeric: true },
  // IV as read (a fraction a year) shown as a percent, the way chains are quoted.
  { label: 'IV', cell: (q) => formatPercentAsGiven(q.iv * 100), numeric: true },
  { label: 'Delta', cell: (q) => formatNumber(q.delta), numeric: true },
  { label: 'Volume', cell: (q) => formatNumber(q.volume), numeric: true },
  { label: 'Open interest', cell: (q) => formatNumber(q.openInterest), numeric: true },
  { label: 'Close', cell: (q) => formatNumber(q.close), numeric: true },
  { label: 'Date', cell: (q) => q.date },
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
        The first {rows.length} of {formatWhole(total)} rows, as they were read (in file order; a dash is a value the
        file does not give).
      </Typography>
      <RowHeaderTable
        ariaLabel={`First rows of ${fileName}`}
        rowHeader={TICKER}
        columns={COLUMNS}
        rows={rows}
        maxWidth={1100}
      />
    </>
  );
}
