import { describe, expect, it } from 'vitest';
import { randomWalk } from '../../cpm/test-series.ts';
import { patternTemplate } from '../../cpm/pattern-template.ts';
import { CPM_PATTERN_NAMES } from '../../cpm/patterns.ts';
import { windowCorrelations } from '../../cpm/window-correlations.ts';
import { prepareTemplates, templateCorrelations } from './template-correlations.ts';

/** The batched correlations must be the CPM engine's, number for number. */
describe('templateCorrelations', () => {
  const close = randomWalk(600, 7);
  // A flat stretch longer than a window and a missing close: both leave r undefined.
  close.fill(100, 100, 180);
  close[400] = NaN;

  it('equals windowCorrelations for every CPM shape', () => {
    const templates = CPM_PATTERN_NAMES.map((name) => patternTemplate(name, 60));
    const batched = templateCorrelations(close, prepareTemplates(templates));
    templates.forEach((t, k) => expect(batched[k]).toEqual(windowCorrelations(close, t, 0)));
  });

  it('equals it for a count of templates that is not a multiple of the batch, one of them flat', () => {
    const templates = [
      patternTemplate('double_top', 20),
      new Float64Array(20).fill(3),
      patternTemplate('rounding_bottom', 20),
    ];
    const batched = templateCorrelations(close, prepareTemplates(templates));
    expect(batched).toHaveLength(3);
    templates.forEach((t, k) => expect(batched[k]).toEqual(windowCorrelations(close, t, 0)));
    expect(batched[1].every(Number.isNaN)).toBe(true);
  });

  it('gives no windows for a series shorter than the template', () => {
    const [r] = templateCorrelations(close.subarray(0, 59), prepareTemplates([patternTemplate('double_top', 60)]));
    expect(r).toHaveLength(0);
  });
});
