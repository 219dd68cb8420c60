import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { downloadCsv } from './csv-file.ts';
import { DownloadBar } from './download-bar.tsx';
import type { ColumnSort } from './sort-rows.ts';
import { nextColumnSort, sortRows } from './sort-rows.ts';
import type { SortableHeader } from './sortable-table-head.tsx';
import { SortableTableHead } from './sortable-table-head.tsx';
import type { StickyFirst } from './table-cells.ts';
import { BODY_CELL, stickyFirstCell } from './table-cells.ts';
import { TablePager } from './table-pager.tsx';
import { usePagedRows } from './use-paged-rows.ts';

/** A column: its header (label, alignment, first sort direction, hint or help) and how its cells read. */
export interface SortableColumn<Row> extends SortableHeader {
  /** What the column sorts by and writes (unrounded) to the CSV. */
  value: (row: Row) => number | string;
  /** The cell as shown; the value as text when absent. */
  render?: (row: Row) => ReactNode;
}

export interface SortableTableProps<Row> {
  /** The table's accessible name. */
  ariaLabel: string;
  columns: readonly SortableColumn<Row>[];
  rows: readonly Row[];
  /** Name of the downloaded file, e.g. "SPX-matches.csv". */
  fileName: string;
  /** A sentence beside the download button: what the rows are. */
  note?: ReactNode;
  /** What a page of rows is called in the pager, e.g. "Matches per page". */
  pageLabel?: string;
  /** The order before any click; the rows' own order when absent. */
  defaultSort?: ColumnSort;
  /** Keeps the first column in view while a wide table scrolls sideways. */
  stickyFirst?: StickyFirst;
}

/**
 * Rows under column headers that sort on click (again: the other way), paged when there are many, with a CSV
 * download of every row in the order shown. Equal values keep the rows' own order.
 */
export function SortableTable<Row>({
  ariaLabel,
  columns,
  rows,
  fileName,
  note,
  pageLabel = 'Rows per page',
  defaultSort,
  stickyFirst,
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState<ColumnSort | null>(defaultSort ?? null);
  const sorted = useMemo(
    () => (sort ? sortRows(rows, columns[sort.column].value, sort.direction) : [...rows]),
    [rows, columns, sort],
  );
  const { shown, start, toFirstPage, pager } = usePagedRows(sorted);

  const sortBy = (column: number) => {
    setSort((s) => nextColumnSort(s, column, columns[column].firstDirection));
    toFirstPage();
  };
  // The rows in the order shown, every page of them.
  const download = () =>
    downloadCsv(fileName, {
      header: columns.map((c) => c.label),
      rows: sorted.map((row) => columns.map((c) => c.value(row))),
    });

  return (
    <Box sx={{ minWidth: 0 }}>
      <DownloadBar
        note={note}
        onDownload={download}
        disabled={rows.length === 0}
        text="CSV"
        name={`Download ${ariaLabel} as CSV`}
      />
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={ariaLabel}>
          <SortableTableHead columns={columns} sort={sort} onSort={sortBy} stickyFirst={stickyFirst} />
          <TableBody>
            {shown.map((row, r) => (
              <TableRow key={start + r} hover>
                {columns.map((c, i) => (
                  <TableCell
                    key={c.label}
                    align={c.numeric ? 'right' : 'left'}
                    sx={[BODY_CELL, i === 0 && stickyFirst !== undefined && stickyFirstCell('body', stickyFirst)]}
                  >
                    {c.render ? c.render(row) : String(c.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager {...pager} label={pageLabel} />
    </Box>
  );
}
