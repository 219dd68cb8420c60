import { DAY_MS } from '../../../engine/series/frequency.ts';
import { windowRange } from '../../../engine/series/window.ts';
import type { UniverseMember } from './universe.ts';

/*
 * How far before the half-way member's last bar a common day is looked for: wider than any market's holiday run, so
 * members of different exchanges still meet on some day.
 */
const LOOK_BACK_DAYS = 40;

/**
 * The newest day (epoch ms) on which at least half of the members have a bar, or undefined without members. This is
 * the day an analyst means by "the latest day" of a list: one file that runs years past the rest (a bundled sample)
 * or a few symbols fetched a day later must not pick a day most of the list never reached. When no day within the
 * look-back is shared by half of them, the half-way member's last bar is answered.
 */
export function newestCommonDay(members: readonly Pick<UniverseMember, 'bars'>[]): number | undefined {
  const withBars = members.filter((m) => m.bars.time.length > 0);
  if (withBars.length === 0) return undefined;
  const half = Math.ceil(withBars.length / 2);
  const lasts = withBars.map((m) => m.bars.time[m.bars.time.length - 1]).sort((a, b) => b - a);
  // No day after the half-way member's last bar can have half of the members trading on it.
  const bound = lasts[half - 1];
  const counts = new Map<number, number>();
  for (const m of withBars) {
    const range = windowRange(m.bars.time, bound - LOOK_BACK_DAYS * DAY_MS, bound);
    if (!range) continue;
    for (let i = range.from; i <= range.to; i++) counts.set(m.bars.time[i], (counts.get(m.bars.time[i]) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [time, count] of counts) if (count >= half && (best === undefined || time > best)) best = time;
  return best ?? bound;
}
