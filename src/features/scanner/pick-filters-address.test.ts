import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './pick-filters.ts';
import type { PickFilters } from './pick-filters.ts';
import { PICK_FILTERS_ADDRESS } from './pick-filters-address.ts';

const written = (filters: PickFilters, start = '') => {
  const params = new URLSearchParams(start);
  PICK_FILTERS_ADDRESS.write(params, filters);
  return params.toString();
};

describe('the scanner filters in the address', () => {
  it('leaves an unfiltered view, and keys it does not own, as they were', () => {
    expect(written(NO_FILTERS)).toBe('');
    expect(written(NO_FILTERS, 'list=MidTermAI&date=2016-06-24&direction=Long')).toBe('list=MidTermAI&date=2016-06-24');
    expect(PICK_FILTERS_ADDRESS.read(new URLSearchParams('list=MidTermAI'))).toEqual(NO_FILTERS);
  });

  it('writes every filter under its own key and reads the same filters back', () => {
    const filters: PickFilters = {
      signals: ['HighPoints', 'LowPoints'],
      category: 'High/Low Signal',
      direction: 'Short',
      ranges: { ...NO_FILTERS.ranges, TrendScore: { min: '3', max: '' }, Z_Score: { min: '', max: '1.' } },
    };
    const address = written(filters);
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({
      signals: 'HighPoints,LowPoints',
      category: 'High/Low Signal',
      direction: 'Short',
      TrendScore_min: '3',
      Z_Score_max: '1.',
    });
    expect(PICK_FILTERS_ADDRESS.read(new URLSearchParams(address))).toEqual(filters);
  });

  it('reads a direction it does not know as All', () => {
    expect(PICK_FILTERS_ADDRESS.read(new URLSearchParams('direction=Sideways')).direction).toBe('All');
  });
});
