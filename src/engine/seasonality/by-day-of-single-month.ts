import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import type { CloseSeries, ReturnStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';
import { requireInteger } from './validate.ts';

export type SingleMonthCategory = 'calendar_day' | 'trading_day';

/** A month has at most 23 sessions; 31 leaves room for data with weekend sessions. */
const MAX_DAY = 31;

/**
 * Daily returns of one calendar month (1..12) across the years of the span, grouped by calendar day ('calendar_day',
 * day = 1..31) or by the session's number within the month ('trading_day', day = 1 for the month's first session).
 * For 'trading_day' a month whose first session in the data is after its 7th is left out, as its numbering is
 * unknown (see FIRST_SESSION_WITHIN). Rows only for days with at least one return, ascending.
 */
export function performanceByDayOfSingleMonth(
  bars: CloseSeries,
  span: YearSpan,
  month: number,
  category: SingleMonthCategory,
): Array<ReturnStats & { day: number }> {
  requireInteger('month', month, 1, 12);
  const t = dailyTable(bars);
  const byDay = t[category === 'calendar_day' ? 'day' : 'sessionOfMonth'];
  const stats = new GroupStats(MAX_DAY);
  for (let i = 0; i < t.n; i++) {
    const d = byDay[i];
    if (t.month[i] === month && d > 0 && d <= MAX_DAY && inSpan(t.year[i], span)) stats.add(d - 1, t.r[i]);
  }
  const rows: Array<ReturnStats & { day: number }> = [];
  for (let g = 0; g < MAX_DAY; g++) {
    if (stats.countOf(g) > 0) rows.push({ day: g + 1, ...stats.returnStats(g) });
  }
  return rows;
}
