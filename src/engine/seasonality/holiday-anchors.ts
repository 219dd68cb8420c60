import { holidayDays } from '../calendar/index.ts';
import type { HolidayName } from '../calendar/index.ts';
import { daysFromCivil } from '../series/civil.ts';

/**
 * The anchor dates of a holiday in one year for the studies around a holiday, as day numbers. Day 0 of a study is the
 * first session on or after an anchor, so each closure anchors on its observed day, except New Year's Day: it
 * anchors on 1 January itself, making day 0 the first session of the year in every year. The NYSE closes for no New
 * Year's Day when 1 January is a Saturday (it stays open on Friday 31 December), so anchoring on the closure would
 * silently drop those years (2011, 2022, ...); on a Sunday the closure is Monday the 2nd and the first session is the
 * 3rd either way.
 */
export function holidayAnchorDays(name: HolidayName, year: number): number[] {
  if (name === "New Year's Day") return [daysFromCivil(year, 1, 1)];
  return holidayDays(name, year);
}
