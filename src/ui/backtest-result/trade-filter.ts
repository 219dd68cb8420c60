import type { ExitReason } from '../../contract/index.ts';
import type { NumberedTrade } from './sort-trades.ts';

export interface TradeFilter {
  /** Winners returned above 0; losers 0 or less (docs/semantics.md: a flat trade counts with the losses). */
  outcome: 'all' | 'winners' | 'losers';
  reason: ExitReason | 'all';
  /** Entry dates from and to (YYYY-MM-DD, both included); empty is open-ended. */
  from: string;
  to: string;
}

export const NO_TRADE_FILTER: TradeFilter = { outcome: 'all', reason: 'all', from: '', to: '' };

export function isFiltering(f: TradeFilter): boolean {
  return f.outcome !== 'all' || f.reason !== 'all' || f.from !== '' || f.to !== '';
}

/** The trades the filter keeps, in the order given; their numbers stay theirs. */
export function filterTrades(rows: readonly NumberedTrade[], f: TradeFilter): NumberedTrade[] {
  return rows.filter(({ trade }) => {
    if (f.outcome === 'winners' && !(trade.return_pct > 0)) return false;
    if (f.outcome === 'losers' && trade.return_pct > 0) return false;
    if (f.reason !== 'all' && trade.exit_reason !== f.reason) return false;
    const day = trade.entry_date.slice(0, 10);
    if (f.from && day < f.from) return false;
    return !(f.to && day > f.to);
  });
}
