import type { StoredBar, StoredValue } from '../../../contract/market-data.ts';
import type { FetchedSeries, StoredSeries } from '../market-source-port.ts';

/** Bars fetched again at the end of what is stored, to tell a revision or a split from new bars. */
export const OVERLAP_BARS = 5;

/** Two numbers agree when they differ by at most this fraction of the larger (a source's rounding, not a revision). */
export const RELATIVE_TOLERANCE = 1e-6;

const PRICE_FIELDS = ['Open', 'High', 'Low', 'Close', 'Volume', 'AdjClose'] as const;

function agree(a: number, b: number): boolean {
  return Object.is(a, b) || Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

function sameBar(a: StoredBar, b: StoredBar): boolean {
  return a.Date === b.Date && PRICE_FIELDS.every((field) => agree(a[field], b[field]));
}

function sameValue(a: StoredValue, b: StoredValue): boolean {
  return a.Date === b.Date && agree(a.Value, b.Value);
}

/** The date a refresh fetches from: that of the OVERLAP_BARS-th last stored bar (the first when fewer are stored). */
export function overlapStart(stored: StoredSeries): string {
  return stored.rows[Math.max(0, stored.rows.length - OVERLAP_BARS)].Date;
}

/**
 * Whether what was fetched from `overlapStart` agrees with what is stored on the overlap: the same dates, and every
 * number within RELATIVE_TOLERANCE. A missing or extra bar in the overlap is a disagreement.
 */
export function overlapAgrees(stored: StoredSeries, fetched: FetchedSeries): boolean {
  const start = Math.max(0, stored.rows.length - OVERLAP_BARS);
  const first = stored.rows[start].Date;
  const last = stored.rows[stored.rows.length - 1].Date;
  const inOverlap = (row: { Date: string }) => row.Date >= first && row.Date <= last;
  if (stored.kind === 'prices' && fetched.kind === 'prices') {
    const theirs = fetched.rows.filter(inOverlap);
    const ours = stored.rows.slice(start);
    return theirs.length === ours.length && ours.every((row, i) => sameBar(row, theirs[i]));
  }
  if (stored.kind === 'indicator' && fetched.kind === 'indicator') {
    const theirs = fetched.rows.filter(inOverlap);
    const ours = stored.rows.slice(start);
    return theirs.length === ours.length && ours.every((row, i) => sameValue(row, theirs[i]));
  }
  return false;
}

/** Two lists of dated events as one, one event a date (the later list's where both have it), by date. */
export function mergeEvents<T extends { date: string }>(older: readonly T[], newer: readonly T[]): T[] {
  const byDate = new Map<string, T>();
  for (const event of [...older, ...newer]) byDate.set(event.date, event);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The first date that is not after the one before it (a source's answer must be ascending, a date once). */
export function firstUnorderedDate(rows: readonly { Date: string }[]): string | undefined {
  for (let i = 1; i < rows.length; i++) if (rows[i].Date <= rows[i - 1].Date) return rows[i].Date;
  return undefined;
}
