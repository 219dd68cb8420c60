/**
 * Our indicators against the independent `technicalindicators` package (v3.1.0) on real S&P 500 daily bars
 * (vega-datasets sp500-2000.csv, 2000-2020). That package drops the warm-up, so its arrays are compared with our tails.
 * Where its conventions differ from ours (TA-Lib's), the test says where in its source and how the comparison allows
 * for it; everything else must agree to 1e-9 relative.
 */
import { readFileSync } from 'node:fs';
import {
  ADX,
  ATR,
  BollingerBands,
  CCI,
  EMA,
  Highest,
  Lowest,
  MACD,
  MFI,
  OBV,
  ROC,
  RSI,
  SMA,
  Stochastic,
  WMA,
  WilliamsR,
} from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import type { Bars } from '../series/bars.ts';
import { parseTechnicalName } from './technical-map.ts';
import { makeBars } from './test-helpers.ts';

function loadSpx(): Bars {
  const text = readFileSync(
    new URL('../../../node_modules/vega-datasets/data/sp500-2000.csv', import.meta.url),
    'utf8',
  );
  const [header, ...lines] = text.trim().split('\n');
  const cols = header.split(',');
  expect(cols).toEqual(['date', 'open', 'high', 'low', 'close', 'adjclose', 'volume']);
  const rows = lines.map((l) => l.split(',').map(Number));
  return makeBars({
    open: rows.map((r) => r[1]),
    high: rows.map((r) => r[2]),
    low: rows.map((r) => r[3]),
    close: rows.map((r) => r[4]),
    volume: rows.map((r) => r[6]),
  });
}

const spx = loadSpx();
const n = spx.close.length;
const high = Array.from(spx.high);
const low = Array.from(spx.low);
const close = Array.from(spx.close);
const volume = Array.from(spx.volume);

function ours(name: string): Float64Array {
  const resolved = parseTechnicalName(name);
  if (!resolved) throw new Error(`not a technical name: ${name}`);
  const out = resolved.indicator.compute(spx, resolved.params);
  // Our warm-up is exactly the declared lookback: NaN before it, a value at it.
  const lookback = resolved.indicator.lookback(resolved.params);
  expect(out.slice(0, lookback).every(Number.isNaN), `${name} warm-up`).toBe(true);
  expect(Number.isFinite(out[lookback]), `${name} first value`).toBe(true);
  return out;
}

interface Compare {
  /** |ours - theirs| <= rel x max(1, |theirs|) + abs. */
  readonly rel?: number;
  readonly abs?: number;
  /** Compare only bars from this index of OUR series on. */
  readonly from?: number;
  /** Skip bars for which this returns true (a documented convention difference). */
  readonly skip?: (t: number) => boolean;
}

/** Aligns their warm-up-free array on our last bars and returns the number of bars compared. */
function expectTail(mine: Float64Array, theirs: readonly (number | undefined)[], opts: Compare = {}): number {
  const { rel = 1e-9, abs = 0, from = 0, skip } = opts;
  const offset = n - theirs.length;
  let compared = 0;
  let worst = 0;
  let worstAt = -1;
  for (let i = 0; i < theirs.length; i++) {
    const t = offset + i;
    const b = theirs[i];
    if (t < from || b === undefined || skip?.(t)) continue;
    const err = Math.abs(mine[t] - b) - rel * Math.max(1, Math.abs(b)) - abs;
    if (!(err <= worst)) {
      worst = Number.isNaN(err) ? Infinity : err;
      worstAt = t;
    }
    compared++;
  }
  expect(worstAt, `worst mismatch at bar ${worstAt}: ours ${mine[worstAt]} theirs ${theirs[worstAt - offset]}`).toBe(
    -1,
  );
  expect(compared).toBeGreaterThan(n / 2);
  return compared;
}

describe('cross-check with technicalindicators on S&P 500 2000-2020', () => {
  it('has the real file', () => {
    expect(n).toBeGreaterThan(5000);
    expect(spx.close[0]).toBe(1455.219971); // 2000-01-03
  });

  it('SMA, EMA, WMA: same conventions (its EMA is also seeded with the SMA, lib/moving_averages/EMA.js)', () => {
    for (const period of [5, 20, 200]) {
      const their = SMA.calculate({ period, values: close });
      expect(their.length).toBe(n - (period - 1));
      expectTail(ours(`SMA(${period})`), their);
      expectTail(ours(`EMA(${period})`), EMA.calculate({ period, values: close }));
      expectTail(ours(`WMA(${period})`), WMA.calculate({ period, values: close }));
    }
  });

  it('MA Spread = SMA(fast) - SMA(slow)', () => {
    const fast = SMA.calculate({ period: 10, values: close });
    const slow = SMA.calculate({ period: 30, values: close });
    expectTail(
      ours('MA Spread(10,30)'),
      slow.map((s, i) => fast[i + 20] - s),
      { abs: 1e-9 },
    );
  });

  it('RSI: same Wilder seeding (lib/Utils/AverageGain.js), but it rounds RSI to 2 decimals (toFixed(2))', () => {
    for (const period of [2, 14]) {
      const their = RSI.calculate({ period, values: close });
      expect(their.length).toBe(n - period);
      expectTail(ours(`RSI(${period})`), their, { rel: 0, abs: 0.005 + 1e-9 });
    }
  });

  it('MACD with EMA oscillator and EMA signal (its MACD defaults to SMAs unless told otherwise)', () => {
    const their = MACD.calculate({
      values: close,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    });
    expect(their.length).toBe(n - 25);
    // MACD values sit near 0, so the tolerance is absolute: 1e-9 index points.
    expectTail(
      ours('MACD(12,26,9)'),
      their.map((r) => r.MACD),
      { rel: 0, abs: 1e-9 },
    );
    expectTail(
      ours('MACD Signal'),
      their.map((r) => r.signal),
      { rel: 0, abs: 1e-9 },
    );
    expectTail(
      ours('MACD Histogram(12,26,9)'),
      their.map((r) => r.histogram),
      { rel: 0, abs: 1e-9 },
    );
  });

  it('Bollinger: it also uses the population std (lib/Utils/SD.js divides by period)', () => {
    const their = BollingerBands.calculate({ period: 20, stdDev: 2, values: close });
    expectTail(
      ours('Bollinger Upper(20,2)'),
      their.map((r) => r.upper),
    );
    expectTail(
      ours('Bollinger Lower'),
      their.map((r) => r.lower),
    );
    expectTail(
      ours('Bollinger %B(20,2)'),
      their.map((r) => r.pb),
      { abs: 1e-9 },
    );
    // It has no bandwidth; ours is (upper - lower) / middle x 100.
    expectTail(
      ours('Bollinger Bandwidth(20,2)'),
      their.map((r) => ((r.upper - r.lower) / r.middle) * 100),
    );
  });

  it('Stochastic: its k is our raw %K(N,1), its d (SMA of k) our slow %K(N,3); our %D is one more SMA', () => {
    const their = Stochastic.calculate({ period: 14, signalPeriod: 3, high, low, close });
    expectTail(
      ours('Stochastic %K(14,1)'),
      their.map((r) => r.k),
    );
    const slowK = their.map((r) => r.d).filter((d): d is number => d !== undefined);
    expectTail(ours('Stochastic %K(14,3)'), slowK);
    expectTail(ours('Stochastic %D(14,3,3)'), SMA.calculate({ period: 3, values: slowK }));
  });

  it('Williams %R and Donchian (its Highest/Lowest also include the current bar)', () => {
    expectTail(ours('Williams %R(14)'), WilliamsR.calculate({ period: 14, high, low, close }));
    expectTail(ours('Donchian High(20)'), Highest.calculate({ period: 20, values: high }));
    expectTail(ours('Donchian Low(20)'), Lowest.calculate({ period: 20, values: low }));
  });

  it('CCI: same typical price, mean deviation and 0.015 (both our direct and sorted-window paths)', () => {
    for (const period of [20, 150]) {
      expectTail(ours(`CCI(${period})`), CCI.calculate({ period, high, low, close }), { abs: 1e-9 });
    }
  });

  it('ATR: same TA-Lib seeding (lib/directionalmovement/ATR.js: WEMA of TR from bar 1, seeded with the SMA)', () => {
    const their = ATR.calculate({ period: 14, high, low, close });
    expect(their.length).toBe(n - 14);
    expectTail(ours('ATR(14)'), their);
  });

  it('ADX/+DI/-DI: its DM/TR seed differs from TA-Lib, so compare once the difference has decayed', () => {
    // lib/directionalmovement/ADX.js seeds its WilderSmoothing with the sum of the first N values (bars 1..N); TA-Lib
    // (ours) sums bars 1..N-1 and applies one smoothing step at bar N. The smoothed sums differ by (sum/N) x (1-1/N)^k
    // after k more bars. Measured for N = 14 on this file: DI within 1e-6 relative by bar ~150, ADX (a further Wilder
    // average of DX) by bar ~200, both within 1e-12 by bar 400, so from bar 400 on the usual 1e-9 applies. Both start
    // DI at bar N and ADX at bar 2N-1, and it reports DI only where ADX is defined, so the tails align.
    const their = ADX.calculate({ period: 14, high, low, close });
    expect(their.length).toBe(n - 27);
    const plus = ours('+DI(14)');
    const minus = ours('-DI(14)');
    const adx = ours('ADX(14)');
    const theirPlus = their.map((r) => r.pdi);
    expectTail(
      adx,
      their.map((r) => r.adx),
      { from: 400 },
    );
    expectTail(plus, theirPlus, { from: 400 });
    expectTail(
      minus,
      their.map((r) => r.mdi),
      { from: 400 },
    );
    // ...and the difference is real at the start: their first +DI (our bar 2N-1 = 27) is not ours.
    expect(Math.abs(plus[27] - theirPlus[0])).toBeGreaterThan(1e-3);
  });

  it('ROC, Momentum', () => {
    expectTail(ours('ROC(12)'), ROC.calculate({ period: 12, values: close }), { abs: 1e-9 });
    const mom = ours('Momentum(10)');
    let worst = 0;
    for (let t = 10; t < n; t++) worst = Math.max(worst, Math.abs(mom[t] - (close[t] - close[t - 10])));
    expect(worst).toBe(0);
  });

  it('OBV: it omits the first bar (our 0), so its i-th value is our bar i+1', () => {
    const their = OBV.calculate({ close, volume });
    expect(their.length).toBe(n - 1);
    const mine = ours('OBV');
    expect(mine[0]).toBe(0);
    expectTail(mine, their, { rel: 0 });
  });

  it('MFI: it starts a bar late, rounds to 2 decimals and counts an unchanged typical price as negative flow', () => {
    // lib/volume/MFI.js: its first flow is at bar 2 (bar 0 is swallowed), so its first MFI is at bar N+1; after that
    // both are the same window of the last N flows. It rounds with toFixed(2), hence the 0.005 tolerance, and its
    // `tp > prev ? positive : negative` sends an unchanged TP to the negative side, where TA-Lib (ours) drops it, so
    // windows that hold an unchanged TP are skipped (there happen to be none in this file).
    const period = 14;
    const tp = spx.close.map((c, t) => (spx.high[t] + spx.low[t] + c) / 3);
    const unchanged = new Set<number>();
    for (let t = 1; t < n; t++) if (tp[t] === tp[t - 1]) for (let k = 0; k < period; k++) unchanged.add(t + k);
    expect(unchanged.size).toBeLessThan(n / 10);
    const their = MFI.calculate({ period, high, low, close, volume });
    expect(their.length).toBe(n - period - 1);
    expectTail(ours(`MFI(${period})`), their, { rel: 0, abs: 0.005 + 1e-9, skip: (t) => unchanged.has(t) });
  });
});
