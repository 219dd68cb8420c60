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
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent, ReactNode } from 'react';
import { memo, useMemo, useState } from 'react';
import type { ScannerItem } from '../../contract/index.ts';
import { downloadText, rowsToCsv } from '../../ui/table/csv-text.ts';
import type { SortDirection } from '../../ui/table/sort-rows.ts';
import { sortRows } from '../../ui/table/sort-rows.ts';
import type { PickColumn } from './pick-columns.ts';
import { PICK_COLUMNS } from './pick-columns.ts';
import { pickKey } from './pick-values.ts';

export interface PicksTableProps {
  /** The filtered picks, in the answer's order. */
  items: readonly ScannerItem[];
  /** Signal name -> its definition, for the Signal cells' tooltips. */
  definitions: ReadonlyMap<string, string>;
  onOpen: (item: ScannerItem) => void;
  /** Name of the downloaded file, e.g. "scanner-SwingAI-2016-06-24.csv". */
  fileName: string;
  /** The "N of M picks" line beside the download button. */
  note: ReactNode;
  /** Shown in place of the table when no pick passes the filters. */
  empty: ReactNode;
}

const PAGE_SIZES = [25, 100, 500];

const directionColor = { Long: 'success.main', Short: 'error.main' } as const;

/* The symbol stays in view while the wide table scrolls sideways on a phone. */
const stickySymbol = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

function cellContent(column: PickColumn, item: ScannerItem, definitions: ReadonlyMap<string, string>): ReactNode {
  const text = column.text(item);
  if (column.label === 'Signal') {
    const definition = definitions.get(item._Signal);
    if (!definition) return text;
    return (
      <Tooltip title={definition} describeChild enterDelay={300}>
        <Box component="span" sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}>
          {text}
        </Box>
      </Tooltip>
    );
  }
  if (column.label === 'Direction')
    return (
      <Box component="span" sx={{ color: directionColor[item.Direction], fontWeight: 500 }}>
        {text}
      </Box>
    );
  if (column.label === 'Symbol') return <strong>{text}</strong>;
  return text;
}

interface PickRowProps {
  item: ScannerItem;
  definitions: ReadonlyMap<string, string>;
  onOpen: (item: ScannerItem) => void;
}

/* Memoised: sorting moves rows and opening the drawer re-renders the table, and neither changes a row's cells. */
const PickRow = memo(function PickRow({ item, definitions, onOpen }: PickRowProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    // Only the row itself: Enter on a control inside a cell keeps its own meaning.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item);
    }
  };
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onOpen(item)}
      onKeyDown={onKeyDown}
      sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      {PICK_COLUMNS.map((c, i) => (
        <TableCell
          key={c.label}
          align={c.numeric ? 'right' : 'left'}
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...(i === 0 && stickySymbol) }}
        >
          {cellContent(c, item, definitions)}
        </TableCell>
      ))}
    </TableRow>
  );
});

/**
 * The day's picks under headers that sort on click (again: the other way), each row opening the symbol's drawer on a
 * click or Enter; the CSV holds the filtered rows in the order shown.
 */
export function PicksTable({ items, definitions, onOpen, fileName, note, empty }: PicksTableProps) {
  const [sort, setSort] = useState<{ column: number; direction: SortDirection } | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]);
  const sorted = useMemo(
    () => (sort ? sortRows(items, PICK_COLUMNS[sort.column].sortValue, sort.direction) : [...items]),
    [items, sort],
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
        PICK_COLUMNS.map((c) => c.label),
        sorted.map((item) => PICK_COLUMNS.map((c) => c.csvValue(item))),
      ),
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, typography: 'body2', color: 'text.secondary' }}>{note}</Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={items.length === 0}
        >
          Download CSV
        </Button>
      </Box>
      {items.length === 0 ? (
        empty
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 620, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label="Picks">
              <TableHead>
                <TableRow>
                  {PICK_COLUMNS.map((c, i) => {
                    const active = sort?.column === i;
                    return (
                      <TableCell
                        key={c.label}
                        align={c.numeric ? 'right' : 'left'}
                        sortDirection={active ? sort.direction : false}
                        sx={{ whiteSpace: 'nowrap', ...(i === 0 && { ...stickySymbol, zIndex: 3 }) }}
                      >
                        <Tooltip title={c.hint} enterDelay={500} describeChild>
                          <TableSortLabel
                            active={active}
                            direction={active ? sort.direction : 'asc'}
                            onClick={() => sortBy(i)}
                          >
                            {c.label}
                          </TableSortLabel>
                        </Tooltip>
                      </TableCell>
                    );
                  })}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((item) => (
                  <PickRow key={pickKey(item)} item={item} definitions={definitions} onOpen={onOpen} />
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
              labelRowsPerPage="Picks per page"
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
            />
          )}
        </>
      )}
    </Box>
  );
}
