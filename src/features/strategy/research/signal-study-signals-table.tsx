import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import type { SignalStudyResponse, StudySignal } from '../../../contract/index.ts';
import { downloadCsv } from '../../../ui/table/csv-file.ts';
import { DownloadBar } from '../../../ui/table/download-bar.tsx';
import { formatFixed, formatSignedPercent, toneOf } from '../../../ui/table/format.ts';
import type { ColumnSort } from '../../../ui/table/sort-rows.ts';
import { nextColumnSort } from '../../../ui/table/sort-rows.ts';
import { SortableTableHead } from '../../../ui/table/sortable-table-head.tsx';
import { BODY_CELL, stickyFirstCell } from '../../../ui/table/table-cells.ts';
import { TablePager } from '../../../ui/table/table-pager.tsx';
import { usePagedRows } from '../../../ui/table/use-paged-rows.ts';
import { horizonLabel, toneColour } from './signal-study-format.ts';

interface Column {
  label: string;
  /** The CSV header, where it says more than the label (units). */
  csv: string;
  numeric: boolean;
  value: (s: StudySignal) => number | string | null;
  percent?: boolean;
}

function columnsOf(horizons: readonly number[]): Column[] {
  return [
    { label: 'Date', csv: 'date', numeric: false, value: (s) => s.date },
    { label: 'Close', csv: 'close', numeric: true, value: (s) => s.close },
    ...horizons.map((h): Column => ({
      label: `After ${horizonLabel(h)}`,
      csv: `return_${h}_bars_pct`,
      numeric: true,
      value: (s) => s.returns[String(h)] ?? null,
      percent: true,
    })),
    { label: 'Max gain', csv: 'max_gain_pct', numeric: true, value: (s) => s.max_gain_pct, percent: true },
    { label: 'Max loss', csv: 'max_loss_pct', numeric: true, value: (s) => s.max_loss_pct, percent: true },
  ];
}

/** A stable sort by one column, signals without a value (past the data) last whichever the direction. */
function sortSignals(rows: readonly StudySignal[], column: Column, sort: ColumnSort): StudySignal[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: column.value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
      return order !== 0 ? sign * order : a.index - b.index;
    })
    .map((k) => k.row);
}

function Cell({ column, signal }: { column: Column; signal: StudySignal }) {
  const v = column.value(signal);
  if (!column.percent) {
    return <>{typeof v === 'number' ? formatFixed(v, 2) : v}</>;
  }
  if (v === null || typeof v === 'string') return <>–</>;
  return (
    <Box component="span" sx={{ color: toneColour[toneOf(v)] }}>
      {formatSignedPercent(v)}
    </Box>
  );
}

export interface SignalStudySignalsTableProps {
  study: SignalStudyResponse;
  /** Of the download, e.g. "SPX-signal-study.csv". */
  fileName: string;
}

/**
 * Every signal with its returns and excursions: sorted by a click on a heading, paged, and downloadable as CSV in the
 * order shown.
 */
export function SignalStudySignalsTable({ study, fileName }: SignalStudySignalsTableProps) {
  const horizons = useMemo(() => study.summary.map((r) => r.horizon), [study]);
  const columns = useMemo(() => columnsOf(horizons), [horizons]);
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const sorted = useMemo(
    () => (sort ? sortSignals(study.signals, columns[sort.column], sort) : study.signals),
    [study, columns, sort],
  );
  const { shown, start, toFirstPage, pager } = usePagedRows(sorted);

  // Every signal, in the order shown.
  const download = () =>
    downloadCsv(fileName, {
      header: columns.map((c) => c.csv),
      rows: sorted.map((s) => columns.map((c) => c.value(s))),
    });

  return (
    <Box sx={{ minWidth: 0 }}>
      <DownloadBar
        note="Each bar where the entry fired. A dash: the data ends before that many bars."
        onDownload={download}
        disabled={study.signals.length === 0}
        text="CSV"
        name="Download the signals as CSV"
      />
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="Signals">
          <SortableTableHead
            columns={columns.map((c, i) => ({
              label: c.label,
              numeric: c.numeric,
              firstDirection: i === 0 ? 'asc' : 'desc',
            }))}
            sort={sort}
            stickyFirst="divided"
            onSort={(column) => {
              setSort((s) => nextColumnSort(s, column, column === 0 ? 'asc' : 'desc'));
              toFirstPage();
            }}
          />
          <TableBody>
            {shown.map((signal, r) => (
              <TableRow key={start + r} hover>
                {columns.map((c, i) => (
                  <TableCell
                    key={c.label}
                    align={c.numeric ? 'right' : 'left'}
                    sx={[BODY_CELL, i === 0 && stickyFirstCell('body', 'divided')]}
                  >
                    <Cell column={c} signal={signal} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager {...pager} label="Signals per page" />
    </Box>
  );
}
