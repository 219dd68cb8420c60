import type { ScannerPick } from '../types.ts';
import type { NumericRange } from './parse-params.ts';

/** The request's `min-max` filters, parsed; an absent range lets every pick through. */
export interface PickFilters {
  /** profit_target_range, on the pick's plan. */
  profitTarget?: NumericRange;
  /** stop_loss_range, on the pick's plan, by size (see below). */
  stopLoss?: NumericRange;
  /** time_in_market_range, on the pick's plan (bars). */
  timeInMarket?: NumericRange;
  /** trend_range, on the pick's TrendScore. */
  trend?: NumericRange;
  /** reltrend_range, on the pick's RelTrendScore. */
  relTrend?: NumericRange;
  /** optix_range, on the pick's Optix; a pick without Optix fails it. */
  optix?: NumericRange;
}

/** Inclusive; a missing (null) or NaN value is outside every range. */
function within(value: number | null, range: NumericRange | undefined): boolean {
  if (range === undefined) return true;
  return value !== null && value >= range.min && value <= range.max;
}

/** The sizes a range spans: '-8--2' and '2-8' both span 2..8; '-2-3' spans 0..3 (it crosses zero). */
function bySize(range: NumericRange): NumericRange {
  const a = Math.abs(range.min);
  const b = Math.abs(range.max);
  return { min: range.min < 0 && range.max > 0 ? 0 : Math.min(a, b), max: Math.max(a, b) };
}

/**
 * Whether a pick passes the range filters. A stop loss is a size of loss: a plan may write it as 5 or -5 and a user
 * as '2-8' or '-8--2', so the stop and the range are compared as sizes (docs/semantics.md: "-5 and 5 both mean 5%").
 */
export function pickPassesFilters(pick: ScannerPick, filters: PickFilters): boolean {
  const { plan } = pick;
  return (
    within(plan.profitTarget, filters.profitTarget) &&
    within(Math.abs(plan.stopLoss), filters.stopLoss && bySize(filters.stopLoss)) &&
    within(plan.timeInMarket, filters.timeInMarket) &&
    within(pick.trendScore, filters.trend) &&
    within(pick.relTrendScore, filters.relTrend) &&
    within(pick.optix, filters.optix)
  );
}
