import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import type { OptionItem } from '../../contract/index.ts';
import { ColumnHelpButton } from './column-help-button.tsx';
import type { OptionField } from './option-columns.ts';
import { OPTION_COLUMNS } from './option-columns.ts';
import type { OptionSort } from './option-sort.ts';
import { nextSort, sortOptions } from './option-sort.ts';

export interface OptionsTableProps {
  /** The rows to show (already filtered), in any order: the table sorts them. */
  rows: readonly OptionItem[];
  sort: OptionSort;
  onSortChange: (sort: OptionSort) => void;
}

const PAGE_SIZES = [25, 100, 500];

// The ticker stays in view while the other columns scroll sideways (18 columns never fit a phone).
const stickyFirst = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** The opportunities under the spec's field names, each header sortable and explained, paged when long. */
export function OptionsTable({ rows, sort, onSortChange }: OptionsTableProps) {
  const sorted = useMemo(() => sortOptions(rows, sort), [rows, sort]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  // New rows (a filter changed) or a new order start again at the first page.
  const [pagedRows, setPagedRows] = useState(sorted);
  if (pagedRows !== sorted) {
    setPagedRows(sorted);
    setPage(0);
  }
  const shown = sorted.slice(page * pageSize, (page + 1) * pageSize);

  const sortBy = (field: OptionField) => onSortChange(nextSort(sort, field));

  return (
    <Box sx={{ minWidth: 0 }}>
      <TableContainer sx={{ maxHeight: 600, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Put opportunities">
          <TableHead>
            <TableRow>
              {OPTION_COLUMNS.map((c, i) => {
                const active = sort.field === c.field;
                return (
                  <TableCell
                    key={c.field}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                    sx={[{ whiteSpace: 'nowrap', px: 1 }, i === 0 && { ...stickyFirst, zIndex: 3 }]}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : c.numeric ? 'desc' : 'asc'}
                      onClick={() => sortBy(c.field)}
                    >
                      {c.field}
                    </TableSortLabel>
                    <ColumnHelpButton column={c} />
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, r) => (
              // A chain may repeat a contract symbol (or leave it empty): the position is the key.
              <TableRow key={page * pageSize + r} hover>
                {OPTION_COLUMNS.map((c, i) => (
                  <TableCell
                    key={c.field}
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                    align={c.numeric ? 'right' : 'left'}
                    sx={[
                      { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', px: 1 },
                      i === 0 && { ...stickyFirst, zIndex: 1, fontWeight: 600 },
                    ]}
                  >
                    {c.format(row)}
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
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Contracts per page"
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
        />
      )}
    </Box>
  );
}
