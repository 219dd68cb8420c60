import { describe, expect, it } from 'vitest';
import { describeBands, similarityWord } from './similarity-words.ts';

describe('similarityWord', () => {
  it('reads the score with our bands, each lower bound inclusive', () => {
    expect([100, 90, 89.9, 70, 69, 50, 49, 25, 24.9, 0].map(similarityWord)).toEqual([
      'very similar',
      'very similar',
      'similar',
      'similar',
      'somewhat similar',
      'somewhat similar',
      'weakly similar',
      'weakly similar',
      'not similar',
      'not similar',
    ]);
  });

  it('describes the bands for the caption', () => {
    expect(describeBands()).toBe(
      '90 and up: very similar · 70 to 90: similar · 50 to 70: somewhat similar · 25 to 50: weakly similar · under 25: not similar',
    );
  });
});
