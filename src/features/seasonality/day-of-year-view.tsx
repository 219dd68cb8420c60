import { useMemo } from 'react';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import type { PathPoint } from './cumulative-path.ts';
import { cumulativePath } from './cumulative-path.ts';
import { CumulativePathChart } from './cumulative-path-chart.tsx';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { csvFileName } from './seasonality-format.ts';
import type { ViewProps } from './view-props.ts';

interface Row extends PathPoint {
  max: number;
  min: number;
  positive: number;
}

const COLUMNS: PanelColumn<Row>[] = [
  { label: 'Session', value: (r) => r.day, numeric: true },
  { label: 'Average return (%)', value: (r) => r.mean, format: (r) => formatSignedPercent(r.mean, 3), numeric: true },
  {
    label: 'Cumulative (%)',
    value: (r) => r.cumulative,
    format: (r) => formatSignedPercent(r.cumulative, 3),
    numeric: true,
  },
  { label: 'Highest (%)', value: (r) => r.max, format: (r) => formatSignedPercent(r.max, 3), numeric: true },
  { label: 'Lowest (%)', value: (r) => r.min, format: (r) => formatSignedPercent(r.min, 3), numeric: true },
  { label: 'Positive (%)', value: (r) => r.positive, format: (r) => formatPercent(r.positive, 1), numeric: true },
];

/** The average trading year: the running sum of the mean return of each session 1..252. */
export function DayOfYearView({ ticker, years, feature }: ViewProps<'performance-by-day-of-year'>) {
  const rows = useMemo<Row[]>(() => {
    const byDay = new Map(feature.data.map((r) => [r.Day, r]));
    return cumulativePath(feature.data).map((p) => {
      const row = byDay.get(p.day)!;
      return { ...p, max: row.MAX, min: row.MIN, positive: row['% POS'] };
    });
  }, [feature.data]);
  if (rows.length === 0) return <NoRowsNotice what="the sessions of the year" ticker={ticker} years={years} />;
  const last = rows[rows.length - 1];
  const low = rows.reduce((a, b) => (b.cumulative < a.cumulative ? b : a));
  const high = rows.reduce((a, b) => (b.cumulative > a.cumulative ? b : a));
  const ariaLabel =
    `Line chart of the average cumulative path of ${ticker} by session of the year, ${years.start} to ${years.end}: ` +
    `${formatSignedPercent(last.cumulative, 3)} by session ${last.day}, lowest ${formatSignedPercent(low.cumulative, 3)} at session ${low.day}, ` +
    `highest ${formatSignedPercent(high.cumulative, 3)} at session ${high.day}.`;
  return (
    <ChartTablePanel
      title="Average path through the year"
      description={`${feature.meta.description} The line adds up the average returns of sessions 1 to n (a cumulative sum, not compounded).`}
      chart={
        <CumulativePathChart
          ariaLabel={ariaLabel}
          points={rows}
          png={{ name: 'the chart', screen: 'seasonality', subject: ticker, view: 'average path' }}
        />
      }
      columns={COLUMNS}
      rows={rows}
      fileName={csvFileName(ticker, 'by-day-of-year', years)}
    />
  );
}
