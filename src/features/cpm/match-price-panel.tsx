import { useMemo } from 'react';
import type { CpmChartData, CpmMatchRecord } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import type { PanelColumn } from '../../ui/table/chart-table-panel.tsx';
import { ChartTablePanel } from '../../ui/table/chart-table-panel.tsx';
import { CPM_COLOURS } from './chart-colours.ts';
import { formatFixed } from '../../ui/table/format.ts';
import type { ShadedBar } from './match-shading.ts';
import { shadeBars } from './match-shading.ts';

export interface MatchPricePanelProps {
  symbol: string;
  chart: CpmChartData;
  matches: readonly CpmMatchRecord[];
}

/** Arrows under each match's last bar help find narrow windows on a long chart; past this many they are clutter. */
const MAX_ARROWS = 40;

/** The searched span's closes with every matched window shaded (and a Customize template's own window). */
export function MatchPricePanel({ symbol, chart, matches }: MatchPricePanelProps) {
  const bars = useMemo(
    () => shadeBars(chart.prices, matches, chart.template_dates),
    [chart.prices, matches, chart.template_dates],
  );
  const custom = Boolean(chart.template_dates?.length);
  const series = useMemo<ChartSeries[]>(() => {
    // Bands first, so that the price line is drawn over them.
    const list: ChartSeries[] = [
      {
        kind: 'bands',
        name: 'Matched windows',
        color: CPM_COLOURS.match,
        times: bars.filter((b) => b.matches.length > 0).map((b) => b.date),
      },
    ];
    if (custom)
      list.push({
        kind: 'bands',
        name: 'Template window',
        color: CPM_COLOURS.template,
        times: bars.filter((b) => b.template).map((b) => b.date),
      });
    list.push({
      kind: 'line',
      name: `${symbol} close`,
      color: CPM_COLOURS.price,
      data: bars.map((b) => ({ time: b.date, value: b.close })),
      markers:
        matches.length <= MAX_ARROWS
          ? matches.map((m) => ({ time: m.EndDate, position: 'below', shape: 'arrowUp', color: CPM_COLOURS.match }))
          : undefined,
    });
    return list;
  }, [bars, matches, symbol, custom]);

  const first = bars[0]?.date ?? '';
  const last = bars[bars.length - 1]?.date ?? '';
  const columns: PanelColumn<ShadedBar>[] = [
    { label: 'Date', value: (b) => b.date },
    { label: 'Close', value: (b) => b.close, format: (b) => formatFixed(b.close), numeric: true },
    { label: 'In matches', value: (b) => b.matches.map((n) => `#${n}`).join(' ') },
    ...(custom ? [{ label: 'Template', value: (b: ShadedBar) => (b.template ? 'yes' : '') }] : []),
  ];
  return (
    <ChartTablePanel
      title="Matches on the price chart"
      description={`${symbol} over the searched span, ${first} to ${last}; each matched window is shaded${
        matches.length <= MAX_ARROWS ? ' with an arrow under its last bar, where a trade would start' : ''
      }${custom ? ', and the template’s own window in purple' : ''}. Scroll or pinch on the chart to zoom.`}
      chart={
        <TimeSeriesChart
          ariaLabel={`${symbol} close from ${first} to ${last} with the ${matches.length} matched windows shaded${custom ? ' and the template window' : ''}`}
          series={series}
          height={340}
          png={{ name: 'the matches on the price chart', screen: 'patterns', subject: symbol, view: 'matches' }}
        />
      }
      columns={columns}
      rows={bars}
      fileName={`cpm-${symbol}-prices.csv`}
    />
  );
}
