import type { ScreenRecordOf } from '../../../contract/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { OptixMember } from './optix-screens.ts';
import { figure } from './screen-inputs.ts';

export type SeasonalityRecord = ScreenRecordOf<'A'> & { years: number; computed_from: string };

/** Each month's last close, keyed YYYY-MM, in order. */
function monthEnds(bars: Bars): Map<string, number> {
  const ends = new Map<string, number>();
  for (let i = 0; i < bars.time.length; i++) ends.set(isoDay(bars.time[i]).slice(0, 7), bars.close[i]);
  return ends;
}

const previousMonth = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The average return, in percent, of the calendar month of a member's newest bar over the earlier years that have it
 * whole: each year's month-end close over the previous month-end close, minus one. Null without such a year.
 */
export function averageMonthReturn(bars: Bars): { average: number | null; years: number } {
  const ends = monthEnds(bars);
  const newest = isoDay(bars.time[bars.time.length - 1]).slice(0, 7);
  const month = newest.slice(5);
  const returns: number[] = [];
  for (const [ym, close] of ends) {
    if (ym === newest || ym.slice(5) !== month) continue;
    const before = ends.get(previousMonth(ym));
    if (before !== undefined && before > 0) returns.push((close / before - 1) * 100);
  }
  const average = returns.length > 0 ? returns.reduce((a, b) => a + b, 0) / returns.length : null;
  return { average, years: returns.length };
}

/** Each member's newest Optix value beside the average return of the current month in past years. */
export function monthSeasonality(members: readonly OptixMember[], group: string): SeasonalityRecord[] {
  return members.map((m) => {
    const at = m.optix.time.length - 1;
    const { average, years } = averageMonthReturn(m.bars);
    return {
      symbol: m.symbol,
      name: m.symbol,
      group,
      last_value: figure(m.optix.value[at]),
      last_update: isoDay(m.optix.time[at]),
      AvgReturn: figure(average),
      years,
      computed_from: `the loaded Optix series of ${group} symbols and their past years of prices`,
    };
  });
}
