import { describe, expect, it } from 'vitest';
import { computeMetrics, returnPerExposure } from './metrics.ts';
import { simulate } from './simulate.ts';
import { DAY_MS, T0, actions, makeBars, makeSpec } from './test-fixtures.ts';
import type { SimulatedTrade, SimulationOutcome } from './types.ts';

function trade(entryBar: number, exitBar: number, ret: number): SimulatedTrade {
  return {
    entryBar,
    exitBar,
    entryPrice: 1,
    exitPrice: 1 + ret,
    ret,
    exitReason: 'signal',
    open: false,
    mae: 0,
    mfe: 0,
  };
}

function expectSeries(actual: Float64Array, expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((x, i) => expect(actual[i], `[${i}]`).toBeCloseTo(x, 9));
}

describe('computeMetrics on a hand-made outcome', () => {
  // 11 bars; the window is bars 1..9, whose first close is 50 and last close 60, 730 calendar days apart.
  const closes = [40, 50, 55, 52, 58, 61, 57, 59, 62, 60, 70];
  const times = closes.map((_, i) => (i === 9 ? T0 + 730 * DAY_MS : T0 + (i - 1) * DAY_MS));
  const bars = makeBars(closes, times);
  const spec = makeSpec(bars, { capital: 100, from: 1, to: 9 });
  const equity = [100, 110, 99, 105, 121, 115, 118, 120, 125];
  const outcome: SimulationOutcome = {
    trades: [trade(1, 2, 0.1), trade(3, 4, -0.05), trade(5, 5, 0), trade(6, 7, 0.2)],
    equity: Float64Array.from(equity),
    barsInMarket: 2 + 2 + 1 + 2,
  };
  const m = computeMetrics(bars, outcome, spec);

  it('counts trades: a zero return is not positive', () => {
    expect(m.totalTrades).toBe(4);
    expect(m.totalPositive).toBe(2);
    expect(m.totalNegative).toBe(2);
    expect(m.winRatePct).toBe((2 / 4) * 100);
    expect(m.eachReturnPct).toEqual([0.1 * 100, -0.05 * 100, 0, 0.2 * 100]);
    expect(m.averageWinPct).toBeCloseTo((10 + 20) / 2, 12);
    expect(m.averageLossPct).toBeCloseTo((-5 + 0) / 2, 12);
  });

  it('total return, buy & hold, CAGR over a known number of days', () => {
    expect(m.finalEquity).toBe(125);
    expect(m.totalReturnPct).toBeCloseTo((125 / 100 - 1) * 100, 12);
    expect(m.buyHoldGainPct).toBeCloseTo((60 / 50 - 1) * 100, 12);
    expect(m.cagrPct).toBeCloseTo(((125 / 100) ** (365.25 / 730) - 1) * 100, 12);
    expectSeries(
      m.buyHoldEquity,
      [50, 55, 52, 58, 61, 57, 59, 62, 60].map((c) => (100 * c) / 50),
    );
  });

  it('Sharpe and Sortino from the per-bar equity returns', () => {
    const r = [
      110 / 100 - 1,
      99 / 110 - 1,
      105 / 99 - 1,
      121 / 105 - 1,
      115 / 121 - 1,
      118 / 115 - 1,
      120 / 118 - 1,
      125 / 120 - 1,
    ];
    const mean = (r[0] + r[1] + r[2] + r[3] + r[4] + r[5] + r[6] + r[7]) / 8;
    let ss = 0;
    for (const x of r) ss += (x - mean) ** 2;
    const sampleStd = Math.sqrt(ss / (8 - 1));
    expect(m.sharpe).toBeCloseTo((mean / sampleStd) * Math.sqrt(252), 10);
    const downside = Math.sqrt((r[1] ** 2 + r[4] ** 2) / 8);
    expect(m.sortino).toBeCloseTo((mean / downside) * Math.sqrt(252), 10);
  });

  it('max drawdown, its curve and the longest run below the peak', () => {
    expect(m.maxDrawdownPct).toBeCloseTo((99 / 110 - 1) * 100, 12);
    // Below the peak: bars 2-3 (peak 110), then bars 5-7 (peak 121).
    expect(m.drawdownPeriodBars).toBe(3);
    expectSeries(m.drawdownPct, [
      0,
      0,
      (99 / 110 - 1) * 100,
      (105 / 110 - 1) * 100,
      0,
      (115 / 121 - 1) * 100,
      (118 / 121 - 1) * 100,
      (120 / 121 - 1) * 100,
      0,
    ]);
  });

  it('time in market and the extras', () => {
    expect(m.timeInMarketPct).toBeCloseTo((7 / 9) * 100, 12);
    const cagr = ((125 / 100) ** (365.25 / 730) - 1) * 100;
    expect(m.calmar).toBeCloseTo(cagr / 10, 10);
    expect(m.profitFactor).toBeCloseTo((10 + 20) / 5, 12);
    expect(m.expectancyPct).toBeCloseTo((10 - 5 + 0 + 20) / 4, 12);
    // in the market 7 of 9 bars: 25% over 7/9 of the window is 25 x 9 / 7 per unit of exposure
    expect(m.returnPerExposurePct).toBeCloseTo((25 * 9) / 7, 10);
    expect(m.bestTradePct).toBeCloseTo(20, 12);
    expect(m.worstTradePct).toBeCloseTo(-5, 12);
    // held 1, 1, 0 and 1 bars (exit bar minus fill bar)
    expect(m.avgBarsHeld).toBe(3 / 4);
  });
});

describe('returnPerExposure', () => {
  it('divides the total return by the time-in-market fraction, without compounding', () => {
    // 10% made while in the market half the time: 20% per unit of exposure
    expect(returnPerExposure(10, 0.5)).toBeCloseTo(20, 12);
    expect(returnPerExposure(10, 1)).toBeCloseTo(10, 12);
    expect(returnPerExposure(-60, 0.5)).toBeCloseTo(-120, 12);
    expect(returnPerExposure(0, 0.3)).toBe(0);
  });

  it('is null without time in the market', () => {
    expect(returnPerExposure(5, 0)).toBeNull();
  });
});

describe('computeMetrics edge cases', () => {
  it('no trades: flat equity gives Sharpe 0 and nulls, never NaN or Infinity', () => {
    const bars = makeBars([10, 12, 11, 15]);
    const spec = makeSpec(bars);
    const m = computeMetrics(bars, simulate(bars, actions(4), actions(4), spec), spec);
    expect(m).toMatchObject({
      totalTrades: 0,
      totalPositive: 0,
      totalNegative: 0,
      winRatePct: 0,
      averageWinPct: 0,
      averageLossPct: 0,
      eachReturnPct: [],
      totalReturnPct: 0,
      cagrPct: 0,
      sharpe: 0,
      maxDrawdownPct: 0,
      drawdownPeriodBars: 0,
      timeInMarketPct: 0,
      sortino: null,
      calmar: null,
      profitFactor: null,
      expectancyPct: null,
      returnPerExposurePct: null,
      bestTradePct: null,
      worstTradePct: null,
      avgBarsHeld: null,
      finalEquity: 1000,
    });
    expect(m.buyHoldGainPct).toBeCloseTo((15 / 10 - 1) * 100, 12);
  });

  it('one return is too few for a sample std; one bar has no calendar days', () => {
    const bars = makeBars([10, 11]);
    const two = computeMetrics(
      bars,
      { trades: [], equity: Float64Array.of(100, 90), barsInMarket: 0 },
      makeSpec(bars, { capital: 100 }),
    );
    expect(two.sharpe).toBe(0);
    expect(two.sortino).toBeCloseTo(((90 / 100 - 1) / Math.sqrt((90 / 100 - 1) ** 2 / 1)) * Math.sqrt(252), 12);
    const one = computeMetrics(
      bars,
      { trades: [], equity: Float64Array.of(100), barsInMarket: 0 },
      makeSpec(bars, { capital: 100, to: 0 }),
    );
    expect(one).toMatchObject({ sharpe: 0, sortino: null, cagrPct: 0, maxDrawdownPct: 0 });
  });

  it('profit factor is null with no losing trade', () => {
    const bars = makeBars([10, 11, 12]);
    const outcome: SimulationOutcome = {
      trades: [trade(0, 2, 0.2)],
      equity: Float64Array.of(100, 110, 120),
      barsInMarket: 3,
    };
    const m = computeMetrics(bars, outcome, makeSpec(bars, { capital: 100 }));
    expect(m.profitFactor).toBeNull();
    expect(m.averageLossPct).toBe(0);
    expect(m.timeInMarketPct).toBe(100);
    expect(m.calmar).toBeNull();
  });
});

describe('simulate + computeMetrics', () => {
  it('two round trips fully invested', () => {
    const bars = makeBars([100, 110, 99, 120]);
    const spec = makeSpec(bars);
    const m = computeMetrics(bars, simulate(bars, actions(4, 0, 2), actions(4, 1, 3), spec), spec);
    const final = 1000 * (110 / 100) * (120 / 99);
    expect(m.eachReturnPct.map((x) => Number(x.toFixed(9)))).toEqual([
      Number(((110 / 100 - 1) * 100).toFixed(9)),
      Number(((120 / 99 - 1) * 100).toFixed(9)),
    ]);
    expect(m.totalReturnPct).toBeCloseTo((final / 1000 - 1) * 100, 9);
    expect(m.timeInMarketPct).toBe(((1 - 0 + 1 + (3 - 2 + 1)) / 4) * 100);
    expect(m.winRatePct).toBe(100);
    expect(m.maxDrawdownPct).toBe(0);
  });
});
