import { MONTH_NAMES } from '../../contract/index.ts';
import type { DayOfMonthRow } from '../../contract/index.ts';
import { HeatGrid } from '../../ui/charts/heat-grid.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { colourLimit, dayOfMonthGrid } from './day-of-month-grid.ts';
import { extremesText } from './extremes.ts';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { formatPercent, formatSignedPercent } from '../../ui/table/format.ts';
import { csvFileName } from './seasonality-format.ts';
import type { ViewProps } from './view-props.ts';

const MONTH_SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const monthName = (row: DayOfMonthRow) => MONTH_NAMES[Number(row.Month) - 1] ?? row.Month;
const dateText = (row: DayOfMonthRow) => `${monthName(row)} ${Number(row.Day)}`;

const COLUMNS: PanelColumn<DayOfMonthRow>[] = [
  { label: 'Month', value: monthName },
  { label: 'Day', value: (r) => Number(r.Day), numeric: true },
  {
    label: 'Average return (%)',
    value: (r) => r['AVG RET'],
    format: (r) => formatSignedPercent(r['AVG RET'], 3),
    numeric: true,
  },
  { label: 'Highest (%)', value: (r) => r.MAX, format: (r) => formatSignedPercent(r.MAX, 3), numeric: true },
  { label: 'Lowest (%)', value: (r) => r.MIN, format: (r) => formatSignedPercent(r.MIN, 3), numeric: true },
  { label: 'Positive (%)', value: (r) => r['% POS'], format: (r) => formatPercent(r['% POS'], 1), numeric: true },
];

/** The average return of each calendar day of the year, as a 12 x 31 heat map. */
export function DayOfMonthView({ ticker, years, feature }: ViewProps<'performance-by-day-of-month'>) {
  const rows = feature.data;
  if (rows.length === 0) return <NoRowsNotice what="the calendar days" ticker={ticker} years={years} />;
  const values = dayOfMonthGrid(rows);
  const limit = colourLimit(values);
  return (
    <ChartTablePanel
      title="Average return by calendar day"
      description={`${feature.meta.description} Blue cells rose on average, red fell, at full colour from ${formatSignedPercent(limit, 3).replace('+', '±')}; hover a cell for its figure, or switch to the table.`}
      chart={
        <HeatGrid
          ariaLabel={`Average daily return of ${ticker} by calendar day, ${years.start} to ${years.end}, months by days: ${extremesText(
            rows,
            (r) => `on ${dateText(r)}`,
            (r) => r['AVG RET'],
          )}`}
          rowLabels={MONTH_SHORT}
          columnLabels={DAYS}
          values={values}
          format={(v) => formatSignedPercent(v, 3)}
          showValues={false}
          limit={limit}
          legend={{ subject: 'average daily return' }}
          png={{ name: 'the heat map', screen: 'seasonality', subject: ticker, view: 'by day of month' }}
          describe={(r, c, v) =>
            `${MONTH_NAMES[r]} ${c + 1}: ${v === null ? 'no returns' : `${formatSignedPercent(v, 3)} on average`}`
          }
        />
      }
      columns={COLUMNS}
      rows={rows}
      fileName={csvFileName(ticker, 'by-day-of-month', years)}
    />
  );
}
