import { describe, expect, it } from 'vitest';
import type { PriceBars } from '../../contract/index.ts';
import { BARS_AFTER, BARS_BEFORE, pickChart, planLevels } from './pick-chart.ts';
import { makePick } from './test-picks.ts';

function bars(count: number): PriceBars {
  const dates = Array.from({ length: count }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));
  const close = dates.map((_, i) => 100 + i);
  return { dates, open: close, high: close, low: close, close, volume: close.map(() => 1) };
}

describe('pick chart', () => {
  it('puts a long pick’s target above its close and its stop below, a short’s the other way round', () => {
    expect(planLevels(makePick({ Close: 50, Direction: 'Long', ProfitTarget: '8', StopLoss: '6' }))).toEqual({
      target: 54,
      stop: 47,
    });
    const short = planLevels(makePick({ Close: 50, Direction: 'Short', ProfitTarget: '10', StopLoss: '4' }));
    expect(short.target).toBeCloseTo(45, 10);
    expect(short.stop).toBeCloseTo(52, 10);
  });

  it('shows the bars around the signal with a marker on it and the plan over the days after', () => {
    const b = bars(400);
    const pick = makePick({ Date: b.dates[200], Close: 300, Direction: 'Short', TimeInMarket: '10' });
    const chart = pickChart(b, pick)!;
    expect(chart.first).toBe(b.dates[200 - BARS_BEFORE]);
    expect(chart.last).toBe(b.dates[200 + BARS_AFTER]);
    const [price, target, stop] = chart.series;
    expect(price.kind === 'line' && price.data.length).toBe(BARS_BEFORE + BARS_AFTER + 1);
    expect(price.markers).toEqual([
      expect.objectContaining({ time: b.dates[200], shape: 'arrowDown', position: 'above', text: 'HighPoints' }),
    ]);
    // Over the signal bar and the 10 bars of the plan.
    expect(target.kind === 'line' && target.data.map((p) => p.time)).toEqual(b.dates.slice(200, 211));
    expect(target.kind === 'line' && target.data[0].value).toBeCloseTo(300 * 0.92, 10);
    expect(stop.kind === 'line' && stop.data[0].value).toBeCloseTo(300 * 1.06, 10);
    expect(chart.planDrawn).toBe(true);
  });

  it('clips the window at the ends of the data and draws no plan on the last bar', () => {
    const b = bars(50);
    const chart = pickChart(b, makePick({ Date: b.dates[49] }))!;
    expect([chart.first, chart.last]).toEqual([b.dates[0], b.dates[49]]);
    expect(chart.series).toHaveLength(1);
    // No label on the last bar: it would run off the chart.
    expect(chart.series[0].markers).toEqual([expect.not.objectContaining({ text: expect.anything() })]);
    expect(chart.planDrawn).toBe(false);
    expect(pickChart(b, makePick({ Date: '1999-01-01' }))).toBeNull();
  });
});
