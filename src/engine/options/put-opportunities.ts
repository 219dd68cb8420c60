/*
 * The option scanner's list: the short-put opportunities of one snapshot date (spec analytics-service.md 4.6).
 */
import { putOpportunity } from './put-opportunity.ts';
import type { OptionQuote, PutOpportunity } from './types.ts';

/** One snapshot's short-put opportunities: the `data` of the option scanner's response, in engine naming. */
export interface PutOpportunityList {
  /** The snapshot date listed (YYYY-MM-DD): the one asked for, else the latest in the quotes; null with no quotes. */
  asOfDate: string | null;
  /** The underlyings of `opportunities`, sorted and unique. */
  tickers: string[];
  /** Best first: by ev_score descending, then ticker, expiration and strike ascending (a stable, total order). */
  opportunities: PutOpportunity[];
}

function byScore(a: PutOpportunity, b: PutOpportunity): number {
  if (a.ev_score !== b.ev_score) return b.ev_score - a.ev_score;
  if (a.ticker !== b.ticker) return a.ticker < b.ticker ? -1 : 1;
  if (a.expirDate !== b.expirDate) return a.expirDate < b.expirDate ? -1 : 1;
  return a.strike - b.strike;
}

/**
 * The short-put opportunities of the quotes whose snapshot date is `date` (YYYY-MM-DD; by default the latest date
 * in the quotes, so a file holding several snapshots lists its newest). Calls and the rows `putOpportunity` skips
 * (expired, no price, no IV) are left out. A date with no quotes gives an empty list under that date.
 */
export function putOpportunities(quotes: readonly OptionQuote[], date?: string): PutOpportunityList {
  let asOfDate = date ?? null;
  if (asOfDate === null) {
    // YYYY-MM-DD strings order as their dates do
    for (const q of quotes) if (asOfDate === null || q.date > asOfDate) asOfDate = q.date;
  }
  const opportunities: PutOpportunity[] = [];
  for (const q of quotes) {
    if (q.date !== asOfDate) continue;
    const o = putOpportunity(q);
    if (o) opportunities.push(o);
  }
  opportunities.sort(byScore);
  const tickers = [...new Set(opportunities.map((o) => o.ticker))].sort();
  return { asOfDate, tickers, opportunities };
}
