import { describe, expect, it } from 'vitest';
import { overlayRows, scaleToUnit } from './overlay-paths.ts';

describe('overlay of the matches on the template', () => {
  it('scales each series to its own low (0) and high (1)', () => {
    expect(scaleToUnit([10, 30, 20])).toEqual([0, 1, 0.5]);
    expect(scaleToUnit([4, 4])).toEqual([0.5, 0.5]);
  });

  it('lines the template and every window up bar by bar', () => {
    const rows = overlayRows(
      [1, 0, 1],
      [
        [100, 90, 110],
        [5, 6, 7],
      ],
    );
    expect(rows).toEqual([
      { bar: 0, template: 1, matches: [0.5, 0] },
      { bar: 1, template: 0, matches: [0, 0.5] },
      { bar: 2, template: 1, matches: [1, 1] },
    ]);
  });
});
