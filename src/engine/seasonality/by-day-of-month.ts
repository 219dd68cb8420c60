import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import type { CloseSeries, RangeStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';

/**
 * Daily returns dated in the span grouped by calendar date (month, day), e.g. every 3 January. Rows only for dates
 * with at least one return, ordered by month then day.
 */
export function performanceByDayOfMonth(
  bars: CloseSeries,
  span: YearSpan,
): Array<RangeStats & { month: number; day: number }> {
  const t = dailyTable(bars);
  const stats = new GroupStats(12 * 31);
  for (let i = 0; i < t.n; i++) {
    if (inSpan(t.year[i], span)) stats.add((t.month[i] - 1) * 31 + t.day[i] - 1, t.r[i]);
  }
  const rows: Array<RangeStats & { month: number; day: number }> = [];
  for (let g = 0; g < 12 * 31; g++) {
    if (stats.countOf(g) > 0) rows.push({ month: Math.floor(g / 31) + 1, day: (g % 31) + 1, ...stats.rangeStats(g) });
  }
  return rows;
}
