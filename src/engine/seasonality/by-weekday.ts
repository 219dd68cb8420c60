import { dailyTable } from './daily-table.ts';
import { GroupStats } from './group-stats.ts';
import type { CloseSeries, ReturnStats, YearSpan } from './types.ts';
import { inSpan } from './types.ts';

export type Weekday = 1 | 2 | 3 | 4 | 5;

/**
 * Mean daily return and % positive per weekday, Monday (1) to Friday (5), over returns dated in the span. Always five
 * rows; a weekend session (crypto, some exchanges) belongs to no row.
 */
export function performanceByWeekday(bars: CloseSeries, span: YearSpan): Array<ReturnStats & { weekday: Weekday }> {
  const t = dailyTable(bars);
  const stats = new GroupStats(7);
  for (let i = 0; i < t.n; i++) {
    if (inSpan(t.year[i], span)) stats.add(t.weekday[i], t.r[i]);
  }
  const weekdays: Weekday[] = [1, 2, 3, 4, 5];
  return weekdays.map((weekday) => ({ weekday, ...stats.returnStats(weekday) }));
}
