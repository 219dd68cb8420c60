import type { BacktestResult } from '../../contract/index.ts';
import type { ChartPoint } from '../charts/chart-data.ts';
import type { ChartSeries } from '../charts/chart-series.ts';
import type { ChartFocus } from '../charts/chart-view.ts';

/** A span of the equity chart shaded and zoomed to, e.g. one drawdown episode. */
export interface MarkedSpan extends ChartFocus {
  /** The shading's name in the legend, e.g. "Drawdown 1". */
  name: string;
}

/** The colours of the equity chart's series (CSS colours: the chart is a canvas). */
export interface EquityColours {
  strategy: string;
  buyHold: string;
  benchmark: string;
  drawdown: string;
  marked: string;
}

/** Whether the result's symbol and its benchmark name the same series (the service compares them so). */
export const sameSeries = (symbol: string, benchmark: string) =>
  symbol.trim().toUpperCase() === benchmark.trim().toUpperCase();

/** The bar labels of `dates` from `from` to `to`, both included. */
export function datesBetween(dates: readonly string[], from: string, to: string): string[] {
  return dates.filter((d) => d >= from && d <= to);
}

/** The points of each values array drawn, with the dates they were made with (see `chartPoints`). */
const pointsMade = new WeakMap<readonly (number | null)[], { dates: readonly string[]; points: ChartPoint[] }>();

/**
 * The values as chart points, a benchmark without a bar that day as NaN (dropped when the chart reads its data). The
 * same arrays give the same points array: a live re-run that kept an unchanged array (buy and hold, the benchmark)
 * leaves its series alone, where new points would set all of them again.
 */
function chartPoints(dates: readonly string[], values: readonly (number | null)[]): ChartPoint[] {
  const made = pointsMade.get(values);
  if (made?.dates === dates) return made.points;
  const points = dates.map((time, i) => ({ time, value: values[i] ?? Number.NaN }));
  pointsMade.set(values, { dates, points });
  return points;
}

/**
 * The equity chart's series: the shaded span (first, so the lines are drawn over it), the strategy's equity, buy and
 * hold, the benchmark as the service scaled it (the starting capital on the first date it shares with the strategy,
 * nothing where it has no bar; docs/semantics.md, "Benchmark") unless it is the symbol itself, and the drawdown in a
 * pane below.
 */
export function equitySeries(result: BacktestResult, colours: EquityColours, marked: MarkedSpan | null): ChartSeries[] {
  const x = result.Extra;
  const benchmark = x.benchmark;
  // The symbol is its own benchmark: buy and hold is the benchmark's line, drawn once.
  const ownBenchmark = benchmark !== null && sameSeries(result.Symbol, benchmark.symbol);
  const points = (values: readonly (number | null)[]) => chartPoints(x.dates, values);
  const list: ChartSeries[] = [];
  if (marked)
    list.push({
      kind: 'bands',
      name: marked.name,
      color: colours.marked,
      times: datesBetween(x.dates, marked.from, marked.to),
    });
  list.push(
    { kind: 'line', name: 'Strategy equity', color: colours.strategy, format: 'whole', data: points(x.equity) },
    {
      kind: 'line',
      name: ownBenchmark ? `Buy & hold ${result.Symbol} (benchmark)` : `Buy & hold ${result.Symbol}`,
      color: colours.buyHold,
      dashed: true,
      format: 'whole',
      data: points(x.buy_hold_equity),
    },
  );
  if (benchmark && !ownBenchmark)
    list.push({
      kind: 'line',
      name: `Benchmark ${benchmark.symbol}`,
      color: colours.benchmark,
      format: 'whole',
      data: points(benchmark.equity),
    });
  list.push({
    kind: 'area',
    name: 'Drawdown',
    color: colours.drawdown,
    data: points(x.drawdown),
    pane: 1,
    format: 'percent',
    baseline: 0,
  });
  return list;
}
