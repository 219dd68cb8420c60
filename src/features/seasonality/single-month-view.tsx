import type { SingleMonthRow } from '../../contract/index.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { extremesText } from './extremes.ts';
import { NoRowsNotice } from './no-rows-notice.tsx';
import { ReturnBarsChart } from './return-bars-chart.tsx';
import { csvFileName, returnColumns } from './seasonality-format.ts';
import type { ViewProps } from './view-props.ts';

function columns(dayLabel: string): PanelColumn<SingleMonthRow>[] {
  return [{ label: dayLabel, value: (r) => Number(r.Day), numeric: true }, ...returnColumns<SingleMonthRow>()];
}

/** One month's mean return by calendar day or by trading session of the month. */
export function SingleMonthView({ ticker, years, feature }: ViewProps<'performance-by-day-of-single-month'>) {
  const { month_name: month, category, description } = feature.meta;
  const sessions = category === 'trading_day';
  const dayWord = sessions ? 'session' : 'day';
  if (feature.data.length === 0)
    return <NoRowsNotice what={`the ${dayWord}s of ${month}`} ticker={ticker} years={years} />;
  const ariaLabel =
    `Bar chart of the mean return of ${ticker} in ${month} by ${sessions ? 'trading session of the month' : 'calendar day'}, ` +
    `${years.start} to ${years.end}: ${extremesText(
      feature.data,
      (r) => `on ${dayWord} ${Number(r.Day)}`,
      (r) => r.Mean_Return,
    )}.`;
  return (
    <ChartTablePanel
      title={`${month} by ${sessions ? 'trading session' : 'calendar day'}`}
      description={description}
      chart={
        <ReturnBarsChart
          ariaLabel={ariaLabel}
          xLabel={sessions ? `Session of ${month}` : `Day of ${month}`}
          png={{
            name: 'the chart',
            screen: 'seasonality',
            subject: ticker,
            view: `${month} by ${sessions ? 'session' : 'day'}`,
          }}
          bars={feature.data.map((r) => ({
            label: String(Number(r.Day)),
            mean: r.Mean_Return,
            positive: r.Positive_Pct,
          }))}
        />
      }
      columns={columns(sessions ? 'Session' : 'Day')}
      rows={feature.data}
      fileName={csvFileName(ticker, `${month.toLowerCase()}-by-${sessions ? 'session' : 'day'}`, years)}
    />
  );
}
