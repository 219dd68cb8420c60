import { describe, expect, it } from 'vitest';
import { byCorrDesc, keepDisjoint } from './select-matches.ts';
import type { CpmMatch } from './types.ts';

const match = (start: number, end: number, corr: number): CpmMatch => ({ start, end, corr });

describe('keepDisjoint', () => {
  it('keeps the best and drops what overlaps a kept one, best first', () => {
    // 95 (5..14) is kept; 90 (0..9) shares bars 5..9 with it; 85 (20..29) is free; 80 (12..21) touches both kept ones.
    const ordered = [match(5, 14, 95), match(0, 9, 90), match(20, 29, 85), match(12, 21, 80)];
    expect(keepDisjoint(ordered)).toEqual([match(5, 14, 95), match(20, 29, 85)]);
  });

  it('a window that only touches the next bar does not overlap', () => {
    expect(keepDisjoint([match(10, 19, 90), match(0, 9, 85), match(20, 29, 80)])).toHaveLength(3);
  });

  it('a dropped window does not block others (only kept ones do)', () => {
    // 80 (8..17) is dropped by 90 (0..9); 70 (16..25) overlaps only the dropped one, so it stays.
    expect(keepDisjoint([match(0, 9, 90), match(8, 17, 80), match(16, 25, 70)])).toEqual([
      match(0, 9, 90),
      match(16, 25, 70),
    ]);
  });

  it('is empty for no matches', () => {
    expect(keepDisjoint([])).toEqual([]);
  });
});

describe('byCorrDesc', () => {
  it('orders by Corr descending, then the earlier window first', () => {
    const sorted = [match(30, 39, 80), match(20, 29, 90), match(10, 19, 80)].sort(byCorrDesc);
    expect(sorted).toEqual([match(20, 29, 90), match(10, 19, 80), match(30, 39, 80)]);
  });
});
