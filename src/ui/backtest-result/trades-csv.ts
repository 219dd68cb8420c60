import type { Trade } from '../../contract/index.ts';
import type { CsvTable } from '../table/csv-file.ts';
import { exitReasonLabel } from './trade-labels.ts';

const HEADER = [
  'Trade',
  'Entry Date',
  'Exit Date',
  'Entry Price',
  'Exit Price',
  'Return %',
  'P&L',
  'Cumulative P&L',
  'Bars Held',
  'Exit Reason',
  'Open',
  'MAE %',
  'MFE %',
];

/**
 * The trades as a CSV table: one row per trade in the given order (the table's, as shown), with the table's columns
 * (and whether the trade was still open), numbers unrounded (the table rounds for reading; a spreadsheet should get
 * the figures the service computed). Cumulative P&L is the running total in time order, as in the table, whatever
 * order or filter the rows are in. `numbers` are the trades' numbers when they are a filtered or sorted part of the
 * whole; by default 1, 2, 3...
 */
export function tradesToCsv(trades: readonly Trade[], numbers?: readonly number[]): CsvTable {
  return {
    header: HEADER,
    rows: trades.map((t, i) => [
      // A filtered list keeps each trade's own number (its place among all trades in time order).
      numbers?.[i] ?? i + 1,
      t.entry_date,
      t.exit_date,
      t.entry_price,
      t.exit_price,
      t.return_pct,
      // In the account's currency; a result stored before these existed has none (empty cells).
      t.pnl,
      t.cum_pnl,
      t.bars_held,
      exitReasonLabel(t),
      t.open ? 'yes' : 'no',
      t.mae_pct,
      t.mfe_pct,
    ]),
  };
}
