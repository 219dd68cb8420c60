import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import type { ScreenRecord } from '../../contract/index.ts';
import { downloadCsv } from '../../ui/table/csv-file.ts';
import { formatNumber } from '../../ui/table/format.ts';
import { fieldLabel } from './screen-labels.ts';
import type { ScreenColumn, SortDirection } from './screen-rows.ts';
import { cellValue, screenCsv, sortRecords } from './screen-rows.ts';

export interface ScreenTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly ScreenColumn[];
  records: readonly ScreenRecord[];
  /** Name of the downloaded file, e.g. "etf-sector-ma.csv". */
  fileName: string;
}

function cellText(record: ScreenRecord, column: ScreenColumn): string {
  const value = cellValue(record, column.field);
  return typeof value === 'string' ? value : formatNumber(value);
}

/** A screen's records under its category's columns, sorted by a click on a header, with a CSV download in that order. */
export function ScreenTable({ label, columns, records, fileName }: ScreenTableProps) {
  const [sort, setSort] = useState<{ field: string; direction: SortDirection } | null>(null);
  const rows = useMemo(() => (sort ? sortRecords(records, sort.field, sort.direction) : records), [records, sort]);
  const sortBy = (field: string) =>
    setSort((s) => ({ field, direction: s?.field === field && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadCsv(fileName, screenCsv(columns, rows))}
          aria-label={`Download ${label} as CSV`}
        >
          CSV
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 640 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = sort?.field === c.field;
                return (
                  <TableCell
                    key={c.field}
                    align={c.kind === 'number' ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() => sortBy(c.field)}
                    >
                      {fieldLabel(c.field)}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((record, i) => (
              <TableRow key={i} hover>
                {columns.map((c) => (
                  <TableCell
                    key={c.field}
                    align={c.kind === 'number' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cellText(record, c)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
