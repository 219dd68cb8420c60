import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import { lowerBound } from '../series/lower-bound.ts';
import type { CloseSeries, ReturnStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';
import { requireInteger } from './validate.ts';

/** An anchor whose next session is further away than this sits in a gap of the data, not before a holiday. */
export const MAX_DAYS_TO_SESSION = 7;

/**
 * Mean daily return and % positive at each session offset around anchor dates (holidays, a given MM-DD each year).
 * Anchors are day numbers in any order, trading days or not. Day 0 is the first session on or after the anchor, so a
 * holiday on which the market is closed has the next session as its day 0; offsets count sessions from there.
 *
 * An anchor counts when its day 0 is dated in the span; an anchor with no session within MAX_DAYS_TO_SESSION days
 * on or after it is skipped, and so is an anchor whose day 0 another anchor already claimed (two closed days before
 * one session would otherwise count its returns twice). For a counted anchor each offset adds the return of that
 * session, unless the session is before or after the data or dated outside the span. Always 2 * shift + 1 rows,
 * offsets -shift..shift ascending.
 */
export function performanceAroundDates(
  bars: CloseSeries,
  span: YearSpan,
  anchorDays: readonly number[],
  shift: number,
): Array<ReturnStats & { offset: number }> {
  requireInteger('shift', shift, 0);
  const t = dailyTable(bars);
  const stats = new GroupStats(2 * shift + 1);
  const claimed = new Set<number>();
  for (const anchor of anchorDays) {
    const zero = lowerBound(t.days, anchor);
    if (zero >= t.n || t.days[zero] - anchor > MAX_DAYS_TO_SESSION) continue;
    if (!inSpan(t.year[zero], span) || claimed.has(zero)) continue;
    claimed.add(zero);
    const from = Math.max(0, zero - shift);
    const to = Math.min(t.n - 1, zero + shift);
    for (let i = from; i <= to; i++) {
      if (inSpan(t.year[i], span)) stats.add(i - zero + shift, t.r[i]);
    }
  }
  return Array.from({ length: 2 * shift + 1 }, (_, g) => ({ offset: g - shift, ...stats.returnStats(g) }));
}
