import { describe, expect, it } from 'vitest';
import { pickPassesFilters } from './filters.ts';
import { pick } from './test-fixtures.ts';

// Trend 6, RelTrend 5, Optix 40 (the fixture's), plan 8% / 4% / 10 bars.
const base = pick({ symbol: 'AAA', day: 1, close: 100, plan: { profitTarget: 8, stopLoss: 4, timeInMarket: 10 } });

describe('pickPassesFilters', () => {
  it('passes every pick when no range is given', () => {
    expect(pickPassesFilters(base, {})).toBe(true);
  });

  it('reads the plan ranges inclusively', () => {
    expect(pickPassesFilters(base, { profitTarget: { min: 8, max: 12 } })).toBe(true);
    expect(pickPassesFilters(base, { profitTarget: { min: 9, max: 12 } })).toBe(false);
    expect(pickPassesFilters(base, { timeInMarket: { min: 5, max: 10 } })).toBe(true);
    expect(pickPassesFilters(base, { timeInMarket: { min: 11, max: 20 } })).toBe(false);
  });

  it('compares stop losses by size, however either side writes them', () => {
    const negativeStop = { ...base, plan: { ...base.plan, stopLoss: -4 } };
    for (const p of [base, negativeStop]) {
      expect(pickPassesFilters(p, { stopLoss: { min: 2, max: 5 } })).toBe(true);
      expect(pickPassesFilters(p, { stopLoss: { min: -5, max: -2 } })).toBe(true);
      expect(pickPassesFilters(p, { stopLoss: { min: 5, max: 8 } })).toBe(false);
      // -1-6 crosses zero: every size from 0 to 6.
      expect(pickPassesFilters(p, { stopLoss: { min: -1, max: 6 } })).toBe(true);
    }
  });

  it('reads the score ranges and all of them together', () => {
    expect(pickPassesFilters(base, { trend: { min: 6, max: 10 }, relTrend: { min: 0, max: 5 } })).toBe(true);
    expect(pickPassesFilters(base, { trend: { min: 7, max: 10 } })).toBe(false);
    expect(pickPassesFilters(base, { trend: { min: 0, max: 10 }, relTrend: { min: 6, max: 10 } })).toBe(false);
    expect(pickPassesFilters({ ...base, trendScore: NaN }, { trend: { min: 0, max: 10 } })).toBe(false);
  });

  it('fails an Optix range when the pick has no Optix, and only then', () => {
    const noOptix = { ...base, optix: null };
    expect(pickPassesFilters(base, { optix: { min: 30, max: 50 } })).toBe(true);
    expect(pickPassesFilters(base, { optix: { min: 41, max: 50 } })).toBe(false);
    expect(pickPassesFilters(noOptix, { optix: { min: -1000, max: 1000 } })).toBe(false);
    expect(pickPassesFilters(noOptix, {})).toBe(true);
  });
});
