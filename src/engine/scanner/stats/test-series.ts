import { makeBars } from '../../backtest/test-fixtures.ts';
import type { Bars } from '../../series/bars.ts';
import { seededRandom } from '../../testing/seeded-random.ts';

/**
 * Test-only: n daily bars of a seeded random walk with overnight gaps and intraday ranges of a few percent, so that
 * targets, stops, gaps and time exits all happen.
 */
export function randomBars(n: number, seed: number): Bars {
  const next = seededRandom(seed);
  const rows: [number, number, number, number][] = [];
  let close = 100;
  for (let i = 0; i < n; i++) {
    const open = close * (1 + (next() - 0.5) * 0.03);
    close = open * (1 + (next() - 0.5) * 0.04);
    const high = Math.max(open, close) * (1 + next() * 0.02);
    const low = Math.min(open, close) * (1 - next() * 0.02);
    rows.push([open, high, low, close]);
  }
  return makeBars(
    rows,
    rows.map((_, i) => Date.UTC(2000, 0, 3) + i * 86_400_000),
  );
}

/** Test-only: a signal firing on about one bar in `every`. */
export function randomFires(n: number, seed: number, every: number): Uint8Array {
  const next = seededRandom(seed);
  const fires = new Uint8Array(n);
  for (let i = 0; i < n; i++) fires[i] = next() < 1 / every ? 1 : 0;
  return fires;
}
