import type { ScannerCategory } from '../../../engine/scanner/types.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { UniverseMember } from './universe.ts';

/** What the search needs of a member: its bars' times and its scanner. */
export type PickSource = Pick<UniverseMember, 'bars' | 'scanner'>;

/**
 * The latest day on which any member has a pick of the list, or undefined when none ever has. A day many files end
 * on can have no pick at all (the bundled universe's last day is one symbol's), and an analyst opening the scanner
 * wants to see picks. Each member is walked back from its last bar only while its days are later than the best day
 * found so far, so the usual case (picks within the last few days) reads a handful of bars per member. `notAfter`
 * (epoch ms) bounds the search: the scanner's latest day is the one most members reach (newestCommonDay).
 */
export function latestDayWithPicks(
  members: readonly PickSource[],
  category: ScannerCategory,
  notAfter = Infinity,
): string | undefined {
  const byLastBar = [...members].sort((a, b) => lastTime(b) - lastTime(a));
  let best = -Infinity;
  for (const m of byLastBar) {
    const time = m.bars.time;
    let i = time.length - 1;
    while (i >= 0 && time[i] > notAfter) i--;
    for (; i >= 0 && time[i] > best; i--) {
      if (m.scanner().picksAt(i, category).length > 0) {
        best = time[i];
        break;
      }
    }
  }
  return best === -Infinity ? undefined : isoDay(best);
}

function lastTime(m: PickSource): number {
  return m.bars.time.length ? m.bars.time[m.bars.time.length - 1] : -Infinity;
}
