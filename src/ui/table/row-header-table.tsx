import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BODY_CELL } from './table-cells.ts';

export interface PlainColumn<Row> {
  label: string;
  /** The cell as shown. */
  cell: (row: Row) => string;
  numeric?: boolean;
}

export interface RowHeaderTableProps<Row> {
  /** The table's accessible name. */
  ariaLabel: string;
  /** The first column, whose cells name their rows (row headers). */
  rowHeader: PlainColumn<Row>;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  /** The widest the table grows, in pixels. */
  maxWidth: number;
  /**
   * A table wider than a phone: its container is a named region a keyboard can focus and scroll sideways (without,
   * what overflows is out of a keyboard user's reach).
   */
  scrollable?: boolean;
}

/** A header row of plain labels (nothing to click), numbers' headers at the right like their cells. */
export function PlainTableHead({ columns }: { columns: readonly { label: string; numeric?: boolean }[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A small table as read, neither sorted nor paged (e.g. a file's first rows), each row named by its first cell. */
export function RowHeaderTable<Row>({
  ariaLabel,
  rowHeader,
  columns,
  rows,
  maxWidth,
  scrollable,
}: RowHeaderTableProps<Row>) {
  const region = scrollable ? { role: 'region', 'aria-label': `${ariaLabel}, scrollable`, tabIndex: 0 } : {};
  return (
    <TableContainer sx={{ maxWidth }} {...region}>
      <Table size="small" aria-label={ariaLabel}>
        <PlainTableHead columns={[rowHeader, ...columns]} />
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              <TableCell
                component="th"
                scope="row"
                align={rowHeader.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {rowHeader.cell(row)}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={BODY_CELL}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
