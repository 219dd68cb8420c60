import { useMemo } from 'react';
import type { CpmChartData } from '../../contract/index.ts';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { formatFixed } from '../../ui/table/format.ts';
import { FanChart } from './fan-chart.tsx';
import type { FanRow } from './fan-paths.ts';
import { fanRows } from './fan-paths.ts';

export interface FanPanelProps {
  symbol: string;
  chart: CpmChartData;
  timeInMarket: number;
  /** All the matches (the chart carries the best 100). */
  matchCount: number;
}

/** What prices did in the time_in_market bars after each match, each path 100 at the match's last close. */
export function FanPanel({ symbol, chart, timeInMarket, matchCount }: FanPanelProps) {
  const rows = useMemo(() => fanRows(chart.paths, timeInMarket), [chart.paths, timeInMarket]);
  const n = chart.paths.length;
  const end = rows[rows.length - 1];
  const columns: PanelColumn<FanRow>[] = [
    { label: 'Bars after', value: (r) => r.bar, numeric: true },
    { label: 'Matches', value: (r) => r.count, numeric: true },
    { label: 'Median', value: (r) => r.median, format: (r) => formatFixed(r.median), numeric: true },
    { label: '25th percentile', value: (r) => r.p25, format: (r) => formatFixed(r.p25), numeric: true },
    { label: '75th percentile', value: (r) => r.p75, format: (r) => formatFixed(r.p75), numeric: true },
    { label: 'Lowest', value: (r) => r.low, format: (r) => formatFixed(r.low), numeric: true },
    { label: 'Highest', value: (r) => r.high, format: (r) => formatFixed(r.high), numeric: true },
  ];
  const which = n < matchCount ? `the best ${n} of the ${matchCount} matches` : `the ${n} matches`;
  return (
    <ChartTablePanel
      title="What followed the matches"
      description={`${symbol}’s close over the ${timeInMarket} bars after each of ${which}, each path 100 at the match’s last close. The line is the median path, the dark band the middle half of the paths, the faint band their lowest to highest. A match near the end of the data has fewer bars after it; each bar counts the paths that reach it.`}
      chart={
        <FanChart
          ariaLabel={`Paths after ${which}, 100 at each match's last close, over ${timeInMarket} bars${
            end ? `; median ${formatFixed(end.median)} after ${end.bar} bars` : ''
          }`}
          rows={rows}
          png={{ name: 'the paths after the matches', screen: 'patterns', subject: symbol, view: 'after matches' }}
        />
      }
      columns={columns}
      rows={rows}
      fileName={`cpm-${symbol}-after-matches.csv`}
    />
  );
}
