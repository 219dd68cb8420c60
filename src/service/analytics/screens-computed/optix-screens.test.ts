import { describe, expect, it } from 'vitest';
import { barsFromCloses } from '../../testing/memory-market-data.ts';
import type { OptixMember } from './optix-screens.ts';
import { newestOptixTime, optixExhaustion, optixIdeas, optixTrend } from './optix-screens.ts';
import { averageMonthReturn, monthSeasonality } from './seasonality-screen.ts';
import { CLOSES, closesOf, meanOf } from './test-universe.ts';

const DAY = 86_400_000;
const START = Date.parse('2020-01-01T00:00:00Z');

/** Optix readings on the price bars' days. */
const optixSeries = (values: number[]) => ({
  time: Float64Array.from(values, (_, i) => START + i * DAY),
  value: Float64Array.from(values),
});

const OPTIX: Record<string, number[]> = {
  AAA: closesOf(230, (i) => (i % 7) * 5 + 10),
  BBB: closesOf(230, (i) => 90 - (i % 5)),
  CCC: closesOf(229, (i) => 50 + (i % 3)),
};

const members = (): OptixMember[] =>
  Object.keys(OPTIX).map((symbol) => ({
    symbol,
    chartName: `${symbol}-Optix`,
    bars: barsFromCloses(CLOSES[symbol]),
    optix: optixSeries(OPTIX[symbol]),
  }));

/** The long (short) picks at day `at` by a plain loop over the spec's rule #1 and its mirror. */
function picksByLoop(side: 'long' | 'short', at: number): string[] {
  return Object.keys(OPTIX).filter((s) => {
    if (at >= OPTIX[s].length || at >= CLOSES[s].length) return false;
    const five = meanOf(OPTIX[s], 5, at);
    const ma200 = meanOf(CLOSES[s], 200, at);
    return side === 'long' ? CLOSES[s][at] > ma200 && five < 35 : CLOSES[s][at] < ma200 && five > 65;
  });
}

describe('Optix screens', () => {
  it('ideas: rule #1 (close above its 200-day average, 5-day Optix under 35) and its mirror for shorts', () => {
    const newest = newestOptixTime(members())!;
    expect(newest).toBe(START + 229 * DAY);
    const long = optixIdeas(members(), 'long', newest, 'Tiny');
    expect(long.map((r) => r.symbol)).toEqual(picksByLoop('long', 229));
    expect(long.map((r) => r.symbol)).toEqual(['AAA']);
    expect(long[0]).toMatchObject({
      chart_name: 'AAA-Optix',
      date: '2020-08-17',
      last_value: OPTIX.AAA[229],
      five_ma: Math.round(meanOf(OPTIX.AAA, 5, 229) * 100) / 100,
      equity_close: 329,
      ma_200: Math.round(meanOf(CLOSES.AAA, 200, 229) * 100) / 100,
    });
    const short = optixIdeas(members(), 'short', START + 220 * DAY, 'Tiny');
    expect(short.map((r) => r.symbol)).toEqual(picksByLoop('short', 220));
    expect(short.map((r) => r.date)).toEqual(['2020-08-08']);
  });

  it('exhaustion: each series whose 10-day Optix average is at or past 35 or 65', () => {
    const rows = optixExhaustion(members());
    const tenMa = (s: string) => meanOf(OPTIX[s], 10, OPTIX[s].length - 1);
    const expected = Object.keys(OPTIX).filter((s) => tenMa(s) >= 65 || tenMa(s) <= 35);
    expect(rows.map((r) => r.symbol)).toEqual(expected);
    expect(rows.map((r) => [r.group, r['10MA']])).toEqual(
      expected.map((s) => [
        tenMa(s) >= 65 ? 'Optimism exhaustion' : 'Pessimism exhaustion',
        Math.round(tenMa(s) * 100) / 100,
      ]),
    );
  });

  it('trend: the newest Optix beside the close and its 200-day average', () => {
    const [aaa] = optixTrend(members(), 'ETF');
    expect(aaa).toMatchObject({
      symbol: 'AAA',
      group: 'ETF',
      last_value: OPTIX.AAA[229],
      last_update: '2020-08-17',
      close: 329,
      MA: Math.round(meanOf(CLOSES.AAA, 200, 229) * 100) / 100,
    });
  });

  it('seasonality: the average return of the newest bar’s month over earlier years', () => {
    // Month-end closes 100 (Jul 2020) -> 110 (Aug 2020), 200 (Jul 2021) -> 180 (Aug 2021); newest bar in Aug 2022.
    const days = ['2020-07-31', '2020-08-31', '2021-07-30', '2021-08-31', '2022-08-05'];
    const closes = [100, 110, 200, 180, 190];
    const bars = {
      ...barsFromCloses(closes),
      time: Float64Array.from(days, (d) => Date.parse(`${d}T00:00:00Z`)),
    };
    const { average, years } = averageMonthReturn(bars);
    expect(years).toBe(2);
    expect(average).toBeCloseTo((10 + -10) / 2, 12);
    const [row] = monthSeasonality([{ ...members()[0], bars }], 'ETF');
    expect(row).toMatchObject({ symbol: 'AAA', AvgReturn: 0, years: 2, last_update: '2020-08-17' });
  });
});
