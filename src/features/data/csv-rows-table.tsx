import Typography from '@mui/material/Typography';
import type { PriceBars } from '../../contract/index.ts';
import { formatNumber, formatWhole } from '../../ui/table/format.ts';
import type { PlainColumn } from '../../ui/table/row-header-table.tsx';
import { RowHeaderTable } from '../../ui/table/row-header-table.tsx';

export const PREVIEW_ROWS = 20;

const VALUES = [
  ['Open', 'open'],
  ['High', 'high'],
  ['Low', 'low'],
  ['Close', 'close'],
  ['Volume', 'volume'],
] as const;

/** The first rows of a dropped file as the worker read them (sorted by date, numbers parsed). */
export function CsvRowsTable({ fileName, bars }: { fileName: string; bars: PriceBars }) {
  const count = Math.min(PREVIEW_ROWS, bars.dates.length);
  // A row is its index into the bars' columns.
  const date: PlainColumn<number> = { label: 'Date', cell: (i) => bars.dates[i] };
  const columns = VALUES.map(([label, key]): PlainColumn<number> => ({
    label,
    cell: (i) => formatNumber(bars[key][i]),
    numeric: true,
  }));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        The first {count} of {formatWhole(bars.dates.length)} rows, as they were read (sorted by date).
      </Typography>
      <RowHeaderTable
        ariaLabel={`First rows of ${fileName}`}
        rowHeader={date}
        columns={columns}
        rows={Array.from({ length: count }, (_, i) => i)}
        maxWidth={960}
      />
    </>
  );
}
