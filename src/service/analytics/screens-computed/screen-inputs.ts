import type { Universe } from '../../../contract/universes.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import type { StoredSeriesHead } from '../../data/market-source-port.ts';
import type { StoredFundamentals } from '../../data/snapshot-port.ts';
import type { MarketData } from '../../ports.ts';

/**
 * What the computed screens read: the connection's market data and, where the host has them, its universes, the
 * heads of its fetched series (to find the COT contracts) and its fetched fundamentals. Each is read through its
 * port's interface only, so tests hand in memory fakes.
 */
export interface ScreenInputs {
  marketData: MarketData;
  universes?: { get(name: string): Promise<Universe | undefined>; list(): Promise<{ name: string }[]> };
  store?: { list(): Promise<StoredSeriesHead[]> };
  snapshots?: { allFundamentals(): Promise<StoredFundamentals[]> };
}

/** A universe member with its stored prices. */
export interface PricedMember {
  symbol: string;
  bars: Bars;
}

/** The members of `universe` that have prices on this connection, in the universe's order. */
export async function pricedMembers(marketData: MarketData, symbols: readonly string[]): Promise<PricedMember[]> {
  const bars = await Promise.all(symbols.map((s) => marketData.bars(s).catch(() => undefined)));
  return symbols.flatMap((symbol, i) => {
    const b = bars[i];
    return b && b.time.length > 0 ? [{ symbol, bars: b }] : [];
  });
}

/**
 * The newest date on which at least half of the members have a bar (epoch ms), or undefined without members. Once a
 * universe is refreshed that is its newest day, and a member whose data stops early (a failed refresh, an old sample)
 * neither holds the day back nor empties the screen: it just has no bar that day and does not count.
 */
export function newestSharedTime(members: readonly PricedMember[]): number | undefined {
  const counts = new Map<number, number>();
  for (const m of members) for (const t of m.bars.time) counts.set(t, (counts.get(t) ?? 0) + 1);
  const times = [...counts.keys()].sort((a, b) => b - a);
  return times.find((t) => 2 * counts.get(t)! >= members.length);
}

/** The index of `time` in ascending `times`, or -1. */
export function indexOfTime(times: Float64Array, time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = times[mid];
    if (t === time) return mid;
    if (t < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Rounded to 2 decimals, as the published screens show figures; null for a missing or non-finite value. */
export function figure(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}
