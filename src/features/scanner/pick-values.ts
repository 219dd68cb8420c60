import type { ScannerItem } from '../../contract/index.ts';

/*
 * The spec types some of a pick's percents as strings (WinRate, ProfitTarget, StopLoss, TimeInMarket): filters, sorting
 * and charts need them as numbers.
 */

/** A numeric field of a pick, whether the spec sends it as a number or as text; null when it has none. */
export type NumericPickField =
  | 'Close'
  | 'WinRate'
  | 'ProfitTarget'
  | 'StopLoss'
  | 'TimeInMarket'
  | 'TradeNumber'
  | 'ExpectedReturn'
  | 'AvgWin'
  | 'AvgLoss'
  | 'Z_Score'
  | 'SharpeRatio'
  | 'MaxRisk'
  | 'TrendScore'
  | 'RelTrendScore'
  | 'Optix'
  | 'AnnualReturn'
  | 'MedianReturn'
  | 'AvgReturn'
  | 'StdDev';

export function pickNumber(item: ScannerItem, field: NumericPickField): number | null {
  const raw: number | string | null = item[field];
  if (raw === null) return null;
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** A stable key of a pick within one day's answer: a symbol fires each signal at most once a day. */
export function pickKey(item: ScannerItem): string {
  return `${item.Symbol}|${item._Signal}|${item.Date}|${item.Category ?? ''}`;
}
