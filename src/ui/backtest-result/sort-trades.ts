import type { Trade } from '../../contract/index.ts';

/** A trade with its number in time order, which stays with it whatever the table is sorted by. */
export interface NumberedTrade {
  number: number;
  trade: Trade;
}

export type TradeSortKey =
  | 'number'
  | 'entry_date'
  | 'exit_date'
  | 'entry_price'
  | 'exit_price'
  | 'return_pct'
  | 'bars_held'
  | 'exit_reason'
  | 'mae_pct'
  | 'mfe_pct'
  | 'pnl'
  | 'cum_pnl';

export type SortDirection = 'asc' | 'desc';

function sortValue(row: NumberedTrade, key: TradeSortKey): number | string {
  // A result stored before P&L existed has none: those sort first going up, like the smallest values.
  return key === 'number' ? row.number : (row.trade[key] ?? Number.NEGATIVE_INFINITY);
}

/** Sorted copy; ties keep time order, so equal returns do not shuffle between clicks. */
export function sortTrades(
  rows: readonly NumberedTrade[],
  key: TradeSortKey,
  direction: SortDirection,
): NumberedTrade[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    const order = va < vb ? -1 : va > vb ? 1 : 0;
    return order !== 0 ? sign * order : a.number - b.number;
  });
}

export function numberTrades(trades: readonly Trade[]): NumberedTrade[] {
  return trades.map((trade, i) => ({ number: i + 1, trade }));
}
