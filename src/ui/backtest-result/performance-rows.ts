import type { PerformanceSummary, SidePerformance } from '../../contract/index.ts';
import { formatBars, formatFixed, formatWhole } from '../table/format.ts';

/** One line of the performance summary: its label and its text for all trades, the long ones and the short ones. */
export interface PerformanceRow {
  label: string;
  all: string;
  long: string;
  short: string;
}

const money = (v: number | null) => formatFixed(v);

const LINES: ReadonlyArray<readonly [string, (s: SidePerformance) => string]> = [
  ['Net profit', (s) => money(s.net_profit)],
  ['Gross profit', (s) => money(s.gross_profit)],
  ['Gross loss', (s) => money(s.gross_loss)],
  ['Commission paid', (s) => money(s.commission_paid)],
  ['Total trades', (s) => formatWhole(s.trades)],
  ['Winning trades', (s) => formatWhole(s.winners)],
  ['Losing trades', (s) => formatWhole(s.losers)],
  ['Largest winning trade', (s) => money(s.largest_win)],
  ['Largest losing trade', (s) => money(s.largest_loss)],
  ['Avg bars in winning trades', (s) => formatBars(s.avg_bars_winners)],
  ['Avg bars in losing trades', (s) => formatBars(s.avg_bars_losers)],
];

/** The summary's lines, each with its three columns, in the order TradingView's Strategy Tester lists them. */
export function performanceRows(p: PerformanceSummary): PerformanceRow[] {
  return LINES.map(([label, text]) => ({ label, all: text(p.all), long: text(p.long), short: text(p.short) }));
}
