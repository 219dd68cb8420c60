import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { CsvCell } from './csv-file.ts';
import { downloadCsv } from './csv-file.ts';
import { NOT_AVAILABLE } from './format.ts';
import { PlainTableHead } from './row-header-table.tsx';

export interface PanelColumn<Row> {
  label: string;
  /** The raw value: written unrounded to the CSV, and through `format` (if any) in the table. */
  value: (row: Row) => CsvCell;
  format?: (row: Row) => string;
  numeric?: boolean;
}

export interface ChartTablePanelProps<Row> {
  title: string;
  /** A sentence under the title: what is shown and how it was computed. */
  description?: ReactNode;
  chart: ReactNode;
  columns: readonly PanelColumn<Row>[];
  rows: readonly Row[];
  /** Name of the downloaded file, e.g. "SPX-by-weekday.csv". */
  fileName: string;
  /** Controls shown beside the view switch (e.g. a metric picker). */
  actions?: ReactNode;
}

/** A titled chart with a switch to the same figures as a table, and a CSV download of them. */
export function ChartTablePanel<Row>({
  title,
  description,
  chart,
  columns,
  rows,
  fileName,
  actions,
}: ChartTablePanelProps<Row>) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const download = () =>
    downloadCsv(fileName, {
      header: columns.map((c) => c.label),
      rows: rows.map((row) => columns.map((c) => c.value(row))),
    });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {actions}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={`${title}: view`}
        >
          <ToggleButton value="chart">Chart</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={rows.length === 0}
          aria-label={`Download ${title} as CSV`}
        >
          CSV
        </Button>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      {view === 'chart' ? (
        chart
      ) : (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={`${title}: table`}>
            <PlainTableHead columns={columns} />
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell
                      key={c.label}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {c.format ? c.format(row) : String(c.value(row) ?? NOT_AVAILABLE)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
