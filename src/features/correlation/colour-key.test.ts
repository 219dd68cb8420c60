import { describe, expect, it } from 'vitest';
import { colourKeyStops, keyGradient } from './colour-key.ts';

describe('the correlation colour key', () => {
  it('runs from full red at -1 through the paper at 0 to full green at +1', () => {
    // On white paper a cell is painted at 8% + 62% x |r| opacity: red (211, 47, 47) below 0, green (46, 125, 50) above.
    // r = -1: 255 + (211 - 255) x 0.70 = 224.2, 255 + (47 - 255) x 0.70 = 109.4.
    // r = -0.5: opacity 0.39: 255 - 44 x 0.39 = 237.84, 255 - 208 x 0.39 = 173.88.
    // r = +1: 255 - 209 x 0.70 = 108.7, 255 - 130 x 0.70 = 164, 255 - 205 x 0.70 = 111.5.
    const stops = colourKeyStops('#ffffff', 4);
    expect(stops).toEqual([
      { value: -1, colour: 'rgb(224, 109, 109)' },
      { value: -0.5, colour: 'rgb(238, 174, 174)' },
      { value: 0, colour: 'rgb(255, 255, 255)' },
      { value: 0.5, colour: expect.stringMatching(/^rgb\(/) },
      { value: 1, colour: 'rgb(109, 164, 112)' },
    ]);
  });

  it('places each stop at its share of the way from -1 to +1', () => {
    expect(
      keyGradient([
        { value: -1, colour: 'red' },
        { value: 0, colour: 'white' },
        { value: 0.5, colour: 'lime' },
        { value: 1, colour: 'green' },
      ]),
    ).toBe('linear-gradient(to right, red 0%, white 50%, lime 75%, green 100%)');
  });
});
