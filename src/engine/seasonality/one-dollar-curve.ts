import { dailyTable } from './daily-table.ts';
import type { CloseSeries, YearSpan } from './types.ts';
import { inSpan } from './types.ts';
import { requireInteger } from './validate.ts';

export interface CurvePoint {
  time: number;
  /** Value of the $1 invested at the first trade's entry. */
  equity: number;
}

export interface CurveTrade {
  entryTime: number;
  exitTime: number;
  /** Close to close, percent. */
  returnPct: number;
}

export interface OneDollarCurve {
  points: CurvePoint[];
  trades: CurveTrade[];
}

/**
 * $1 held each year of the span from the close of the year's session `entryDay` to the close of its session `exitDay`
 * (both 1-based, counted from the year's first session; the exit may fall in the next year), compounded year after
 * year. Points run from each entry (the value carried in) through its exit, one per session in the market.
 *
 * A year is skipped when its session numbering is unknown (first session after 7 January: see FIRST_SESSION_WITHIN),
 * when it has fewer than `entryDay` sessions, when the data ends before its exit (the current year, usually), or when
 * its entry comes before the previous trade's exit (a holding longer than a year: the dollar is still invested).
 * An entry on the previous exit's session sells and buys at one close, so that session is one point, not two.
 */
export function oneDollarCurve(bars: CloseSeries, span: YearSpan, entryDay: number, exitDay: number): OneDollarCurve {
  requireInteger('entryDay', entryDay, 1);
  requireInteger('exitDay', exitDay, entryDay + 1);
  const t = dailyTable(bars);
  const { time, close } = bars;
  const points: CurvePoint[] = [];
  const trades: CurveTrade[] = [];
  let equity = 1;
  let lastExit = -1;
  for (let first = 0; first < t.n; first++) {
    if (t.sessionOfYear[first] !== 1 || !inSpan(t.year[first], span)) continue;
    const entry = first + entryDay - 1;
    const exit = first + exitDay - 1;
    if (exit >= t.n || t.year[entry] !== t.year[first] || entry < lastExit) continue;
    const carried = equity;
    for (let i = entry === lastExit ? entry + 1 : entry; i <= exit; i++) {
      points.push({ time: time[i], equity: (carried * close[i]) / close[entry] });
    }
    equity = (carried * close[exit]) / close[entry];
    trades.push({ entryTime: time[entry], exitTime: time[exit], returnPct: (close[exit] / close[entry] - 1) * 100 });
    lastExit = exit;
  }
  return { points, trades };
}
