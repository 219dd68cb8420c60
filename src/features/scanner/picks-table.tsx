import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent, ReactNode } from 'react';
import { memo, useMemo, useState } from 'react';
import type { ScannerItem } from '../../contract/index.ts';
import { downloadCsv } from '../../ui/table/csv-file.ts';
import { DownloadBar } from '../../ui/table/download-bar.tsx';
import type { ColumnSort } from '../../ui/table/sort-rows.ts';
import { nextColumnSort, sortRows } from '../../ui/table/sort-rows.ts';
import { SortableTableHead } from '../../ui/table/sortable-table-head.tsx';
import { BODY_CELL, stickyFirstCell } from '../../ui/table/table-cells.ts';
import { TablePager } from '../../ui/table/table-pager.tsx';
import { PAGE_SIZES, usePagedRows } from '../../ui/table/use-paged-rows.ts';
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

const directionColor = { Long: 'success.main', Short: 'error.main' } as const;

/* The symbol stays in view while the wide table scrolls sideways on a phone. */
const stickySymbol = stickyFirstCell('body', 'plain');

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
        <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={[BODY_CELL, i === 0 && stickySymbol]}>
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
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const sorted = useMemo(
    () => (sort ? sortRows(items, PICK_COLUMNS[sort.column].sortValue, sort.direction) : [...items]),
    [items, sort],
  );
  const { shown, toFirstPage, pager } = usePagedRows(sorted, PAGE_SIZES[1]);

  const sortBy = (column: number) => {
    setSort((s) => nextColumnSort(s, column));
    toFirstPage();
  };
  const download = () =>
    downloadCsv(fileName, {
      header: PICK_COLUMNS.map((c) => c.label),
      rows: sorted.map((item) => PICK_COLUMNS.map((c) => c.csvValue(item))),
    });

  return (
    <Box sx={{ minWidth: 0 }}>
      <DownloadBar note={note} onDownload={download} disabled={items.length === 0} />
      {items.length === 0 ? (
        empty
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 620, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label="Picks">
              <SortableTableHead columns={PICK_COLUMNS} sort={sort} onSort={sortBy} stickyFirst="plain" />
              <TableBody>
                {shown.map((item) => (
                  <PickRow key={pickKey(item)} item={item} definitions={definitions} onOpen={onOpen} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager {...pager} label="Picks per page" />
        </>
      )}
    </Box>
  );
}
