import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SweepCell, SweepMetric } from '../../contract/index.ts';
import { hasEnoughTrades, metricLabel, SWEEP_METRICS } from '../../contract/index.ts';
import { formatMetric, metricOf } from './sweep-grid.ts';

/** The footer of a symbol sweep: trades added up, every other figure averaged over the symbols that ran. */
export function symbolTotals(cells: readonly SweepCell[]): Record<SweepMetric, number | null> {
  const out = {} as Record<SweepMetric, number | null>;
  for (const metric of SWEEP_METRICS) {
    const list = cells.map((c) => metricOf(c, metric)).filter((v): v is number => v !== null);
    out[metric] =
      list.length === 0
        ? null
        : metric === 'Total Trades'
          ? list.reduce((a, b) => a + b, 0)
          : list.reduce((a, b) => a + b, 0) / list.length;
  }
  return out;
}

/** "One strategy on many symbols": a row per symbol with all its figures, and the totals and averages below. */
export function SweepSymbolTable({
  cells,
  metric,
  minTrades,
  onOpen,
}: {
  cells: readonly SweepCell[];
  metric: SweepMetric;
  /** Rows with fewer trades are marked: too few to rank. */
  minTrades: number;
  onOpen: (cell: SweepCell) => void;
}) {
  const totals = symbolTotals(cells);
  const ran = cells.filter((c) => c.error === undefined).length;
  return (
    <Box role="region" aria-label="Figures by symbol, scrollable" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px' }}>
          The strategy on {cells.length} symbol{cells.length === 1 ? '' : 's'} (bold: {metricLabel[metric]})
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            {SWEEP_METRICS.map((m) => (
              <TableCell key={m} align="right" sx={{ fontWeight: m === metric ? 700 : undefined }}>
                {metricLabel[m]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cells.map((cell) => {
            const symbol = String(cell.values[0]);
            return (
              <TableRow key={symbol} hover>
                <TableCell component="th" scope="row">
                  <Button
                    size="small"
                    onClick={() => onOpen(cell)}
                    aria-label={`${symbol}: open in the builder`}
                    sx={{ minWidth: 0 }}
                  >
                    {symbol}
                  </Button>
                  {cell.error === undefined && !hasEnoughTrades(cell, minTrades) && (
                    <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'warning.main' }}>
                      fewer than {minTrades} trades
                    </Box>
                  )}
                </TableCell>
                {cell.error !== undefined ? (
                  <TableCell colSpan={SWEEP_METRICS.length} sx={{ color: 'error.main' }}>
                    Could not run: {cell.error}
                  </TableCell>
                ) : (
                  SWEEP_METRICS.map((m) => (
                    <TableCell
                      key={m}
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: m === metric ? 700 : undefined }}
                    >
                      {formatMetric(m, cell[m])}
                    </TableCell>
                  ))
                )}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Total trades, average of the rest ({ran} ran)
            </TableCell>
            {SWEEP_METRICS.map((m) => (
              <TableCell
                key={m}
                align="right"
                sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.primary', fontWeight: 600 }}
              >
                {formatMetric(m, totals[m])}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
