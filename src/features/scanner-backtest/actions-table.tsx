import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import type { SortableColumn } from '../../ui/table/sortable-table.tsx';
import { SortableTable } from '../../ui/table/sortable-table.tsx';
import { formatFixed, formatWhole, toneOf } from '../../ui/table/format.ts';
import type { ActionRow } from './action-rows.ts';

type ActionFilter = 'all' | ActionRow['action'];

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: undefined } as const;

function columns(withDate: boolean): SortableColumn<ActionRow>[] {
  return [
    ...(withDate ? [{ label: 'Date', value: (r: ActionRow) => r.date ?? '' }] : []),
    { label: 'Action', value: (r) => r.action },
    { label: 'Symbol', value: (r) => r.symbol },
    { label: 'Signal', value: (r) => r.signal },
    { label: 'Direction', value: (r) => r.direction },
    { label: 'Start date', value: (r) => r.startDate },
    {
      label: 'Shares',
      value: (r) => r.shares,
      render: (r) => (Number.isInteger(r.shares) ? formatWhole(r.shares) : formatFixed(r.shares)),
      numeric: true,
    },
    { label: 'Entry price', value: (r) => r.price, render: (r) => formatFixed(r.price), numeric: true },
    { label: 'Close', value: (r) => r.close, render: (r) => formatFixed(r.close), numeric: true },
    {
      label: 'Float profit',
      value: (r) => r.floatProfit,
      render: (r) => (
        <Box component="span" sx={{ color: toneColor[toneOf(r.floatProfit)] }}>
          {formatFixed(r.floatProfit)}
        </Box>
      ),
      numeric: true,
    },
    { label: 'Order status', value: (r) => r.orderStatus },
    { label: 'Days held', value: (r) => r.stayInMarket, render: (r) => formatWhole(r.stayInMarket), numeric: true },
    {
      label: 'Time in market (days)',
      value: (r) => r.timeInMarket,
      render: (r) => formatWhole(r.timeInMarket),
      numeric: true,
    },
    {
      label: 'Profit target (%)',
      value: (r) => r.profitTarget,
      render: (r) => formatFixed(r.profitTarget),
      numeric: true,
    },
    { label: 'Stop loss (%)', value: (r) => r.stopLoss, render: (r) => formatFixed(r.stopLoss), numeric: true },
    { label: 'Kelly', value: (r) => r.kelly, render: (r) => formatFixed(r.kelly, 3), numeric: true },
  ];
}

const FILTERS: [ActionFilter, string][] = [
  ['all', 'All'],
  ['Buy', 'Buy'],
  ['Sell', 'Sell'],
  ['Hold', 'Hold'],
];

/** Each open position on each day (spec 2.9 `result`), filtered by action, sortable, paged, with a CSV. */
export function ActionsTable({ rows, fileName }: { rows: readonly ActionRow[]; fileName: string }) {
  const [filter, setFilter] = useState<ActionFilter>('all');
  const withDate = rows.some((r) => r.date !== undefined);
  const cols = useMemo(() => columns(withDate), [withDate]);
  const shown = useMemo(() => (filter === 'all' ? rows : rows.filter((r) => r.action === filter)), [rows, filter]);
  const counts = useMemo(() => {
    const c = { all: rows.length, Buy: 0, Sell: 0, Hold: 0 };
    for (const r of rows) c[r.action] += 1;
    return c;
  }, [rows]);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_, next: ActionFilter | null) => next && setFilter(next)}
        aria-label="Show the actions"
        sx={{ flexWrap: 'wrap' }}
      >
        {FILTERS.map(([value, label]) => (
          <ToggleButton key={value} value={value}>
            {label} ({formatWhole(counts[value])})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SortableTable
        ariaLabel="Daily actions"
        columns={cols}
        rows={shown}
        fileName={fileName}
        pageLabel="Rows per page"
        note="Buy on the entry day, Hold while open, Sell on the exit day. Float profit: unrealised at the close, realised on the Sell row."
      />
    </Box>
  );
}
