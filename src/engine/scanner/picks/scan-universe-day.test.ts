/**
 * End to end on real bars (public/samples): SPX 2000-2020, MSFT 1990-2022 with SPX as its benchmark, AAPL
 * 2013-2018, INTC 1995-2004, through the real signals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import type { Bars } from '../../series/bars.ts';
import { isoDay } from '../../series/bars.ts';
import { alignToBars } from '../../series/align.ts';
import { barsFromRows } from '../../series/from-rows.ts';
import { computeSignals, SIGNALS } from '../signals/index.ts';
import type { ScannerPick } from '../types.ts';
import { scanUniverseDay } from './scan-universe-day.ts';
import type { UniverseMember } from './scan-universe-day.ts';
import { createSymbolScanner } from './symbol-scanner.ts';

const sample = (name: string): Bars =>
  barsFromRows(
    parsePriceCsv(readFileSync(new URL(`../../../../public/samples/${name}.csv`, import.meta.url), 'utf8')).rows,
  );

const spx = sample('SPX');
const msft = sample('MSFT');
const universe: UniverseMember[] = [
  { symbol: 'SPX', inputs: { bars: spx } },
  {
    symbol: 'MSFT',
    inputs: { bars: msft, benchmarkClose: alignToBars(msft.time, { time: spx.time, value: spx.close }) },
  },
  { symbol: 'AAPL', inputs: { bars: sample('AAPL') } },
  { symbol: 'INTC', inputs: { bars: sample('INTC') } },
];
const indexOf = (bars: Bars, date: string) => Array.from(bars.time, isoDay).indexOf(date);

/** The sessions of April 2018 (SPX's dates). */
const april2018 = Array.from(spx.time, isoDay).filter((d) => d.startsWith('2018-04'));

describe('scanUniverseDay', () => {
  const scans = april2018.map((date) => scanUniverseDay(universe, date, 'SwingAI'));
  const all: ScannerPick[] = scans.flatMap((s) => s.picks);

  it('April 2018: picks on the date asked, none from INTC (no bars after 2004)', () => {
    expect(all.length).toBeGreaterThan(0);
    scans.forEach((scan, i) => {
      expect(scan.asOfDate).toBe(april2018[i]);
      for (const pick of scan.picks) {
        expect(pick.date).toBe(april2018[i]);
        expect(pick.category).toBe('SwingAI');
        expect(pick.stats.tradeNumber).toBeGreaterThanOrEqual(3);
        expect(pick.trades.every((t) => t.exitIndex < pick.index)).toBe(true);
      }
    });
    expect(new Set(all.map((p) => p.symbol)).has('INTC')).toBe(false);
  });

  it('lists by symbol in universe order, then by signal order', () => {
    const symbolRank = new Map(universe.map((m, i) => [m.symbol, i]));
    const signalRank = new Map(SIGNALS.map((s, i) => [s.name, i]));
    for (const { picks } of scans) {
      const keys = picks.map((p) => symbolRank.get(p.symbol)! * 1000 + signalRank.get(p.signal)!);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('a past date gives the picks of that bar on the whole history: no later bar is used', () => {
    const date = scans.find((s) => s.picks.length > 0)!.asOfDate;
    const full = universe.flatMap(({ symbol, inputs }) => {
      const index = indexOf(inputs.bars, date);
      if (index < 0) return [];
      const scanner = createSymbolScanner({ symbol, bars: inputs.bars, signals: computeSignals(inputs) });
      return scanner.picksAt(index, 'SwingAI');
    });
    expect(scanUniverseDay(universe, date, 'SwingAI').picks).toEqual(full);
  });

  it('MidTermAI picks carry MidTermAI plans', () => {
    // The dates with SwingAI picks: the signals fire there, and MidTermAI has a history behind them too.
    const dates = scans.filter((s) => s.picks.length > 0).map((s) => s.asOfDate);
    const picks = dates.slice(0, 4).flatMap((date) => scanUniverseDay(universe, date, 'MidTermAI').picks);
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) expect([21, 42, 63]).toContain(pick.plan.timeInMarket);
  });

  it('a day without sessions has no picks; a date that is not a calendar day is refused', () => {
    expect(scanUniverseDay(universe, '2018-04-07', 'SwingAI')).toEqual({ asOfDate: '2018-04-07', picks: [] });
    expect(() => scanUniverseDay(universe, '2018-02-30', 'SwingAI')).toThrow(RangeError);
    expect(() => scanUniverseDay(universe, '2018-4-3', 'SwingAI')).toThrow(RangeError);
    expect(() => scanUniverseDay(universe, '', 'SwingAI')).toThrow(RangeError);
  });
});
