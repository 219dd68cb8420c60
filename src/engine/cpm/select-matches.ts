import type { CpmMatch } from './types.ts';

/** Best first: the higher Corr, and between equal Corr the earlier window. */
export function byCorrDesc(a: CpmMatch, b: CpmMatch): number {
  return b.corr - a.corr || a.start - b.start;
}

/**
 * Greedy exclusion of overlapping matches: walking them in the order given (best first), a match is kept unless it
 * shares a bar with one already kept. Kept windows are disjoint, so marking their bars costs at most one pass over
 * the series however many matches are tested.
 */
export function keepDisjoint(ordered: readonly CpmMatch[]): CpmMatch[] {
  let last = -1;
  for (const m of ordered) last = Math.max(last, m.end);
  const taken = new Uint8Array(last + 1);
  const kept: CpmMatch[] = [];
  for (const m of ordered) {
    let free = true;
    for (let i = m.start; i <= m.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, m.start, m.end + 1);
    kept.push(m);
  }
  return kept;
}
