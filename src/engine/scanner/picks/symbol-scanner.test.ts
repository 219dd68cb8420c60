import { describe, expect, it } from 'vitest';
import { makeBars } from '../../backtest/test-fixtures.ts';
import type { BarRow } from '../../backtest/test-fixtures.ts';
import { PLAN_GRID } from '../stats/plan-grid.ts';
import { headBars } from '../../series/head.ts';
import { randomBars, randomFires } from '../stats/test-series.ts';
import { signalTrades } from '../stats/signal-trades.ts';
import { tradeStats } from '../stats/trade-stats.ts';
import type { Bars } from '../../series/bars.ts';
import type { ScannerCategory, ScannerPick, SignalDefinition, SymbolSignals } from '../types.ts';
import { createSymbolScanner } from './symbol-scanner.ts';

const definition = (name: string, direction: 'Long' | 'Short'): SignalDefinition => ({
  name,
  direction,
  category: 'Technical Indicator',
  description: `test signal ${name}`,
});

function symbolSignals(n: number, fires: Record<string, Uint8Array>): SymbolSignals {
  return {
    fires: new Map(Object.entries(fires)),
    trendScore: Float64Array.from({ length: n }, (_, i) => i % 11),
    relTrendScore: Float64Array.from({ length: n }, (_, i) => 10 - (i % 11)),
  };
}

/*
 * Five 12-bar blocks. The signals fire on each block's first bar (close 100); then
 *   bar 1  [100, 103, 96.5, 102]   a long's 3% stop (97) is hit, its 6% stop (94) is not; a short's 3% stop (103) is hit
 *   bar 2  [102, 106, 101, 105]    a long's 4% target (104) is hit, 8% (108) is not; a short's 6% stop (106) is hit
 *   bars 3..11 flat at 100         what is still open leaves at its time exit at 100, a 0% return
 * SwingAI plans (time, target, stop), long: stop 3 -> -3 (bar 1); stop 6 and target 4 -> +4 (bar 2, exit bar 2);
 * stop 6 and target 8 -> 0 (bar 5 or 10). Best: {5, 4, 6}, plan 1, with every trade +4.
 * Short: stop 3 -> -3 (bar 1), stop 6 -> -6 (bar 2), never a target (96 or 92): the best is -3, first reached by plan 0
 * {5, 4, 3}, exiting on bar 1.
 */
const BLOCK: BarRow[] = [100, [100, 103, 96.5, 102], [102, 106, 101, 105], ...Array<BarRow>(9).fill(100)];
const blocks: BarRow[] = Array.from({ length: 5 }, () => BLOCK).flat();
const bars = makeBars(blocks);
const N = blocks.length;
const onBlockStarts = () => Uint8Array.from({ length: N }, (_, i) => (i % 12 === 0 ? 1 : 0));
const scanner = createSymbolScanner({
  symbol: 'TEST',
  bars,
  // The map's order is not the list's: picks follow the definitions.
  signals: symbolSignals(N, { up: onBlockStarts(), down: onBlockStarts(), unlisted: onBlockStarts() }),
  definitions: [definition('down', 'Short'), definition('up', 'Long'), definition('absent', 'Long')],
  optix: Float64Array.from({ length: N }, (_, i) => (i === 48 ? Number.NaN : i / 2)),
});

describe('createSymbolScanner, a hand-worked series', () => {
  it('no pick before MIN_TRADES trades completed: blocks at 0, 12, 24 have 0, 1, 2 behind them', () => {
    expect(scanner.picksAt(0, 'SwingAI')).toEqual([]);
    expect(scanner.picksAt(24, 'SwingAI')).toEqual([]);
    // A bar where nothing fires has no picks.
    expect(scanner.picksAt(30, 'SwingAI')).toEqual([]);
  });

  it('bar 36: three trades behind each signal; the plan with the best ExpectedReturn, in definition order', () => {
    const [down, up] = scanner.picksAt(36, 'SwingAI');
    expect(scanner.picksAt(36, 'SwingAI')).toHaveLength(2);

    expect(up.signal).toBe('up');
    expect(up.direction).toBe('Long');
    expect(up.plan).toEqual({ timeInMarket: 5, profitTarget: 4, stopLoss: 6 });
    expect(up.trades.map((t) => [t.entryIndex, t.exitIndex, t.exitReason])).toEqual([
      [0, 2, 'profit target'],
      [12, 14, 'profit target'],
      [24, 26, 'profit target'],
    ]);
    expect(up.stats.tradeNumber).toBe(3);
    expect(up.stats.winRate).toBe(100);
    expect(up.stats.avgReturn).toBeCloseTo(4, 10);
    expect(up.stats.expectedReturn).toBeCloseTo(4, 10);
    expect([up.stats.stdDev, up.stats.maxRisk, up.stats.kelly]).toEqual([0, 0, 1]);

    // Every short plan loses; the least bad, -3, is plan 0's (a tie with plan 2 {5, 8, 3}, which comes later).
    expect(down.signal).toBe('down');
    expect(down.direction).toBe('Short');
    expect(down.plan).toEqual({ timeInMarket: 5, profitTarget: 4, stopLoss: 3 });
    expect(down.stats.expectedReturn).toBeCloseTo(-3, 10);
    expect(down.trades.map((t) => t.exitIndex)).toEqual([1, 13, 25]);
  });

  it('carries the bar: date, close, scores and Optix', () => {
    const [down] = scanner.picksAt(36, 'SwingAI');
    expect(down).toMatchObject({
      symbol: 'TEST',
      index: 36,
      date: '2020-02-06',
      close: 100,
      category: 'SwingAI',
      trendScore: 3,
      relTrendScore: 7,
      optix: 18,
    });
    // Optix NaN on bar 48: null.
    expect(scanner.picksAt(48, 'SwingAI')[0].optix).toBeNull();
    expect(scanner.picksAt(48, 'SwingAI')[1].stats.tradeNumber).toBe(4);
  });

  it('MidTermAI uses its own grid (21+ bars, 10% or 20% targets, 6% or 12% stops)', () => {
    // Long: no target is reached and neither stop (94, 88): every trade runs 21+ bars to a 0% time exit, so bar 48
    // has at most 2 behind it (exits 21 and 45): no pick.
    // Short: a 6% stop (106) is hit on bar 2 of each block: -6%, exits 2, 14, 26, 38. A 12% stop (112) never is:
    // 0% at the time exit, better, but only 2 of them (exits 21, 45) before bar 48, so it is not eligible.
    const picks = scanner.picksAt(48, 'MidTermAI');
    expect(picks.map((p) => p.signal)).toEqual(['down']);
    expect(picks[0].plan).toEqual({ timeInMarket: 21, profitTarget: 10, stopLoss: 6 });
    expect(picks[0].stats.tradeNumber).toBe(4);
    expect(picks[0].stats.expectedReturn).toBeCloseTo(-6, 10);
  });

  it('picksBetween is picksAt over the range, by bar', () => {
    const between = scanner.picksBetween(-5, 1000, 'SwingAI');
    expect(between.map((p) => [p.index, p.signal])).toEqual([
      [36, 'down'],
      [36, 'up'],
      [48, 'down'],
      [48, 'up'],
    ]);
    expect(between.slice(0, 2)).toEqual(scanner.picksAt(36, 'SwingAI'));
    expect(scanner.picksBetween(37, 47, 'SwingAI')).toEqual([]);
  });

  it('rejects a bar it does not have and fires of another length', () => {
    expect(() => scanner.picksAt(N, 'SwingAI')).toThrow(RangeError);
    expect(() => scanner.picksAt(1.5, 'SwingAI')).toThrow(RangeError);
    expect(() =>
      createSymbolScanner({
        symbol: 'X',
        bars,
        signals: symbolSignals(N, { up: new Uint8Array(3) }),
        definitions: [definition('up', 'Long')],
      }),
    ).toThrow(/up has 3 bars/);
  });
});

/** The pick a brute force would make on bar d: each plan's trades re-simulated on bars 0..d-1 only. */
function bruteForcePick(b: Bars, fires: Uint8Array, direction: 'Long' | 'Short', d: number, category: ScannerCategory) {
  let best: { planIndex: number; expected: number } | null = null;
  const grid = PLAN_GRID[category];
  for (let planIndex = 0; planIndex < grid.length; planIndex++) {
    const trades = signalTrades(headBars(b, d), fires.subarray(0, d), direction, grid[planIndex]);
    if (trades.length < 3) continue;
    const expected = tradeStats(trades).expectedReturn;
    if (best === null || expected > best.expected + 1e-9) best = { planIndex, expected };
  }
  return best;
}

describe('createSymbolScanner, no look-ahead (random walk, 1200 bars)', () => {
  const n = 1200;
  const walk = randomBars(n, 3);
  const fires = { a: randomFires(n, 4, 5), b: randomFires(n, 5, 9) };
  const definitions = [definition('a', 'Long'), definition('b', 'Short')];
  const directionOf = { a: 'Long', b: 'Short' } as const;
  const make = (b: Bars, f: Record<string, Uint8Array>) =>
    createSymbolScanner({ symbol: 'RW', bars: b, signals: symbolSignals(n, f), definitions });

  for (const category of ['SwingAI', 'MidTermAI'] as const) {
    const picks: ScannerPick[] = make(walk, fires).picksBetween(0, n - 1, category);

    it(`${category}: picks use only trades that exited before their bar, with brute-force statistics`, () => {
      expect(picks.length).toBeGreaterThan(50);
      for (const pick of picks) expect(pick.trades.every((t) => t.exitIndex < pick.index)).toBe(true);
      // Every third pick against the brute force, which re-simulates the whole grid per pick.
      for (const pick of picks.filter((_, i) => i % 3 === 0)) {
        const name = pick.signal as 'a' | 'b';
        const brute = bruteForcePick(walk, fires[name], directionOf[name], pick.index, category);
        expect(brute).not.toBeNull();
        expect(PLAN_GRID[category][brute!.planIndex]).toEqual(pick.plan);
        const expected = tradeStats(
          signalTrades(headBars(walk, pick.index), fires[name], directionOf[name], pick.plan),
        );
        for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
          expect(pick.stats[key], key).toBeCloseTo(expected[key], 8);
        }
      }
    });

    it(`${category}: rewriting every bar and signal after a pick's bar leaves the pick as it was`, () => {
      for (const d of [picks[0].index, picks[picks.length >> 1].index, picks[picks.length - 1].index]) {
        const other = randomBars(n, 99);
        const changed: Bars = {
          ...walk,
          open: Float64Array.from(walk.open, (v, i) => (i > d ? other.open[i] : v)),
          high: Float64Array.from(walk.high, (v, i) => (i > d ? other.high[i] : v)),
          low: Float64Array.from(walk.low, (v, i) => (i > d ? other.low[i] : v)),
          close: Float64Array.from(walk.close, (v, i) => (i > d ? other.close[i] : v)),
        };
        const flipped = (f: Uint8Array) => Uint8Array.from(f, (v, i) => (i > d ? 1 - v : v));
        const after = make(changed, { a: flipped(fires.a), b: flipped(fires.b) }).picksAt(d, category);
        expect(after).toEqual(make(walk, fires).picksAt(d, category));
      }
    });
  }
});
