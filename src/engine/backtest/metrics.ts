import type { Bars } from '../series/bars.ts';
import type { BacktestMetrics, ExecutionSpec, SimulatedTrade, SimulationOutcome } from './types.ts';
import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

const DAY_MS = 86_400_000;

interface TradeStats {
  positive: number;
  winSumPct: number;
  lossSumPct: number;
  eachReturnPct: number[];
  best: number;
  worst: number;
}

function tradeStats(outcome: SimulationOutcome): TradeStats {
  const { trades } = outcome;
  const eachReturnPct = new Array<number>(trades.length);
  let positive = 0;
  let winSumPct = 0;
  let lossSumPct = 0;
  let best = -Infinity;
  let worst = Infinity;
  for (let k = 0; k < trades.length; k++) {
    const ret = trades[k].ret;
    const pct = ret * 100;
    eachReturnPct[k] = pct;
    // The spec splits trades in two: a break-even trade is not a win, so it counts with the losses.
    if (ret > 0) {
      positive++;
      winSumPct += pct;
    } else {
      lossSumPct += pct;
    }
    if (pct > best) best = pct;
    if (pct < worst) worst = pct;
  }
  return { positive, winSumPct, lossSumPct, eachReturnPct, best, worst };
}

interface CurveStats {
  sharpe: number;
  sortino: number | null;
  maxDrawdownPct: number;
  periodBars: number;
}

/** The deeper of a drawdown so far and a trough's under its peak (percent, <= 0; none under a peak at or below 0). */
function deeperDrawdown(deepest: number, trough: number, peak: number): number {
  const dd = peak > 0 ? (trough / peak - 1) * 100 : 0;
  return dd < deepest ? dd : deepest;
}

/**
 * One pass over the equity curve: Sharpe and Sortino of its per-bar returns (rf = 0, annualised by sqrt(barsPerYear))
 * and its drawdowns, written to `drawdownPct` when given (zero-filled, as long as the curve). The variance sums are
 * shifted by the first return, which keeps them exact for a constant series (std 0, so Sharpe 0 rather than noise over
 * noise) without a division per bar.
 */
function curveStats(equity: Float64Array, barsPerYear: number, drawdownPct: Float64Array | null): CurveStats {
  const n = equity.length;
  let shift = 0;
  let sum = 0;
  let sumSq = 0;
  let downSq = 0;
  let peak = equity[0];
  // The lowest equity since the peak. (e / peak - 1) * 100 only grows with e (each rounded step keeps the order), so
  // the deepest drawdown under a peak is the trough's, and one division per peak gives the same maximum as one per bar.
  let trough = peak;
  let maxDrawdownPct = 0;
  let run = 0;
  let periodBars = 0;
  for (let k = 1; k < n; k++) {
    const prev = equity[k - 1];
    const e = equity[k];
    // Equity at or below zero has no meaningful return; count the bar as flat rather than poison the sums with NaN.
    const r = prev > 0 ? e / prev - 1 : 0;
    if (k === 1) shift = r;
    const d = r - shift;
    sum += d;
    sumSq += d * d;
    // r itself below 0, else 0, with no branch: a held position's returns change sign at random, so a branch here
    // was mispredicted on about every other bar. Where r is not finite the Sortino is null either way.
    const down = r * +(r < 0);
    downSq += down * down;
    if (e > peak) {
      maxDrawdownPct = deeperDrawdown(maxDrawdownPct, trough, peak);
      peak = trough = e;
    } else if (e < trough) {
      trough = e;
    }
    if (drawdownPct) drawdownPct[k] = peak > 0 ? (e / peak - 1) * 100 : 0;
    run = e < peak ? run + 1 : 0;
    if (run > periodBars) periodBars = run;
  }
  maxDrawdownPct = deeperDrawdown(maxDrawdownPct, trough, peak);
  const count = n - 1;
  const scale = Math.sqrt(barsPerYear);
  const mean = count > 0 ? shift + sum / count : 0;
  const variance = count >= 2 ? (sumSq - (sum * sum) / count) / (count - 1) : 0;
  const std = variance > 0 ? Math.sqrt(variance) : 0;
  const sharpe = std > 0 ? (mean / std) * scale : 0;
  const downside = count > 0 ? Math.sqrt(downSq / count) : 0;
  const sortino = downside > 0 ? (mean / downside) * scale : null;
  return {
    sharpe: Number.isFinite(sharpe) ? sharpe : 0,
    sortino: sortino !== null && Number.isFinite(sortino) ? sortino : null,
    maxDrawdownPct,
    periodBars,
  };
}

/**
 * The bars a trade was held: from its fill bar to its exit bar (an exit 10 bars after the fill is 10; in and out on
 * one bar is 0). Time in Market counts both ends instead, since the position is open on each of those bars.
 */
export function heldBars(trade: SimulatedTrade): number {
  return trade.exitBar - trade.entryBar;
}

/**
 * Return per unit of exposure: the total return (percent) divided by the time-in-market fraction, a plain ratio with
 * no compounding. A strategy that made 10% while in the market half the time returned 20% per unit of exposure. Null
 * when never in the market (no exposure to divide by).
 */
export function returnPerExposure(returnPct: number, exposure: number): number | null {
  return exposure > 0 ? returnPct / exposure : null;
}

/**
 * The compound annual growth rate, in percent, of a growth factor (final / initial) over `days` calendar days. A
 * wiped-out account has no real growth rate, so it reports the total loss instead of NaN from a fractional power; a
 * span of no days has no rate and reports 0.
 */
export function cagrPercent(growth: number, days: number): number {
  if (!(days > 0)) return 0;
  return growth > 0 ? (growth ** (365.25 / days) - 1) * 100 : -100;
}

/** The metrics of spec 2.9 and the extras of docs/semantics.md, percent where the result shows percent. */
export function computeMetrics(
  bars: Bars,
  outcome: SimulationOutcome,
  spec: ExecutionSpec,
  alloc: Alloc = HEAP,
): BacktestMetrics {
  const { from, to, capital } = spec;
  const { close, time } = bars;
  const { equity, trades, barsInMarket } = outcome;
  const windowBars = to - from + 1;
  const totalTrades = trades.length;

  const t = tradeStats(outcome);
  const totalNegative = totalTrades - t.positive;

  const finalEquity = equity[equity.length - 1];
  const growth = finalEquity / capital;
  const totalReturnPct = (growth - 1) * 100;
  const firstClose = close[from];
  const buyHoldGainPct = (close[to] / firstClose - 1) * 100;
  const unitsHeld = capital / firstClose;
  const buyHoldCurve = (): Float64Array => {
    const curve = alloc.f64(windowBars);
    for (let i = from; i <= to; i++) curve[i - from] = unitsHeld * close[i];
    return curve;
  };

  const cagrPct = cagrPercent(growth, (time[to] - time[from]) / DAY_MS);

  // The two curves are most of the work and memory of a run on many bars, and a sweep reads neither: on the heap they
  // are made when first read, from the same arrays by the same arithmetic. An arena's arrays are taken back at its
  // reset, so with one they are made now, while the equity curve is still valid.
  const lazy = alloc === HEAP;
  const eagerDrawdown = lazy ? null : alloc.f64(equity.length);
  const dd = curveStats(equity, spec.barsPerYear, eagerDrawdown);
  let drawdownPct = eagerDrawdown;
  let buyHoldEquity = lazy ? null : buyHoldCurve();
  const timeInMarketPct = (barsInMarket / windowBars) * 100;
  const exposure = timeInMarketPct / 100;
  const lossSumAbs = Math.abs(t.lossSumPct);
  let barsHeld = 0;
  for (const trade of trades) barsHeld += heldBars(trade);

  return {
    totalTrades,
    totalPositive: t.positive,
    totalNegative,
    winRatePct: totalTrades > 0 ? (t.positive / totalTrades) * 100 : 0,
    averageWinPct: t.positive > 0 ? t.winSumPct / t.positive : 0,
    averageLossPct: totalNegative > 0 ? t.lossSumPct / totalNegative : 0,
    eachReturnPct: t.eachReturnPct,
    totalReturnPct,
    buyHoldGainPct,
    cagrPct,
    sharpe: dd.sharpe,
    maxDrawdownPct: dd.maxDrawdownPct,
    drawdownPeriodBars: dd.periodBars,
    timeInMarketPct,
    get drawdownPct() {
      if (!drawdownPct) curveStats(equity, spec.barsPerYear, (drawdownPct = alloc.f64(equity.length)));
      return drawdownPct;
    },
    get buyHoldEquity() {
      return (buyHoldEquity ??= buyHoldCurve());
    },
    sortino: dd.sortino,
    calmar: dd.maxDrawdownPct < 0 ? cagrPct / Math.abs(dd.maxDrawdownPct) : null,
    profitFactor: lossSumAbs > 0 ? t.winSumPct / lossSumAbs : null,
    expectancyPct: totalTrades > 0 ? (t.winSumPct + t.lossSumPct) / totalTrades : null,
    returnPerExposurePct: returnPerExposure(totalReturnPct, exposure),
    bestTradePct: totalTrades > 0 ? t.best : null,
    worstTradePct: totalTrades > 0 ? t.worst : null,
    avgBarsHeld: totalTrades > 0 ? barsHeld / totalTrades : null,
    finalEquity,
  };
}
