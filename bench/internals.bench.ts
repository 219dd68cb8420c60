import type { BenchLine } from './timing.ts';
import { time } from './timing.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { closeBars } from '../src/engine/internals/test-bars.ts';
import { marketInternals } from '../src/engine/internals/internals.ts';
import { seededRandom } from '../src/engine/testing/seeded-random.ts';

const DAY = 86_400_000;

export interface InternalsBenchSize {
  members: number;
  years: number;
}

/** Issue 30: every market internal of 500 members over 20 years of daily bars. */
export const INTERNALS_BENCH: InternalsBenchSize = { members: 500, years: 20 };

/** The weekdays of `years` years from Monday 2005-01-03. */
export function benchDates(years: number): number[] {
  const dates: number[] = [];
  const start = Date.UTC(2005, 0, 3);
  const end = Date.UTC(2005 + years, 0, 3);
  for (let t = start; t < end; t += DAY) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) dates.push(t);
  }
  return dates;
}

/**
 * A deterministic universe on one weekday calendar: a shared market walk plus each member's own, every tenth member
 * listed a year or more late and every seventh missing about one bar in a hundred, so the panel has real gaps to align.
 */
export function syntheticUniverse(size: InternalsBenchSize): Bars[] {
  const random = seededRandom(2030);
  const dates = benchDates(size.years);
  const market = new Float64Array(dates.length);
  let level = 0;
  for (let d = 0; d < dates.length; d++) market[d] = level += (random() - 0.5) * 0.025;
  return Array.from({ length: size.members }, (_, k) => {
    const first = k % 10 === 9 ? Math.min(dates.length - 1, 252 * (1 + (k % 3))) : 0;
    const time: number[] = [];
    const close: number[] = [];
    const volume: number[] = [];
    let own = Math.log(20 + (k % 50) * 4);
    for (let d = first; d < dates.length; d++) {
      own += (random() - 0.5) * 0.03;
      if (k % 7 === 3 && random() < 0.01) continue;
      time.push(dates[d]);
      close.push(Math.exp(market[d] + own));
      volume.push(Math.round(1e5 + random() * 1e6));
    }
    return closeBars(time, close, volume);
  });
}

export async function internalsBenches(size: InternalsBenchSize = INTERNALS_BENCH, runs = 5): Promise<BenchLine[]> {
  const members = syntheticUniverse(size);
  const bars = members.reduce((n, m) => n + m.time.length, 0);
  let dates = 0;
  const timing = await time(
    () => {
      dates = marketInternals(members).time.length;
    },
    runs,
    1,
  );
  return [
    {
      name: `market internals of ${size.members} members x ${size.years} years (panel and all series)`,
      ms: timing.medianMs,
      budgetMs: 2_000,
      note: `${dates.toLocaleString('en-US')} dates, ${bars.toLocaleString('en-US')} bars`,
    },
  ];
}
