import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows.ts';

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
