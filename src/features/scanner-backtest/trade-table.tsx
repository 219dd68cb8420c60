import Box from '@mui/material/Box';
import type { SortableColumn } from '../../ui/table/sortable-table.tsx';
import { SortableTable } from '../../ui/table/sortable-table.tsx';
import {
  formatFixed,
  formatPercent,
  formatSignedPercent,
  formatWhole,
  NOT_AVAILABLE,
  toneOf,
} from '../../ui/table/format.ts';
import type { TradeRow } from './trade-list.ts';

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: undefined } as const;

const signedCell = (v: number | undefined) =>
  v === undefined ? (
    NOT_AVAILABLE
  ) : (
    <Box component="span" sx={{ color: toneColor[toneOf(v)] }}>
      {formatSignedPercent(v)}
    </Box>
  );

// Shares are whole on the service; a fraction (another service's sizing) keeps two decimals.
const shares = (v: number | undefined) => (Number.isInteger(v) ? formatWhole(v) : formatFixed(v));

// A missing number is an empty CSV cell (and sorts as 0): e.g. Optix for a symbol without an Optix series.
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : v);

const COLUMNS: SortableColumn<TradeRow>[] = [
  { label: '#', value: (r) => r.number, numeric: true },
  { label: 'Entry date', value: (r) => r.record.Date },
  { label: 'Symbol', value: (r) => r.record.Symbol },
  { label: 'Signal', value: (r) => r.record.Signal },
  { label: 'Direction', value: (r) => r.record.Direction },
  { label: 'Entry price', value: (r) => r.record.Close, render: (r) => formatFixed(r.record.Close), numeric: true },
  { label: 'Exit date', value: (r) => r.exit?.ExitDate ?? '', render: (r) => r.exit?.ExitDate ?? NOT_AVAILABLE },
  {
    label: 'Exit price',
    value: (r) => num(r.exit?.ExitPrice),
    render: (r) => formatFixed(r.exit?.ExitPrice),
    numeric: true,
  },
  { label: 'Shares', value: (r) => num(r.exit?.Shares), render: (r) => shares(r.exit?.Shares), numeric: true },
  {
    label: 'Return (%)',
    value: (r) => num(r.exit?.Return),
    render: (r) => signedCell(r.exit?.Return),
    numeric: true,
  },
  { label: 'Exit reason', value: (r) => r.exit?.ExitReason ?? '', render: (r) => r.exit?.ExitReason ?? NOT_AVAILABLE },
  {
    label: 'Profit target (%)',
    value: (r) => r.record.ProfitTarget,
    render: (r) => formatFixed(r.record.ProfitTarget),
    numeric: true,
  },
  {
    label: 'Stop loss (%)',
    value: (r) => r.record.StopLoss,
    render: (r) => formatFixed(r.record.StopLoss),
    numeric: true,
  },
  {
    label: 'Time in market (days)',
    value: (r) => r.record.TimeInMarket,
    render: (r) => formatWhole(r.record.TimeInMarket),
    numeric: true,
  },
  {
    label: 'Win rate (%)',
    value: (r) => r.record.WinRate,
    render: (r) => formatPercent(r.record.WinRate),
    numeric: true,
  },
  { label: 'Kelly', value: (r) => r.record.Kelly, render: (r) => formatFixed(r.record.Kelly, 3), numeric: true },
  {
    label: 'Expected return (%)',
    value: (r) => r.record['Expected Return(%)'],
    render: (r) => signedCell(r.record['Expected Return(%)']),
    numeric: true,
  },
  { label: 'Optix', value: (r) => num(r.record.Optix), render: (r) => formatFixed(r.record.Optix), numeric: true },
  {
    label: 'Trend score',
    value: (r) => num(r.record.TrendScore),
    render: (r) => formatFixed(r.record.TrendScore),
    numeric: true,
  },
  {
    label: 'Rel. trend score',
    value: (r) => num(r.record.RelTrendScore),
    render: (r) => formatFixed(r.record.RelTrendScore),
    numeric: true,
  },
];

export interface TradeTableProps {
  trades: readonly TradeRow[];
  fileName: string;
}

/** The trade list: each pick traded, its plan and scores at entry, and how it ended. */
export function TradeTable({ trades, fileName }: TradeTableProps) {
  return (
    <SortableTable
      ariaLabel="Trades"
      columns={COLUMNS}
      rows={trades}
      fileName={fileName}
      pageLabel="Trades per page"
      note="Entered at the signal day’s close. Return is net of commission on the money the trade put in. Click a heading to sort."
    />
  );
}
