import { describe, expect, it } from 'vitest';
import { patternTemplate } from '../../cpm/pattern-template.ts';
import { CPM_SIGNAL_PATTERNS, firstMatches } from './cpm-patterns.ts';
import { closeFires } from './test-bars.ts';

/*
 * Each CPM Pattern signal on closes built around its template. Bars 0-39 are flat, bar 40 is a spike of +1000 and
 * bars 41-100 are the 60-bar window under test, so the window ending at bar 100 is the only one without the spike:
 * every earlier window is either flat (r undefined) or dominated by the spike, where r is about the template's own
 * normalised value at the spike's place (at most 0.35 in absolute value for these shapes). The window's r with the
 * template is set by construction: the template's normalised shape plus k times a unit shape orthogonal to it and to
 * a constant has r = 1 / sqrt(1 + k^2).
 */

const M = 60;
const SPIKE_AT = 40;
const LAST = SPIKE_AT + M;

/** Deviations from the mean scaled to unit length. */
function unit(xs: readonly number[]): number[] {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const d = xs.map((x) => x - mean);
  const norm = Math.sqrt(d.reduce((a, b) => a + b * b, 0));
  return d.map((x) => x / norm);
}

/** A window whose Pearson r with the template is exactly `r` (up to rounding): zT + k u, k = sqrt(1/r^2 - 1). */
function windowWithR(template: Float64Array, r: number): number[] {
  const z = unit(Array.from(template));
  // Any shape not a line through z: remove its mean and its z component (Gram-Schmidt), then scale to unit length.
  const raw = unit(Array.from({ length: M }, (_, i) => Math.sin(i * 1.7) + Math.cos(i * 0.3)));
  const along = raw.reduce((a, x, i) => a + x * z[i], 0);
  const u = unit(raw.map((x, i) => x - along * z[i]));
  const k = Math.sqrt(1 / (r * r) - 1);
  return z.map((x, i) => 100 + 10 * (x + k * u[i]));
}

function closesAround(window: readonly number[]): number[] {
  return [...Array.from({ length: SPIKE_AT }, () => 100), 1100, ...window];
}

describe.each(CPM_SIGNAL_PATTERNS.map((s) => [s.definition.name, s.pattern] as const))('%s', (name, pattern) => {
  const template = patternTemplate(pattern, M);
  it('fires on the bar that completes an exact copy of the template', () => {
    expect(closeFires(name, closesAround(Array.from(template, (y) => 100 + 10 * y)))).toEqual([LAST]);
  });
  it('fires on a window with r = 0.76', () => {
    expect(closeFires(name, closesAround(windowWithR(template, 0.76)))).toEqual([LAST]);
  });
  it('does not fire on a window with r = 0.74', () => {
    expect(closeFires(name, closesAround(windowWithR(template, 0.74)))).toEqual([]);
  });
});

describe('firstMatches', () => {
  it('marks the last bar of the first window of each run at or above 0.75', () => {
    // Windows of 3 bars: window s ends at bar s + 2. Runs start at s = 1 (0.8), s = 4 (0.75 exactly) and s = 6 (after
    // an undefined window).
    const r = Float64Array.from([0.5, 0.8, 0.9, 0.7, 0.75, NaN, 0.8]);
    const fires = Array.from(firstMatches(r, 3, 9));
    expect(fires.flatMap((f, i) => (f ? [i] : []))).toEqual([3, 6, 8]);
  });
});
