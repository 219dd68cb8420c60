import { movingAverage } from '../indicators/moving-averages.ts';
import { isPeriod, nanArray } from '../indicators/numeric.ts';
import { highest, lowest } from '../indicators/rolling-extremes.ts';
import type { MovingAverageType, QualifierSpec } from './types.ts';

/** Spec 2.5 codes of the qualifier class. */
export const ROC = 5;
export const PREVIOUS_RANGE = 6;
export const MA_RATIO = 7;
export const RANGE_RANK = 8;
export const DRAWDOWN = 9;
export const DRAWUP = 10;
export const NET_CHANGE = 11;

export function isQualifierOperator(code: number): boolean {
  return code >= ROC && code <= NET_CHANGE;
}

/**
 * Division where a zero divisor, and any infinite result, is undefined: Infinity would otherwise pass a '>' test.
 * `v - v === 0` holds exactly for finite v.
 */
function ratio(a: number, b: number): number {
  const v = a / b;
  return v - v === 0 ? v : NaN;
}

/*
 * One function per qualifier rather than one switch around all the loops: each loop then gets its own optimised
 * code, which measured several times faster. `out` arrives filled with NaN and n is a valid period.
 */

function rateOfChange(x: Float64Array, n: number, out: Float64Array): void {
  for (let t = n; t < x.length; t++) out[t] = (ratio(x[t], x[t - n]) - 1) * 100;
}

function previousRange(x: Float64Array, n: number, out: Float64Array): void {
  // The range of x[t-N..t-1] is the rolling range ending at t-1.
  const hi = highest(x, n);
  const lo = lowest(x, n);
  for (let t = n; t < x.length; t++) out[t] = ratio(x[t] - x[t - 1], hi[t - 1] - lo[t - 1]) * 100;
}

function maRatio(x: Float64Array, n: number, maType: MovingAverageType, out: Float64Array): void {
  const ma = movingAverage(x, n, maType);
  for (let t = 0; t < x.length; t++) out[t] = ratio(x[t], ma[t]);
}

function rangeRank(x: Float64Array, n: number, out: Float64Array): void {
  const hi = highest(x, n);
  const lo = lowest(x, n);
  for (let t = 0; t < x.length; t++) out[t] = ratio(x[t] - lo[t], hi[t] - lo[t]) * 100;
}

function drawDown(x: Float64Array, n: number, out: Float64Array): void {
  const hi = highest(x, n);
  for (let t = 0; t < x.length; t++) out[t] = (ratio(x[t], hi[t]) - 1) * 100;
}

function drawUp(x: Float64Array, n: number, out: Float64Array): void {
  const lo = lowest(x, n);
  for (let t = 0; t < x.length; t++) out[t] = (ratio(x[t], lo[t]) - 1) * 100;
}

function netChange(x: Float64Array, n: number, out: Float64Array): void {
  for (let t = n; t < x.length; t++) {
    const v = x[t] - x[t - n];
    out[t] = v - v === 0 ? v : NaN;
  }
}

/**
 * x transformed by a qualifier (spec 2.5 codes 5..11, docs/semantics.md), N = q.period, every window ending at bar t so bar t
 * never sees a later bar. NaN wherever the value is undefined: warm-up, a NaN in the window, a zero range or divisor.
 */
export function applyQualifier(x: Float64Array, q: QualifierSpec): Float64Array {
  const out = nanArray(x.length);
  const n = q.period;
  if (!isQualifierOperator(q.operator)) {
    throw new RangeError(`qualifier operator must be a code from 5 to 11, got ${q.operator}`);
  }
  if (!isPeriod(n)) return out;
  switch (q.operator) {
    case ROC:
      rateOfChange(x, n, out);
      break;
    case PREVIOUS_RANGE:
      previousRange(x, n, out);
      break;
    case MA_RATIO:
      maRatio(x, n, q.maType, out);
      break;
    case RANGE_RANK:
      rangeRank(x, n, out);
      break;
    case DRAWDOWN:
      drawDown(x, n, out);
      break;
    case DRAWUP:
      drawUp(x, n, out);
      break;
    case NET_CHANGE:
      netChange(x, n, out);
      break;
  }
  return out;
}
