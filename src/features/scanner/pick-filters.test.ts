import { describe, expect, it } from 'vitest';
import type { PickFilters } from './pick-filters.ts';
import { activeFilterCount, categoryOf, filterPicks, NO_FILTERS, rangeMessages, readBound } from './pick-filters.ts';
import { makePick } from './test-picks.ts';

const withRange = (field: keyof PickFilters['ranges'], min: string, max: string): PickFilters => ({
  ...NO_FILTERS,
  ranges: { ...NO_FILTERS.ranges, [field]: { min, max } },
});

describe('pick filters', () => {
  const picks = [
    makePick({ Symbol: 'A', _Signal: 'HighPoints', Direction: 'Long', TrendScore: 9, WinRate: '61.50', Z_Score: 2 }),
    makePick({ Symbol: 'B', _Signal: 'LowPoints', Direction: 'Short', TrendScore: 1, WinRate: '40.00', Z_Score: -1 }),
    makePick({ Symbol: 'C', _Signal: 'Trend Score Breakdown', Direction: 'Short', TrendScore: null, WinRate: '55' }),
    makePick({
      Symbol: 'D',
      _Signal: 'Double Bottom',
      Direction: 'Long',
      TrendScore: 7,
      SignalCategory: 'CPM Pattern',
    }),
  ];
  const symbols = (f: PickFilters) => filterPicks(picks, f).map((p) => p.Symbol);

  it('keeps every pick without filters', () => {
    expect(symbols(NO_FILTERS)).toEqual(['A', 'B', 'C', 'D']);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('filters by signals, category (from the spec table when the item does not say) and direction', () => {
    expect(symbols({ ...NO_FILTERS, signals: ['LowPoints', 'Double Bottom'] })).toEqual(['B', 'D']);
    expect(categoryOf(picks[2])).toBe('Trend Score');
    expect(symbols({ ...NO_FILTERS, category: 'Technical Indicator' })).toEqual(['A', 'B']);
    expect(symbols({ ...NO_FILTERS, category: 'CPM Pattern' })).toEqual(['D']);
    expect(symbols({ ...NO_FILTERS, direction: 'Short' })).toEqual(['B', 'C']);
    expect(symbols({ ...NO_FILTERS, direction: 'Long', category: 'Technical Indicator' })).toEqual(['A']);
  });

  it('keeps picks within a range, both ends included; the string WinRate is read as a number', () => {
    expect(symbols(withRange('TrendScore', '7', ''))).toEqual(['A', 'D']);
    expect(symbols(withRange('TrendScore', '', '7'))).toEqual(['B', 'D']);
    expect(symbols(withRange('WinRate', '55', '61.5'))).toEqual(['A', 'C']);
    expect(symbols(withRange('WinRate', '55', '61.49'))).toEqual(['C']);
    expect(symbols(withRange('Z_Score', '-1', '-1'))).toEqual(['B']);
  });

  it('leaves out a pick without the figure once a range is set, and ignores a bound that is not a number', () => {
    expect(symbols(withRange('TrendScore', '0', '10'))).toEqual(['A', 'B', 'D']);
    expect(symbols(withRange('TrendScore', 'abc', ''))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('says what is wrong with a range', () => {
    expect(readBound(' -1.5 ')).toEqual({ value: -1.5, error: null });
    expect(readBound('x').error).toMatch(/Enter a number/);
    expect(rangeMessages(withRange('WinRate', 'x', '').ranges).WinRate).toEqual({
      min: 'Enter a number, e.g. 5 or -1.5',
    });
    expect(rangeMessages(withRange('WinRate', '60', '50').ranges).WinRate?.max).toBe(
      'Below the min 60: no pick can match',
    );
    expect(rangeMessages(withRange('WinRate', '50', '60').ranges)).toEqual({});
    expect(activeFilterCount({ ...withRange('WinRate', '50', '60'), direction: 'Long' })).toBe(3);
  });
});
