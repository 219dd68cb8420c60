import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent } from 'react';
import { useMemo, useState } from 'react';
import type { OptionItem } from '../../contract/index.ts';
import type { SortableHeader } from '../../ui/table/sortable-table-head.tsx';
import { SortableTableHead } from '../../ui/table/sortable-table-head.tsx';
import { BODY_CELL, stickyFirstCell, stickySortedCell } from '../../ui/table/table-cells.ts';
import { TablePager } from '../../ui/table/table-pager.tsx';
import { usePagedRows } from '../../ui/table/use-paged-rows.ts';
import { ColumnHelpButton } from './column-help-button.tsx';
import { OPTION_COLUMNS } from './option-columns.ts';
import { contractKey } from './use-options-view.ts';
import type { OptionSort } from './option-sort.ts';
import { nextSort, sortOptions } from './option-sort.ts';

export interface OptionsTableProps {
  /** The rows to show (already filtered), in any order: the table sorts them. */
  rows: readonly OptionItem[];
  sort: OptionSort;
  onSortChange: (sort: OptionSort) => void;
  /** The chosen contract's key (contractKey), highlighted. */
  selected: string | null;
  onSelect: (row: OptionItem) => void;
}

/** Each header: a readable name with its unit, numbers highest first on a first click (as `nextSort`), and what it means. */
const HEADERS: readonly SortableHeader[] = OPTION_COLUMNS.map((c) => ({
  label: c.label,
  numeric: c.numeric,
  firstDirection: c.numeric ? 'desc' : 'asc',
  help: <ColumnHelpButton column={c} />,
}));

// The ticker stays in view while the other columns scroll sideways (18 columns never fit a phone), and so does the
// column the rows are ranked by (EV score at first, eleventh of 18: beyond the right edge even at 1440 px).
const stickyTicker = { ...stickyFirstCell('body', 'divided'), fontWeight: 600 } as const;
const stickySorted = stickySortedCell('body');

/** The opportunities under the spec's field names, each header sortable and explained, paged when long. */
export function OptionsTable({ rows, sort, onSortChange, selected, onSelect }: OptionsTableProps) {
  const sorted = useMemo(() => sortOptions(rows, sort), [rows, sort]);
  const { shown, start, toFirstPage, pager } = usePagedRows(sorted);
  // New rows (a filter changed) or a new order start again at the first page.
  const [pagedRows, setPagedRows] = useState(sorted);
  if (pagedRows !== sorted) {
    setPagedRows(sorted);
    toFirstPage();
  }
  const sortedColumn = OPTION_COLUMNS.findIndex((c) => c.field === sort.field);

  return (
    <Box sx={{ minWidth: 0 }}>
      <TableContainer sx={{ maxHeight: 600, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Put opportunities">
          <SortableTableHead
            columns={HEADERS}
            sort={{ column: sortedColumn, direction: sort.direction }}
            onSort={(i) => onSortChange(nextSort(sort, OPTION_COLUMNS[i].field))}
            stickyFirst="divided"
            stickySorted
            dense
          />
          <TableBody>
            {shown.map((row, r) => (
              // A chain may repeat a contract symbol (or leave it empty): the position is the key.
              <TableRow
                key={start + r}
                hover
                tabIndex={0}
                selected={contractKey(row) === selected}
                aria-selected={contractKey(row) === selected}
                onClick={() => onSelect(row)}
                onKeyDown={(event: KeyboardEvent) => {
                  if (event.target !== event.currentTarget) return;
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onSelect(row);
                  }
                }}
                sx={{
                  cursor: 'pointer',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {OPTION_COLUMNS.map((c, i) => (
                  <TableCell
                    key={c.field}
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                    align={c.numeric ? 'right' : 'left'}
                    sx={[BODY_CELL, { px: 1 }, i === 0 && stickyTicker, i > 0 && i === sortedColumn && stickySorted]}
                  >
                    {c.format(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager {...pager} label="Contracts per page" />
    </Box>
  );
}
