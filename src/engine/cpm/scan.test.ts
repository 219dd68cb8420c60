import { describe, expect, it } from 'vitest';
import { pearson } from '../correlation/pearson.ts';
import { patternTemplate } from './pattern-template.ts';
import type { ScanOptions } from './scan.ts';
import { scanPattern } from './scan.ts';
import { plant, randomWalk, spliceCopy } from './test-series.ts';
import type { CpmMatch } from './types.ts';

const base: ScanOptions = { searchFrom: 0, minCorr: 0, excludeOverlap: false };
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start <= b.end && b.start <= a.end;

/**
 * The definition restated plainly: every window's r from pearson(), Corr as r x 100 rounded by toFixed, the
 * threshold, sort, then the greedy exclusion against a list of kept intervals.
 */
function plainScan(close: Float64Array, template: number[], options: ScanOptions): CpmMatch[] {
  const m = template.length;
  const all: CpmMatch[] = [];
  for (let s = options.searchFrom; s + m <= close.length; s++) {
    const corr = Number((pearson(close.subarray(s, s + m), template) * 100).toFixed(4));
    const w = { start: s, end: s + m - 1, corr };
    if (
      corr >= options.minCorr &&
      !(options.exclude && overlaps(w, { start: options.exclude.from, end: options.exclude.to }))
    )
      all.push(w);
  }
  all.sort((a, b) => (a.corr !== b.corr ? b.corr - a.corr : a.start - b.start));
  if (!options.excludeOverlap) return all;
  const kept: CpmMatch[] = [];
  for (const w of all) if (!kept.some((k) => overlaps(k, w))) kept.push(w);
  return kept;
}

describe('scanPattern', () => {
  it('agrees with the plain restatement, with and without overlap exclusion', () => {
    const close = randomWalk(1500, 11);
    const template = Array.from(randomWalk(30, 5));
    for (const excludeOverlap of [false, true]) {
      for (const minCorr of [0, 60, 85]) {
        const options = { ...base, searchFrom: 100, minCorr, excludeOverlap, exclude: { from: 700, to: 729 } };
        const got = scanPattern(close, template, options);
        const want = plainScan(close, template, options);
        expect(got.length, `${minCorr} ${excludeOverlap}`).toBe(want.length);
        got.forEach((g, k) => {
          // Corr may differ by one unit in the 4th decimal where r sits on a rounding edge; order follows it.
          expect(Math.abs(g.corr - want[k].corr)).toBeLessThanOrEqual(1e-4);
        });
        if (got.length > 0 && minCorr === 85) expect(got.map((g) => g.start)).toEqual(want.map((w) => w.start));
      }
    }
  });

  it('finds a planted scaled copy with Corr 100, best first', () => {
    const close = randomWalk(800, 3);
    const template = patternTemplate('head_and_shoulder_top', 60);
    plant(close, template, 500, 25, 80); // 80 .. 105, near the walk's level
    const found = scanPattern(close, template, { ...base, minCorr: 90, excludeOverlap: true });
    expect(found[0]).toEqual({ start: 500, end: 559, corr: 100 });
    for (const m of found) expect(m.corr).toBeGreaterThanOrEqual(90);
    for (let k = 1; k < found.length; k++) expect(found[k].corr).toBeLessThanOrEqual(found[k - 1].corr);
  });

  it('Customize: the template’s own window is not reported, a copy elsewhere is', () => {
    const close = randomWalk(900, 21);
    const own = { from: 200, to: 259 };
    const template = close.slice(own.from, own.to + 1);
    plant(close, template, 600, 0.5, 40);
    const withOwn = scanPattern(close, template, { ...base, minCorr: 99.99, excludeOverlap: true });
    expect(withOwn.map((m) => [m.start, m.corr])).toEqual([
      [200, 100],
      [600, 100],
    ]);
    const found = scanPattern(close, template, { ...base, minCorr: 80, exclude: own, excludeOverlap: false });
    expect(found[0]).toEqual({ start: 600, end: 659, corr: 100 });
    // Not even the windows shifted by a bar or two, which correlate almost perfectly with it.
    for (const m of found) expect(overlaps(m, { start: own.from, end: own.to }), `${m.start}`).toBe(false);
  });

  it('overlap exclusion keeps the best of a cluster and drops its shifted neighbours', () => {
    const close = randomWalk(600, 8);
    const template = patternTemplate('double_bottom', 40);
    spliceCopy(close, template, 300, 10);
    const all = scanPattern(close, template, { ...base, minCorr: 90, excludeOverlap: false });
    const neighbours = all.filter((m) => overlaps(m, { start: 300, end: 339 }));
    expect(neighbours.length).toBeGreaterThan(1); // windows a bar or two off still correlate above 90
    const kept = scanPattern(close, template, { ...base, minCorr: 90, excludeOverlap: true });
    expect(kept.filter((m) => overlaps(m, { start: 300, end: 339 }))).toEqual([{ start: 300, end: 339, corr: 100 }]);
    for (let a = 0; a < kept.length; a++)
      for (let b = a + 1; b < kept.length; b++) expect(overlaps(kept[a], kept[b])).toBe(false);
  });

  it('windows lie entirely inside [searchFrom, last bar]', () => {
    const close = randomWalk(300, 4);
    const template = patternTemplate('triple_tap', 30);
    plant(close, template, 95, 5, 100);
    expect(scanPattern(close, template, { ...base, searchFrom: 100, minCorr: 99.99, excludeOverlap: true })).toEqual(
      [],
    );
    expect(scanPattern(close, template, { ...base, searchFrom: 95, minCorr: 99.99, excludeOverlap: true })).toEqual([
      { start: 95, end: 124, corr: 100 },
    ]);
    plant(close, template, 270, 5, 100); // ends on the last bar
    const atEnd = scanPattern(close, template, { ...base, searchFrom: 95, minCorr: 99.99, excludeOverlap: true });
    expect(atEnd.map((m) => m.end)).toEqual([124, 299]);
    for (const m of scanPattern(close, template, { ...base, searchFrom: 100, excludeOverlap: false })) {
      expect(m.start).toBeGreaterThanOrEqual(100);
      expect(m.end).toBeLessThanOrEqual(299);
    }
  });

  describe('ma_condition', () => {
    // Two copies of a 20-bar double top (100 + 10y, y in [0, 1], ending at y = 0, so the close is 100 at each
    // end). Copy A follows 40 bars at 200: its 40-bar SMA at the end is (20 x 200 + sum of the copy) / 40 >= 150,
    // above the close. Copy B follows 40 bars at 50: (20 x 50 + 20 x 100 + 10 x sum y) / 40 <= 80, below the close.
    const template = patternTemplate('double_top', 20);
    const close = new Float64Array(160);
    close.fill(200, 0, 40);
    plant(close, template, 40, 10, 100);
    close.fill(50, 60, 100);
    plant(close, template, 100, 10, 100);
    close.fill(200, 120, 160);
    const scan = (ma?: ScanOptions['ma']) =>
      scanPattern(close, template, { ...base, minCorr: 99.99, excludeOverlap: true, ma }).map((m) => m.start);

    it('keeps both copies with no condition', () => {
      expect(scan()).toEqual([40, 100]);
    });

    it('1 keeps the match whose close is above its MA, 2 the one below', () => {
      expect(scan({ period: 40, condition: 1 })).toEqual([100]);
      expect(scan({ period: 40, condition: 2 })).toEqual([40]);
    });

    it('drops a match whose MA is not defined yet', () => {
      // The first copy ends on bar 59: a 61-bar MA starts on bar 60.
      expect(scan({ period: 61, condition: 2 })).toEqual([]);
      expect(scan({ period: 61, condition: 1 })).toEqual([100]);
      expect(scan({ period: 200, condition: 1 })).toEqual([]);
    });
  });

  it('no matches for a flat template; a template under 3 bars is an error', () => {
    const close = randomWalk(100, 1);
    expect(scanPattern(close, [4, 4, 4, 4], base)).toEqual([]);
    expect(() => scanPattern(close, [1, 2], base)).toThrow(RangeError);
    expect(scanPattern(close.subarray(0, 10), patternTemplate('double_top', 12), base)).toEqual([]);
  });

  it('reports Corr rounded to 4 decimals, compared after rounding', () => {
    const close = randomWalk(500, 9);
    const template = Array.from(randomWalk(20, 10));
    for (const m of scanPattern(close, template, base)) {
      expect(Math.abs(m.corr * 1e4 - Math.round(m.corr * 1e4))).toBeLessThan(1e-6);
    }
  });
});
