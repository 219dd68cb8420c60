import { describe, expect, it } from 'vitest';
import { heatColour, symmetricLimit } from './heat-colour.ts';

describe('heat colours', () => {
  it('is red below zero and green above, stronger further out, capped at the limit', () => {
    expect(heatColour(-1, 1)).toBe('rgba(211, 47, 47, 0.700)');
    expect(heatColour(0.5, 1)).toBe('rgba(46, 125, 50, 0.390)');
    expect(heatColour(0, 1)).toBe('rgba(46, 125, 50, 0.080)');
    expect(heatColour(5, 1)).toBe('rgba(46, 125, 50, 0.700)');
    expect(heatColour(Number.NaN, 1)).toBe('transparent');
  });

  it('fits the scale to the largest magnitude', () => {
    expect(symmetricLimit([0.2, -0.7, null, Number.NaN])).toBe(0.7);
    expect(symmetricLimit([])).toBe(1);
  });
});
