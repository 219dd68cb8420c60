import type { UniverseDayScan } from './scan-universe-day.ts';

/** Members from..to-1 of a universe. */
export interface UniverseSlice {
  from: number;
  to: number;
}

/**
 * A universe of `count` members cut into at most `parts` consecutive slices whose sizes differ by one at most: each
 * thread of a parallel scan takes one. Consecutive, so the slices' picks in slice order are the universe's.
 */
export function universeSlices(count: number, parts: number): UniverseSlice[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number >= 0, got ${count}`);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts must be a whole number >= 1, got ${parts}`);
  const n = Math.min(parts, count);
  const slices: UniverseSlice[] = [];
  for (let k = 0, from = 0; k < n; k++) {
    const to = from + Math.floor(count / n) + (k < count % n ? 1 : 0);
    slices.push({ from, to });
    from = to;
  }
  return slices;
}

/**
 * The scans of a universe's slices (universeSlices, in slice order) as the scan of the whole: scanUniverseDay lists
 * picks by symbol in universe order, and a symbol's picks depend on its own inputs only, so they are the slices' picks
 * one after the other.
 */
export function mergeDayScans(date: string, scans: readonly UniverseDayScan[]): UniverseDayScan {
  for (const scan of scans) {
    if (scan.asOfDate !== date) throw new RangeError(`a slice was scanned on ${scan.asOfDate}, not ${date}`);
  }
  return { asOfDate: date, picks: scans.flatMap((s) => s.picks) };
}
