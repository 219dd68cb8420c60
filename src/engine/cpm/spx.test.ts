/**
 * Real data: S&P 500 daily bars 2000-01-03..2020-04-17 (public/samples/SPX.csv). A Customize template of the autumn
 * 2008 crash and a Common Pattern template, checked against direct computations on the parsed closes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { pearson } from '../correlation/pearson.ts';
import { barsFromRows } from '../series/from-rows.ts';
import { windowRange } from '../series/window.ts';
import { backtestMatches } from './backtest.ts';
import { patternTemplate } from './pattern-template.ts';
import { CPM_PATTERN_NAMES } from './patterns.ts';
import { scanPattern } from './scan.ts';
import type { CpmMatch } from './types.ts';

const spx = barsFromRows(
  parsePriceCsv(readFileSync(new URL('../../../public/samples/SPX.csv', import.meta.url), 'utf8')).rows,
);
const close = spx.close;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const own = windowRange(spx.time, day('2008-09-01'), day('2008-11-30'))!;
const template = close.slice(own.from, own.to + 1);
const overlaps = (a: { start: number; end: number }, from: number, to: number) => a.start <= to && from <= a.end;
const directCorr = (m: CpmMatch, t: ArrayLike<number>) => pearson(close.subarray(m.start, m.end + 1), t) * 100;

describe('CPM on SPX 2000-2020', () => {
  it('the template is the autumn 2008 sessions', () => {
    // 2008-09-01 was Labor Day: the first session is 09-02, the last the 28th of November:
    // 21 + 23 + 19 sessions (Thanksgiving closed the 27th).
    expect(template.length).toBe(63);
    expect(spx.time[own.from]).toBe(day('2008-09-02'));
    expect(spx.time[own.to]).toBe(day('2008-11-28'));
  });

  const options = { searchFrom: 0, minCorr: 80, exclude: own, excludeOverlap: true };
  const matches = scanPattern(close, template, options);

  it('Customize: finds disjoint matches, none touching the template’s own window', () => {
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(overlaps(m, own.from, own.to), `${m.start}`).toBe(false);
      expect(m.end - m.start + 1).toBe(63);
      expect(m.corr).toBeGreaterThanOrEqual(80);
      expect(Math.abs(m.corr - directCorr(m, template))).toBeLessThanOrEqual(0.5e-4 + 1e-9);
    }
    for (let k = 1; k < matches.length; k++) {
      expect(matches[k].corr).toBeLessThanOrEqual(matches[k - 1].corr);
      for (let j = 0; j < k; j++) expect(overlaps(matches[k], matches[j].start, matches[j].end)).toBe(false);
    }
  });

  it('the best match is the best window of all, and every kept match is one of the full list', () => {
    const all = scanPattern(close, template, { ...options, excludeOverlap: false });
    expect(all.length).toBeGreaterThan(matches.length);
    // The best window by a direct scan with pearson (outside the template's window).
    let best = -Infinity;
    for (let s = 0; s + 63 <= close.length; s++) {
      if (overlaps({ start: s, end: s + 62 }, own.from, own.to)) continue;
      best = Math.max(best, pearson(close.subarray(s, s + 63), template) * 100);
    }
    expect(Math.abs(matches[0].corr - best)).toBeLessThanOrEqual(0.5e-4 + 1e-9);
    expect(all[0]).toEqual(matches[0]);
    const keys = new Set(all.map((m) => m.start));
    for (const m of matches) expect(keys.has(m.start)).toBe(true);
  });

  it('the last 10 years only: every window starts on or after 2010-04-17', () => {
    const searchFrom = windowRange(spx.time, day('2010-04-17'), NaN)!.from;
    const recent = scanPattern(close, template, { ...options, searchFrom, minCorr: 70 });
    expect(recent.length).toBeGreaterThan(0);
    for (const m of recent) expect(spx.time[m.start]).toBeGreaterThanOrEqual(day('2010-04-17'));
  });

  it('backtest: each trade’s return from the closes, buy and hold from the file’s first and last close', () => {
    const result = backtestMatches(spx, matches, { timeInMarket: 21, direction: 'Long', searchFrom: 0 });
    expect(result.trades.length + result.untraded.length).toBe(matches.length);
    expect(result.totalTrades).toBe(result.trades.length);
    expect(result.totalPositive + result.totalNegative).toBe(result.totalTrades);
    for (const t of result.trades) {
      expect(t.exitIndex - t.entryIndex).toBe(21);
      expect(t.returnPct).toBeCloseTo((close[t.match.end + 21] / close[t.match.end] - 1) * 100, 10);
      expect(t.maxLossPct).toBeLessThanOrEqual(t.returnPct);
      expect(t.maxGainPct).toBeGreaterThanOrEqual(t.returnPct);
    }
    // First and last rows of SPX.csv: 2000-01-03 close 1455.219971, 2020-04-17 close 2874.560059.
    expect(result.buyAndHold).toBeCloseTo((2874.560059 / 1455.219971 - 1) * 100, 8);
    expect(result.timeInMarket).toBeGreaterThan(0);
    expect(result.timeInMarket).toBeLessThanOrEqual((result.trades.length * 21 * 100) / close.length + 1e-9);
  });

  it('Common Pattern: each shape of 60 bars, each Corr as computed directly', () => {
    let total = 0;
    for (const name of CPM_PATTERN_NAMES) {
      const shape = patternTemplate(name, 60);
      const found = scanPattern(close, shape, { searchFrom: 0, minCorr: 75, excludeOverlap: true });
      total += found.length;
      for (const m of found) expect(Math.abs(m.corr - directCorr(m, shape))).toBeLessThanOrEqual(0.5e-4 + 1e-9);
    }
    // Twenty years hold rounding bottoms and channels above 75 (dozens); the sharp-topped shapes are rarer.
    expect(total).toBeGreaterThan(20);
  });
});
