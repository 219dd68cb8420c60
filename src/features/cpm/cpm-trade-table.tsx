import Box from '@mui/material/Box';
import type { CpmTradeRecord } from '../../contract/index.ts';
import type { SortableColumn } from '../../ui/table/sortable-table.tsx';
import { SortableTable } from '../../ui/table/sortable-table.tsx';
import { formatPercent, formatFixed, formatSignedPercent, toneOf } from '../../ui/table/format.ts';

interface NumberedTrade {
  number: number;
  trade: CpmTradeRecord;
}

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: undefined } as const;

const signedCell = (v: number) => (
  <Box component="span" sx={{ color: toneColor[toneOf(v)] }}>
    {formatSignedPercent(v)}
  </Box>
);

const COLUMNS: SortableColumn<NumberedTrade>[] = [
  { label: '#', value: (r) => r.number, numeric: true },
  { label: 'Match start', value: (r) => r.trade.StartDate },
  { label: 'Entry', value: (r) => r.trade.EndDate },
  {
    label: 'Correlation',
    value: (r) => r.trade['Correlation Percentage'],
    render: (r) => formatPercent(r.trade['Correlation Percentage']),
    numeric: true,
  },
  { label: 'Entry price', value: (r) => r.trade.Close, render: (r) => formatFixed(r.trade.Close), numeric: true },
  { label: 'Exit', value: (r) => r.trade.ExitDate },
  {
    label: 'Exit price',
    value: (r) => r.trade.ExitPrice,
    render: (r) => formatFixed(r.trade.ExitPrice),
    numeric: true,
  },
  { label: 'Return', value: (r) => r.trade.EachReturn, render: (r) => signedCell(r.trade.EachReturn), numeric: true },
  { label: 'Max gain', value: (r) => r.trade.MaxGain, render: (r) => signedCell(r.trade.MaxGain), numeric: true },
  { label: 'Max loss', value: (r) => r.trade.MaxLoss, render: (r) => signedCell(r.trade.MaxLoss), numeric: true },
  { label: 'Pattern bars', value: (r) => r.trade.BarsNum, numeric: true },
  { label: 'Market condition', value: (r) => r.trade.MarketCondition.join('; ') },
];

export interface CpmTradeTableProps {
  trades: readonly CpmTradeRecord[];
  fileName: string;
}

/** The backtest's trades: one after each match, in at its last close, out time_in_market bars later. */
export function CpmTradeTable({ trades, fileName }: CpmTradeTableProps) {
  const rows = trades.map((trade, i) => ({ number: i + 1, trade }));
  return (
    <SortableTable
      ariaLabel="Trades"
      columns={COLUMNS}
      rows={rows}
      fileName={fileName}
      pageLabel="Trades per page"
      note="In at the close of each match’s last bar, out time-in-market bars later. Max gain and max loss: the best and worst move while held."
    />
  );
}
