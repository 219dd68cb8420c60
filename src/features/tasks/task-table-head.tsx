import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TaskSortKey } from '../../contract/index.ts';
import { FIGURE_COLUMNS } from './task-figures.ts';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

const VISUALLY_HIDDEN_STYLE = { ...VISUALLY_HIDDEN, width: '1px', height: '1px' };
import type { TaskOrder } from './task-list-url.ts';

export interface TaskTableHeadProps {
  compact: boolean;
  order: TaskOrder;
  onSort: (sort: TaskSortKey) => void;
}

/** A heading that orders the list (on the server: the list is paged) by its column. */
function SortHeading({
  label,
  sort,
  order,
  onSort,
  numeric = false,
}: {
  label: string;
  sort: TaskSortKey;
  order: TaskOrder;
  onSort: (sort: TaskSortKey) => void;
  numeric?: boolean;
}) {
  const active = order.sort === sort;
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? order.order : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <TableSortLabel active={active} direction={active ? order.order : 'desc'} onClick={() => onSort(sort)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The Tasks table's headings: the tick column, the task's own columns, and its figures and created time to sort by. */
export function TaskTableHead({ compact, order, onSort }: TaskTableHeadProps) {
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">
          {/* At phone width the word would take the width the task's own cell needs; the boxes name their task. */}
          {compact ? <span style={VISUALLY_HIDDEN_STYLE}>Compare</span> : 'Compare'}
        </TableCell>
        {compact ? (
          <TableCell>Backtest</TableCell>
        ) : (
          <>
            <TableCell>Status</TableCell>
            <TableCell sx={{ minWidth: 140 }}>Strategy</TableCell>
            <TableCell>Symbol</TableCell>
            {FIGURE_COLUMNS.map((c) => (
              <SortHeading key={c.key} label={c.label} sort={c.key} order={order} onSort={onSort} numeric />
            ))}
            <SortHeading label="Created" sort="created_at" order={order} onSort={onSort} />
          </>
        )}
        <TableCell align="right">Actions</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** How many columns the table has, for a row's one spanning cell. */
export const columnCount = (compact: boolean): number => (compact ? 3 : 5 + FIGURE_COLUMNS.length + 1);
