import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import type { CloseSeries, RangeStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';

/** A trading year has about 252 sessions; the few after that exist only in some years and would be thin rows. */
export const MAX_SESSION_OF_YEAR = 252;

/**
 * Daily returns dated in the span grouped by the session's number within its calendar year (1 = the year's first
 * session). Sessions after the 252nd are dropped, and so is every session of a year whose numbering is unknown (its
 * first session in the data is after 7 January: see FIRST_SESSION_WITHIN). Session 1's return is from the previous
 * year's last close, when the data has it. Rows only for session numbers with at least one return, ascending.
 */
export function performanceByDayOfYear(bars: CloseSeries, span: YearSpan): Array<RangeStats & { day: number }> {
  const t = dailyTable(bars);
  const stats = new GroupStats(MAX_SESSION_OF_YEAR);
  for (let i = 0; i < t.n; i++) {
    const s = t.sessionOfYear[i];
    if (s > 0 && s <= MAX_SESSION_OF_YEAR && inSpan(t.year[i], span)) stats.add(s - 1, t.r[i]);
  }
  const rows: Array<RangeStats & { day: number }> = [];
  for (let g = 0; g < MAX_SESSION_OF_YEAR; g++) {
    if (stats.countOf(g) > 0) rows.push({ day: g + 1, ...stats.rangeStats(g) });
  }
  return rows;
}
