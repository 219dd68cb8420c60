import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import type { Bars } from '../../series/bars.ts';
import { isoDay } from '../../series/bars.ts';
import { alignToBars } from '../../series/align.ts';
import { barsFromRows } from '../../series/from-rows.ts';
import { mergeDayScans, universeSlices } from './day-scan-slices.ts';
import type { UniverseMember } from './scan-universe-day.ts';
import { scanUniverseDay } from './scan-universe-day.ts';

const sample = (name: string): Bars =>
  barsFromRows(
    parsePriceCsv(readFileSync(new URL(`../../../../public/samples/${name}.csv`, import.meta.url), 'utf8')).rows,
  );

describe('universeSlices', () => {
  it('cuts 10 members into 3 consecutive slices of 4, 3 and 3', () => {
    expect(universeSlices(10, 3)).toEqual([
      { from: 0, to: 4 },
      { from: 4, to: 7 },
      { from: 7, to: 10 },
    ]);
  });

  it('makes no empty slice: 2 members over 4 threads is two slices of one, 0 members none', () => {
    expect(universeSlices(2, 4)).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
    ]);
    expect(universeSlices(0, 4)).toEqual([]);
  });

  it('refuses a part count that is not a whole number >= 1', () => {
    expect(() => universeSlices(5, 0)).toThrow(/parts/);
    expect(() => universeSlices(5, 1.5)).toThrow(/parts/);
  });
});

describe('mergeDayScans', () => {
  const spx = sample('SPX');
  const benchmark = (bars: Bars) => alignToBars(bars.time, { time: spx.time, value: spx.close });
  const universe: UniverseMember[] = ['SPX', 'MSFT', 'AAPL', 'INTC', 'IBM'].map((symbol) => {
    const bars = sample(symbol);
    return { symbol, inputs: { bars, benchmarkClose: benchmark(bars) } };
  });
  const days = Array.from(spx.time, isoDay).filter((d) => d >= '2018-04-01' && d <= '2018-04-30');

  it("the slices' scans merged are the whole universe's scan, on every day of April 2018", () => {
    let picks = 0;
    for (const date of days) {
      for (const category of ['SwingAI', 'MidTermAI'] as const) {
        const whole = scanUniverseDay(universe, date, category);
        const sliced = universeSlices(universe.length, 3).map(({ from, to }) =>
          scanUniverseDay(universe.slice(from, to), date, category),
        );
        expect(mergeDayScans(date, sliced)).toEqual(whole);
        picks += whole.picks.length;
      }
    }
    // Not an empty comparison.
    expect(picks).toBeGreaterThan(10);
  });

  it('refuses a slice scanned on another day', () => {
    expect(() => mergeDayScans('2018-04-02', [{ asOfDate: '2018-04-03', picks: [] }])).toThrow(/2018-04-03/);
  });
});
