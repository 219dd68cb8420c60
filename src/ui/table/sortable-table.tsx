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
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { CsvCell } from './csv-text.ts';
import { downloadText, rowsToCsv } from './csv-text.ts';
import type { SortDirection } from './sort-rows.ts';
import { sortRows } from './sort-rows.ts';

export interface SortableColumn<Row> {
  label: string;
  /** What the column sorts by and writes (unrounded) to the CSV. */
  value: (row: Row) => number | string;
  /** The cell as shown; the value as text when absent. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
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
}

const PAGE_SIZES = [25, 100, 500];

/**
 * Rows under column headers that sort on click (again: the other way), paged when there are many, with a CSV
 * download of every row. Equal values keep the rows' own order.
 */
export function SortableTable<Row>({
  ariaLabel,
  columns,
  rows,
  fileName,
  note,
  pageLabel = 'Rows per page',
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState<{ column: number; direction: SortDirection } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const sorted = useMemo(
    () => (sort ? sortRows(rows, columns[sort.column].value, sort.direction) : [...rows]),
    [rows, columns, sort],
  );
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  const sortBy = (column: number) => {
    setSort((s) => ({ column, direction: s?.column === column && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const download = () =>
    downloadText(
      fileName,
      rowsToCsv(
        columns.map((c) => c.label),
        rows.map((row) => columns.map((c): CsvCell => c.value(row))),
      ),
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, color: 'text.secondary', typography: 'body2' }}>{note}</Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={rows.length === 0}
          aria-label={`Download ${ariaLabel} as CSV`}
        >
          CSV
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => {
                const active = sort?.column === i;
                return (
                  <TableCell
                    key={c.label}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() => sortBy(i)}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, r) => (
              <TableRow key={shownPage * pageSize + r} hover>
                {columns.map((c) => (
                  <TableCell
                    key={c.label}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {c.render ? c.render(row) : String(c.value(row))}
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
          labelRowsPerPage={pageLabel}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
        />
      )}
    </Box>
  );
}
