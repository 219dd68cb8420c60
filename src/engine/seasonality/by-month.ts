import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import type { CloseSeries, ReturnStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';

/**
 * Mean monthly return and % positive per calendar month (1..12) across the years of the span; always twelve rows.
 *
 * A month's return is its last close over the previous calendar month's last close, minus 1. It is counted only when
 * the data shows both ends: some session after the month (so its last session is really its last; the data's final
 * month never counts, even when it ends on the month's last trading day, since that cannot be told apart from a feed
 * that stops mid-month) and at least one session in the previous calendar month (so the data's first month, and a
 * month after a gap of a whole month or more, have no return). A month is dated by its own year, so January of the
 * first year uses the December close before the span.
 */
export function performanceByMonth(bars: CloseSeries, span: YearSpan): Array<ReturnStats & { month: number }> {
  const t = dailyTable(bars);
  const { close } = bars;
  const stats = new GroupStats(12);
  let prevKey = NaN;
  let prevClose = NaN;
  for (let i = 1; i < t.n; i++) {
    const key = t.year[i - 1] * 12 + t.month[i - 1] - 1;
    if (key === t.year[i] * 12 + t.month[i] - 1) continue;
    // Bar i - 1 is the last session of its month, and bar i proves the month is over.
    if (prevKey === key - 1 && inSpan(t.year[i - 1], span)) {
      const ret = (close[i - 1] / prevClose - 1) * 100;
      stats.add(t.month[i - 1] - 1, Number.isFinite(ret) ? ret : NaN);
    }
    prevKey = key;
    prevClose = close[i - 1];
  }
  return Array.from({ length: 12 }, (_, g) => ({ month: g + 1, ...stats.returnStats(g) }));
}
