import type { OffsetRow } from '../../contract/index.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { extremesText } from './extremes.ts';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { ReturnBarsChart } from './return-bars-chart.tsx';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { csvFileName, formatOffset, returnColumns } from './seasonality-format.ts';

const COLUMNS: PanelColumn<OffsetRow>[] = [
  { label: 'Session offset', value: (r) => r.DayOffset, format: (r) => formatOffset(r.DayOffset), numeric: true },
  ...returnColumns<OffsetRow>(),
];

export interface OffsetPanelProps {
  title: string;
  /** The anchor in words, e.g. "Thanksgiving Day" or "March 15". */
  anchor: string;
  description: string;
  rows: readonly OffsetRow[];
  ticker: string;
  years: { start: number; end: number };
  /** Part of the CSV file's name, e.g. "around-thanksgiving-day". */
  fileView: string;
}

/** Mean returns by session offset around an anchor day, the anchor's own session (offset 0) marked. */
export function OffsetPanel({ title, anchor, description, rows, ticker, years, fileView }: OffsetPanelProps) {
  if (rows.length === 0) return <NoRowsNotice what={`the sessions around ${anchor}`} ticker={ticker} years={years} />;
  const day0 = rows.find((r) => r.DayOffset === 0);
  const ariaLabel =
    `Bar chart of the mean return of ${ticker} by session around ${anchor}, ${years.start} to ${years.end}: ` +
    (day0
      ? `day 0 ${formatSignedPercent(day0.Mean_Return, 3)} (${formatPercent(day0.Positive_Pct, 1)} positive); `
      : '') +
    `${extremesText(
      rows,
      (r) => `on day ${formatOffset(r.DayOffset)}`,
      (r) => r.Mean_Return,
    )}.`;
  return (
    <ChartTablePanel
      title={title}
      description={`${description} Negative offsets are the sessions before day 0.`}
      chart={
        <ReturnBarsChart
          ariaLabel={ariaLabel}
          xLabel={`Sessions from ${anchor}`}
          highlight={day0 ? { label: '0', text: 'Day 0' } : undefined}
          bars={rows.map((r) => ({ label: formatOffset(r.DayOffset), mean: r.Mean_Return, positive: r.Positive_Pct }))}
          png={{ name: 'the chart', screen: 'seasonality', subject: ticker, view: fileView }}
        />
      }
      columns={COLUMNS}
      rows={rows}
      fileName={csvFileName(ticker, fileView, years)}
    />
  );
}
