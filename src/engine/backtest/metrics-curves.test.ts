import { describe, expect, it } from 'vitest';
import { BumpArena } from '../memory/alloc.ts';
import { computeMetrics } from './metrics.ts';
import { makeBars, makeSpec } from './test-fixtures.ts';
import type { SimulationOutcome } from './types.ts';

/** A made-up equity curve of n bars: a walk with flat stretches, new peaks, deep troughs and, if asked, a wipe-out. */
function curve(n: number, seed: number, wipeOut: boolean): Float64Array {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const out = new Float64Array(n);
  let e = 1000;
  for (let k = 0; k < n; k++) {
    const u = next();
    if (u > 0.2) e *= 1 + (next() - 0.5) * 0.08;
    if (wipeOut && k === Math.floor(n * 0.7)) e = 0;
    out[k] = e;
  }
  return out;
}

/** The deepest drawdown as the definition reads: each bar against the highest equity up to it, the lowest of those. */
function deepestByBar(equity: Float64Array): number {
  let peak = equity[0];
  let deepest = 0;
  for (let k = 1; k < equity.length; k++) {
    peak = Math.max(peak, equity[k]);
    const dd = peak > 0 ? (equity[k] / peak - 1) * 100 : 0;
    deepest = Math.min(deepest, dd);
  }
  return deepest;
}

function metricsOf(equity: Float64Array, arena?: BumpArena) {
  const closes = Array.from(equity, (_, k) => 50 + (k % 7));
  const bars = makeBars(closes);
  const spec = makeSpec(bars);
  const outcome: SimulationOutcome = { trades: [], equity, barsInMarket: 0 };
  return computeMetrics(bars, outcome, spec, arena);
}

describe('the curves of computeMetrics', () => {
  const cases = [
    { seed: 7, wipeOut: false },
    { seed: 91, wipeOut: false },
    { seed: 2024, wipeOut: true },
  ];

  it.each(cases)('the deepest drawdown is exactly that of every bar (seed $seed)', ({ seed, wipeOut }) => {
    const equity = curve(3_000, seed, wipeOut);
    const m = metricsOf(equity);
    expect(m.maxDrawdownPct).toBe(deepestByBar(equity));
    expect(m.maxDrawdownPct).toBeLessThan(0);
  });

  it.each(cases)('made on reading or at once in an arena, the same numbers (seed $seed)', ({ seed, wipeOut }) => {
    const equity = curve(2_000, seed, wipeOut);
    const onHeap = metricsOf(equity);
    const arena = new BumpArena(64);
    const inArena = metricsOf(equity, arena);
    expect(Array.from(onHeap.drawdownPct)).toEqual(Array.from(inArena.drawdownPct));
    expect(Array.from(onHeap.buyHoldEquity)).toEqual(Array.from(inArena.buyHoldEquity));
    expect(Math.min(...onHeap.drawdownPct)).toBe(onHeap.maxDrawdownPct);
    expect(onHeap.buyHoldEquity[5]).toBe((1000 / 50) * 55);
    expect([onHeap.sharpe, onHeap.sortino, onHeap.drawdownPeriodBars]).toEqual([
      inArena.sharpe,
      inArena.sortino,
      inArena.drawdownPeriodBars,
    ]);
    // Read twice, one array.
    expect(onHeap.drawdownPct).toBe(onHeap.drawdownPct);
  });
});
