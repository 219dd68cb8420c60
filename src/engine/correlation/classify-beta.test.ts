import { describe, expect, it } from 'vitest';
import { classifyBeta } from './classify-beta.ts';

describe('classifyBeta', () => {
  it('is aggressive above 1, defensive from 0 to 1 inclusive, inverse below 0', () => {
    expect(classifyBeta(1.5)).toBe('aggressive');
    expect(classifyBeta(1 + 2 ** -52)).toBe('aggressive');
    expect(classifyBeta(1)).toBe('defensive');
    expect(classifyBeta(0.4)).toBe('defensive');
    expect(classifyBeta(0)).toBe('defensive');
    expect(classifyBeta(-0)).toBe('defensive');
    expect(classifyBeta(-1e-12)).toBe('inverse');
    expect(classifyBeta(-2)).toBe('inverse');
  });

  it('is null without a beta', () => {
    expect(classifyBeta(NaN)).toBeNull();
  });
});
