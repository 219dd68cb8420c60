import type { Bars } from '../series/bars.ts';

/** Only the dates and closes matter to seasonality: every statistic is of close-to-close returns. */
export type CloseSeries = Pick<Bars, 'time' | 'close'>;

/** Calendar years, both inclusive. */
export interface YearSpan {
  startYear: number;
  endYear: number;
}

/**
 * Percent returns of one group. With no returns in the group `count` is 0 and `mean` and `positivePct` are NaN, so
 * the service can drop the row or report null instead of a made-up 0.
 */
export interface ReturnStats {
  mean: number;
  /** 100 * count(r > 0) / count; a return of exactly 0 is not positive. */
  positivePct: number;
  count: number;
}

/** As ReturnStats; `max` and `min` are NaN too when `count` is 0. */
export interface RangeStats extends ReturnStats {
  max: number;
  min: number;
}

export function inSpan(year: number, span: YearSpan): boolean {
  return year >= span.startYear && year <= span.endYear;
}
