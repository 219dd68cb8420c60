import { describe, expect, it } from 'vitest';
import type { ChartSeries } from '../charts/chart-series.ts';
import { equitySeries } from './equity-series.ts';
import { FIXTURE_BENCHMARK, tearsheetFixture } from './tearsheet-fixture.ts';

const COLOURS = { strategy: 'red', buyHold: 'blue', benchmark: 'grey', drawdown: 'orange', marked: 'yellow' };

const dataOf = (series: ChartSeries[], name: string) => {
  const found = series.find((s) => s.name === name);
  if (!found || found.kind === 'bands' || found.kind === 'candlestick') throw new Error(`no line ${name}`);
  return found.data;
};

describe('equitySeries', () => {
  it('gives the same points for the same arrays, so a re-run leaves the unchanged lines alone', () => {
    const first = tearsheetFixture({ benchmark: FIXTURE_BENCHMARK });
    // A second run that kept the dates, buy and hold and the benchmark's arrays but has a new equity.
    const second = tearsheetFixture({
      benchmark: first.Extra.benchmark,
      dates: first.Extra.dates,
      buy_hold_equity: first.Extra.buy_hold_equity,
      equity: [100000, 99000, 98000, 97000, 96000],
    });
    const a = equitySeries(first, COLOURS, null);
    const b = equitySeries(second, COLOURS, null);
    expect(dataOf(b, 'Buy & hold SPX')).toBe(dataOf(a, 'Buy & hold SPX'));
    expect(dataOf(b, 'Benchmark DJI')).toBe(dataOf(a, 'Benchmark DJI'));
    expect(dataOf(b, 'Strategy equity')).not.toBe(dataOf(a, 'Strategy equity'));
    expect(dataOf(b, 'Strategy equity').map((p) => p.value)).toEqual([100000, 99000, 98000, 97000, 96000]);
    // The benchmark had no bar on 2020-12-01: NaN there, which the chart drops.
    expect(dataOf(b, 'Benchmark DJI')[1]).toEqual({ time: '2020-12-01', value: Number.NaN });
  });

  it('makes new points for the same values on other dates', () => {
    const first = tearsheetFixture();
    const moved = tearsheetFixture({
      buy_hold_equity: first.Extra.buy_hold_equity,
      dates: ['2021-11-30', '2021-12-01', '2021-12-31', '2022-01-03', '2022-01-28'],
    });
    const b = dataOf(equitySeries(moved, COLOURS, null), 'Buy & hold SPX');
    expect(b).not.toBe(dataOf(equitySeries(first, COLOURS, null), 'Buy & hold SPX'));
    expect(b.map((p) => p.time)).toEqual(moved.Extra.dates);
  });
});
