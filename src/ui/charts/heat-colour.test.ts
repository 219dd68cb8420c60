import { interpolateRdBu } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  heatCellColours,
  heatColour,
  heatPosition,
  heatStops,
  parseRgb,
  symmetricLimit,
} from './heat-colour.ts';

const channels = (colour: string) => {
  const rgb = parseRgb(colour);
  if (!rgb) throw new Error(`not an rgb() colour: ${colour}`);
  return rgb;
};

describe('the heat scale', () => {
  it('paints zero a neutral grey-white: its channels differ by a few units at most', () => {
    const [r, g, b] = channels(heatColour(0, 1));
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(6);
    expect(Math.min(r, g, b)).toBeGreaterThan(220);
    expect(heatColour(0, 1)).toBe(interpolateRdBu(0.5));
  });

  it('runs from the red-blue scale’s red end at -limit to its blue end at +limit, capped beyond', () => {
    expect(heatColour(-2, 2)).toBe(interpolateRdBu(0));
    expect(heatColour(2, 2)).toBe(interpolateRdBu(1));
    expect(heatColour(-9, 2)).toBe(interpolateRdBu(0));
    expect(heatColour(9, 2)).toBe(interpolateRdBu(1));
    const [lr, , lb] = channels(heatColour(-1, 1));
    const [hr, , hb] = channels(heatColour(1, 1));
    expect(lr).toBeGreaterThan(lb);
    expect(hb).toBeGreaterThan(hr);
  });

  it('places v and -v at mirrored positions: half a limit is a quarter of the way from the middle', () => {
    expect(heatPosition(0.5, 2)).toBe(0.625);
    expect(heatPosition(-0.5, 2)).toBe(0.375);
    for (const v of [0.1, 0.37, 1, 3]) expect(heatPosition(v, 3) + heatPosition(-v, 3)).toBeCloseTo(1, 12);
    expect(heatColour(-1.5, 3)).toBe(interpolateRdBu(0.25));
  });

  it('has no colour for a value or a limit it cannot use', () => {
    expect(heatColour(Number.NaN, 1)).toBe('transparent');
    expect(heatColour(Number.POSITIVE_INFINITY, 1)).toBe('transparent');
    expect(heatColour(1, 0)).toBe('transparent');
    expect(heatCellColours(Number.NaN, 1)).toBeNull();
  });

  it('fits the scale to the largest magnitude', () => {
    expect(symmetricLimit([0.2, -0.7, null, Number.NaN])).toBe(0.7);
    expect(symmetricLimit([])).toBe(1);
  });

  it('gives a legend bar its colours from one end to the other', () => {
    expect(heatStops(3)).toEqual([interpolateRdBu(0), interpolateRdBu(0.5), interpolateRdBu(1)]);
  });
});

describe('heat cell text', () => {
  it('is white on the dark ends and black on the pale middle', () => {
    expect(heatCellColours(-1, 1)?.text).toBe('#ffffff');
    expect(heatCellColours(1, 1)?.text).toBe('#ffffff');
    expect(heatCellColours(0, 1)?.text).toBe('#000000');
  });

  it('keeps AA contrast (4.5:1) on every colour of the scale, in 21 steps', () => {
    for (let i = 0; i <= 20; i++) {
      const v = -1 + i / 10;
      const cell = heatCellColours(v, 1);
      if (!cell) throw new Error(`no colour at ${v}`);
      const text = cell.text === '#000000' ? ([0, 0, 0] as const) : ([255, 255, 255] as const);
      expect(contrastRatio(channels(cell.background), text), `at ${v}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });
});
