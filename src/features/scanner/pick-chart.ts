import type { PriceBars, ScannerItem } from '../../contract/index.ts';
import type { ChartSeries } from '../../ui/charts/chart-series.ts';
import { pickNumber } from './pick-values.ts';

/** Plain colours (canvas charts cannot read CSS variables), readable on the light and the dark paper alike. */
export const PICK_CHART_COLOURS = {
  price: '#1e88e5',
  long: '#43a047',
  short: '#e53935',
  target: '#43a047',
  stop: '#e53935',
} as const;

/** About six months of daily bars before the signal: enough to see the move that set it off. */
export const BARS_BEFORE = 126;
/** About three months after it, where the data goes on: what the price did next. */
export const BARS_AFTER = 63;

/** Bars after the signal that a marker's label needs to fit beside the price axis. */
const LABEL_ROOM_BARS = 10;

export interface PickChart {
  series: ChartSeries[];
  first: string;
  last: string;
  /** The profit target and stop-loss prices; drawn only when there are bars after the signal to draw them over. */
  target: number | null;
  stop: number | null;
  planDrawn: boolean;
}

/** The price levels of the pick's plan from its close: a long gains above it, a short below it. */
export function planLevels(item: ScannerItem): { target: number | null; stop: number | null } {
  const pt = pickNumber(item, 'ProfitTarget');
  const sl = pickNumber(item, 'StopLoss');
  const sign = item.Direction === 'Long' ? 1 : -1;
  return {
    target: pt === null ? null : item.Close * (1 + (sign * Math.abs(pt)) / 100),
    stop: sl === null ? null : item.Close * (1 - (sign * Math.abs(sl)) / 100),
  };
}

/**
 * The symbol's closes around the pick's date with a marker on the signal bar and, over the holding period that
 * follows (where the data has it), the target and stop levels. Null when the bars have no bar on the pick's date.
 */
export function pickChart(bars: PriceBars, item: ScannerItem): PickChart | null {
  const i = bars.dates.indexOf(item.Date);
  if (i < 0) return null;
  const from = Math.max(0, i - BARS_BEFORE);
  const to = Math.min(bars.dates.length - 1, i + BARS_AFTER);
  const long = item.Direction === 'Long';
  const price: ChartSeries = {
    kind: 'line',
    name: `${item.Symbol} close`,
    color: PICK_CHART_COLOURS.price,
    data: bars.dates.slice(from, to + 1).map((time, k) => ({ time, value: bars.close[from + k] })),
    markers: [
      {
        time: item.Date,
        position: long ? 'below' : 'above',
        shape: long ? 'arrowUp' : 'arrowDown',
        color: long ? PICK_CHART_COLOURS.long : PICK_CHART_COLOURS.short,
        // A label on one of the last bars would run off the chart's right edge: the arrow alone says enough there.
        ...(to - i >= LABEL_ROOM_BARS && { text: item._Signal }),
      },
    ],
  };
  const { target, stop } = planLevels(item);
  const days = pickNumber(item, 'TimeInMarket') ?? 0;
  const holdEnd = Math.min(to, i + Math.max(1, Math.round(days)));
  const series: ChartSeries[] = [price];
  // A level over the signal bar alone would be a single point, which the chart does not draw.
  const planDrawn = holdEnd > i;
  if (planDrawn) {
    const level = (value: number) => bars.dates.slice(i, holdEnd + 1).map((time) => ({ time, value }));
    if (target !== null)
      series.push({
        kind: 'line',
        name: 'Profit target',
        color: PICK_CHART_COLOURS.target,
        dashed: true,
        data: level(target),
      });
    if (stop !== null)
      series.push({ kind: 'line', name: 'Stop loss', color: PICK_CHART_COLOURS.stop, dashed: true, data: level(stop) });
  }
  return { series, first: bars.dates[from], last: bars.dates[to], target, stop, planDrawn };
}
