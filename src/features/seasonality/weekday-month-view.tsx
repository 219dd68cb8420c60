import Stack from '@mui/material/Stack';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { extremesText } from './extremes.ts';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { ReturnBarsChart } from './return-bars-chart.tsx';
import { csvFileName, returnColumns } from './seasonality-format.ts';
import type { FeatureOf, ViewProps } from './view-props.ts';

interface GroupRow {
  name: string;
  Mean_Return: number;
  Positive_Pct: number;
}

function columns(nameLabel: string): PanelColumn<GroupRow>[] {
  return [{ label: nameLabel, value: (r) => r.name }, ...returnColumns<GroupRow>()];
}

interface GroupPanelProps {
  title: string;
  /** "weekday" or "month": names the column, the axis and the file. */
  unit: 'weekday' | 'month';
  rows: readonly GroupRow[];
  description: string;
  ticker: string;
  years: { start: number; end: number };
}

function GroupPanel({ title, unit, rows, description, ticker, years }: GroupPanelProps) {
  if (rows.length === 0) return <NoRowsNotice what={`the mean return by ${unit}`} ticker={ticker} years={years} />;
  const ariaLabel =
    `Bar chart of the mean ${unit === 'weekday' ? 'daily' : 'monthly'} return of ${ticker} by ${unit}, ` +
    `${years.start} to ${years.end}: ${extremesText(
      rows,
      (r) => `${unit === 'weekday' ? 'on' : 'in'} ${r.name}`,
      (r) => r.Mean_Return,
    )}; ` +
    `the line is the share of positive returns.`;
  return (
    <ChartTablePanel
      title={title}
      description={description}
      chart={
        <ReturnBarsChart
          ariaLabel={ariaLabel}
          xLabel={unit === 'weekday' ? 'Weekday' : 'Month'}
          png={{ name: `the chart by ${unit}`, screen: 'seasonality', subject: ticker, view: `by ${unit}` }}
          bars={rows.map((r) => ({
            label: r.name.slice(0, 3),
            mean: r.Mean_Return,
            positive: r.Positive_Pct,
          }))}
        />
      }
      columns={columns(unit === 'weekday' ? 'Weekday' : 'Month')}
      rows={rows}
      fileName={csvFileName(ticker, `by-${unit}`, years)}
    />
  );
}

export interface WeekdayMonthViewProps extends Omit<ViewProps<'performance-by-week'>, 'feature'> {
  week: FeatureOf<'performance-by-week'>;
  month: FeatureOf<'performance-by-month'>;
}

/** The mean return and the share of positive returns by weekday and by calendar month. */
export function WeekdayMonthView({ ticker, years, week, month }: WeekdayMonthViewProps) {
  return (
    <Stack spacing={2}>
      <GroupPanel
        title="Mean return by weekday"
        unit="weekday"
        rows={week.data.map((r) => ({ ...r, name: r.Weekday }))}
        description={week.meta.description}
        ticker={ticker}
        years={years}
      />
      <GroupPanel
        title="Mean return by month"
        unit="month"
        rows={month.data.map((r) => ({ ...r, name: r.MonthName }))}
        description={month.meta.description}
        ticker={ticker}
        years={years}
      />
    </Stack>
  );
}
