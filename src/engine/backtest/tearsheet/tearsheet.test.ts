import { describe, expect, it } from 'vitest';
import { computeTearsheet } from './tearsheet.ts';

describe('computeTearsheet', () => {
  it('puts the three parts together, and no benchmark series gives no comparison', () => {
    const time = Float64Array.from(['2024-05-30', '2024-05-31', '2024-06-03'].map((d) => Date.parse(`${d}T00:00:00Z`)));
    const sheet = computeTearsheet({
      time,
      equity: Float64Array.from([100, 90, 99]),
      capital: 100,
      barsPerYear: 252,
      benchmark: null,
    });
    expect(sheet.benchmark).toBeNull();
    expect(sheet.monthly.map((m) => m.month)).toEqual([5, 6]);
    expect(sheet.monthly[0].returnPct).toBeCloseTo(-10, 10);
    expect(sheet.monthly[1].returnPct).toBeCloseTo(10, 10);
    expect(sheet.annual[0].returnPct).toBeCloseTo(-1, 10);
    expect(sheet.drawdowns).toEqual([{ peak: 0, trough: 1, recovery: null, depthPct: expect.closeTo(-10, 10) }]);
  });
});
