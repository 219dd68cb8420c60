import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../src/csv/parse-price-csv.ts';
import type { UniverseMember } from '../src/engine/scanner/picks/index.ts';
import { scanUniverseDay } from '../src/engine/scanner/picks/index.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { isoDay } from '../src/engine/series/bars.ts';
import { alignToBars } from '../src/engine/series/align.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { DayScanPool } from './day-scan-pool.ts';

/* The parallel latest-day scan against the one-thread scan of the same universe: the same picks, in the same order. */

const sample = (name: string): Bars =>
  barsFromRows(parsePriceCsv(readFileSync(new URL(`../public/samples/${name}.csv`, import.meta.url), 'utf8')).rows);

const spx = sample('SPX');
const universe: UniverseMember[] = ['SPX', 'MSFT', 'AAPL', 'INTC', 'IBM', 'AMZN', 'GOOG'].map((symbol) => {
  const bars = sample(symbol);
  return { symbol, inputs: { bars, benchmarkClose: alignToBars(bars.time, { time: spx.time, value: spx.close }) } };
});

const pool = new DayScanPool(3);
afterAll(() => pool.close());

describe('DayScanPool', () => {
  it("gives the one-thread scan's picks, over three threads, on days of 2018 and both lists", async () => {
    const days = Array.from(spx.time, isoDay).filter((d) => d >= '2018-04-02' && d <= '2018-04-13');
    let picks = 0;
    for (const date of days) {
      for (const category of ['SwingAI', 'MidTermAI'] as const) {
        const alone = scanUniverseDay(universe, date, category);
        expect(await pool.scan(universe, date, category)).toEqual(alone);
        picks += alone.picks.length;
      }
    }
    // Not an empty comparison.
    expect(picks).toBeGreaterThan(5);
  }, 60_000);

  it('answers a universe smaller than the pool, and an empty one', async () => {
    const two = universe.slice(0, 2);
    expect(await pool.scan(two, '2018-04-02', 'SwingAI')).toEqual(scanUniverseDay(two, '2018-04-02', 'SwingAI'));
    expect(await pool.scan([], '2018-04-02', 'SwingAI')).toEqual({ asOfDate: '2018-04-02', picks: [] });
  }, 60_000);

  it('answers scans of two universes asked at once, each its own', async () => {
    const first = universe.slice(0, 4);
    const second = universe.slice(3);
    const [a, b] = await Promise.all([
      pool.scan(first, '2018-04-03', 'SwingAI'),
      pool.scan(second, '2018-04-03', 'SwingAI'),
    ]);
    expect(a).toEqual(scanUniverseDay(first, '2018-04-03', 'SwingAI'));
    expect(b).toEqual(scanUniverseDay(second, '2018-04-03', 'SwingAI'));
  }, 60_000);

  it("rejects with the engine's words a date that is not one", async () => {
    await expect(pool.scan(universe, '2018-02-30', 'SwingAI')).rejects.toThrow(/date must be a calendar date/);
  }, 60_000);
});
