import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';

/*
 * The seasonality screen's own words for its figures; the numbers are written by src/ui/table/format.ts. Mean daily
 * returns are small, so they get three decimals ("+0.052%": two would write most of them as 0.0x); shares of positive
 * returns one ("53.4%").
 */

/** A row's mean return and its share of positive returns, the two figures of each row in the grouped views. */
export function returnColumns<Row extends { Mean_Return: number; Positive_Pct: number }>(): PanelColumn<Row>[] {
  return [
    {
      label: 'Mean return (%)',
      value: (r) => r.Mean_Return,
      format: (r) => formatSignedPercent(r.Mean_Return, 3),
      numeric: true,
    },
    {
      label: 'Positive (%)',
      value: (r) => r.Positive_Pct,
      format: (r) => formatPercent(r.Positive_Pct, 1),
      numeric: true,
    },
  ];
}

/** A day offset from the anchor: "-2", "0", "+3". */
export function formatOffset(offset: number): string {
  return offset > 0 ? `+${offset}` : String(offset);
}

/** "SPX-seasonality-by-weekday-2006-2020.csv" */
export function csvFileName(ticker: string, view: string, years: { start: number; end: number }): string {
  return `${ticker}-seasonality-${view}-${years.start}-${years.end}.csv`;
}
