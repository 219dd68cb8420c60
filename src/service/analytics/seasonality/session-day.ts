import { isNyseHoliday } from '../../../engine/calendar/index.ts';
import { civilFromDays, daysFromCivil, weekdayOfDays } from '../../../engine/series/civil.ts';

/**
 * Today's trading day of the year on the NYSE calendar (1 = the year's first session), the default entry day of the
 * one-dollar curve. A weekend or holiday counts as the session before it; before the year's first session it is 1.
 * Capped at 252, the spec's range.
 */
export function tradingDayOfYear(todayDay: number): number {
  const { year } = civilFromDays(todayDay);
  let sessions = 0;
  for (let day = daysFromCivil(year, 1, 1); day <= todayDay; day++) {
    const weekday = weekdayOfDays(day);
    if (weekday !== 0 && weekday !== 6 && !isNyseHoliday(day)) sessions++;
  }
  return Math.min(252, Math.max(1, sessions));
}
