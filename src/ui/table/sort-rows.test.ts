import { describe, expect, it } from 'vitest';
import { nextColumnSort, sortRows } from './sort-rows.ts';

describe('sortRows', () => {
  const rows = [
    { name: 'a', value: 3 },
    { name: 'b', value: 1 },
    { name: 'c', value: 3 },
    { name: 'd', value: 2 },
  ];

  it('sorts both ways, equal values keeping their order', () => {
    expect(sortRows(rows, (r) => r.value, 'asc').map((r) => r.name)).toEqual(['b', 'd', 'a', 'c']);
    expect(sortRows(rows, (r) => r.value, 'desc').map((r) => r.name)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts text and leaves the input alone', () => {
    expect(sortRows(rows, (r) => r.name, 'desc').map((r) => r.name)).toEqual(['d', 'c', 'b', 'a']);
    expect(rows.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('nextColumnSort', () => {
  it('turns the sorted column the other way, and sorts another the first way', () => {
    expect(nextColumnSort(null, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(nextColumnSort({ column: 2, direction: 'asc' }, 2)).toEqual({ column: 2, direction: 'desc' });
    expect(nextColumnSort({ column: 2, direction: 'desc' }, 2, 'desc')).toEqual({ column: 2, direction: 'asc' });
    expect(nextColumnSort({ column: 2, direction: 'asc' }, 1, 'desc')).toEqual({ column: 1, direction: 'desc' });
  });
});
