import { describe, expect, it } from 'vitest';
import { contrastRatio, heatCellColours, heatColour, symmetricLimit } from './heat-colour.ts';

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

describe('heat cell colours', () => {
  it('lays the colour solid over the paper and picks the text colour with the higher contrast', () => {
    // White paper, full loss (70%): 255 + (211 - 255) x 0.7 = 224.2 and 255 + (47 - 255) x 0.7 = 109.4. Its luminance
    // is about 0.279, so black text reads 6.6:1 and white only 3.2:1.
    expect(heatCellColours(-1, 1, '#ffffff')).toEqual({ background: 'rgb(224, 109, 109)', text: '#000000' });
    // Dark paper #121212 (18), full gain: 18 + (46 - 18) x 0.7 = 37.6, 18 + (125 - 18) x 0.7 = 92.9, 18 + 32 x 0.7 =
    // 40.4. Luminance about 0.084: white reads 7.8:1, black 2.7:1.
    expect(heatCellColours(2, 1, '#121212')).toEqual({ background: 'rgb(38, 93, 40)', text: '#ffffff' });
    // MUI writes white paper as #fff; exactly 0 takes the paper's own colour.
    expect(heatCellColours(-1, 1, '#fff')).toEqual({ background: 'rgb(224, 109, 109)', text: '#000000' });
    expect(heatCellColours(0, 1, '#fff')).toEqual({ background: 'rgb(255, 255, 255)', text: '#000000' });
    expect(heatCellColours(Number.NaN, 1, '#ffffff')).toBeNull();
    expect(heatCellColours(1, 1, 'var(--paper)')).toBeNull();
  });

  it('keeps AA contrast (4.5:1) across the whole scale on light and dark paper', () => {
    for (const paper of ['#ffffff', '#121212'])
      for (let v = -1; v <= 1; v += 0.05) {
        const c = heatCellColours(v, 1, paper)!;
        const bg = c.background.match(/\d+/g)!.map(Number) as [number, number, number];
        const text: [number, number, number] = c.text === '#000000' ? [0, 0, 0] : [255, 255, 255];
        expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });
});
