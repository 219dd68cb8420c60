import { describe, expect, it } from 'vitest';
import { compareIds, comparePath } from './compare-link.ts';

describe('the compare link', () => {
  it('names the tasks in the order ticked, and reads them back each once', () => {
    expect(comparePath(['a', 'b c'])).toBe('/tasks/compare?ids=a,b%20c');
    expect(compareIds('a, b,,a,c ')).toEqual(['a', 'b', 'c']);
    expect(compareIds(null)).toEqual([]);
    expect(compareIds('')).toEqual([]);
  });
});
