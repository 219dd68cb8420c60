import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { ColumnSort, SortDirection } from './sort-rows.ts';
import type { StickyFirst } from './table-cells.ts';
import { stickyFirstCell, stickySortedCell } from './table-cells.ts';

/** A column's header: its label sorts the table on click. */
export interface SortableHeader {
  /** The header text, which is also the sort button's name; unique among the columns. */
  label: string;
  numeric?: boolean;
  /** The direction of the first click (and of the idle arrow); 'asc' when absent. */
  firstDirection?: SortDirection;
  /** What the column means, as a tooltip of the sort button (its description, not its name). */
  hint?: string;
  /** Shown after the sort button, e.g. a "?" button that explains the column. */
  help?: ReactNode;
}

export interface SortableTableHeadProps {
  columns: readonly SortableHeader[];
  /** The sorted column, if any. */
  sort: ColumnSort | null;
  onSort: (column: number) => void;
  /** Keeps the first column's header in view while the table scrolls sideways. */
  stickyFirst?: StickyFirst;
  /** Narrower cells, for a table of many columns. */
  dense?: boolean;
  /** Pins the sorted column's header to the right edge while it lies beyond it (stickySortedCell). */
  stickySorted?: boolean;
}

/** A table's header row of sort buttons, the sorted one showing its direction (and `aria-sort` on its cell). */
export function SortableTableHead({
  columns,
  sort,
  onSort,
  stickyFirst,
  dense = false,
  stickySorted = false,
}: SortableTableHeadProps) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c, i) => {
          const active = sort?.column === i;
          const label = (
            <TableSortLabel
              active={active}
              direction={active ? sort.direction : (c.firstDirection ?? 'asc')}
              onClick={() => onSort(i)}
            >
              {c.label}
            </TableSortLabel>
          );
          return (
            <TableCell
              key={c.label}
              align={c.numeric ? 'right' : 'left'}
              sortDirection={active ? sort.direction : false}
              sx={[
                { whiteSpace: 'nowrap' },
                dense && { px: 1 },
                i === 0 && stickyFirst !== undefined && stickyFirstCell('head', stickyFirst),
                i > 0 && active && stickySorted && stickySortedCell('head'),
              ]}
            >
              {c.hint ? (
                <Tooltip title={c.hint} enterDelay={500} describeChild>
                  {label}
                </Tooltip>
              ) : (
                label
              )}
              {c.help}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
