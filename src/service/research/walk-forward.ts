import { marketDataSnapshot } from '../data/market-data-snapshot.ts';
import type {
  AxisValue,
  SweepCell,
  SweepFigures,
  WalkForwardParams,
  WalkForwardResult,
  WalkForwardWindow,
} from '../../contract/index.ts';
import { combinationStrategy, NO_FIGURES, WalkForwardRequestSchema } from '../../contract/index.ts';
import { computeMetrics } from '../../engine/backtest/metrics.ts';
import type { SimulatedTrade } from '../../engine/backtest/types.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { barLabel } from '../../engine/series/bars.ts';
import { loadBars } from '../backtest/load-bars.ts';
import { parseStrategyRequest, resolveStrategy } from '../backtest/resolve-strategy.ts';
import type { ComputedBacktest } from '../backtest/build-result.ts';
import { computeBacktest, strategyWindow } from '../backtest/run-backtest.ts';
import { headlineFigures } from '../backtest/to-result.ts';
import { ServiceError } from '../errors.ts';
import type { MarketData, SweepSlices } from '../ports.ts';
import type { TaskContext } from '../tasks/task-runner.ts';
import { runSweepCells } from './run-sweep.ts';
import type { SweepPlan } from './sweep-plan.ts';
import { checkBaseStrategy, parseResearchBody, sweepPlanOf } from './sweep-plan.ts';
import { bestCell, tiesOf } from './sweep-best.ts';
import { walkForwardWindows } from './walk-forward-windows.ts';
import { efficiencyOf, walkForwardWarnings } from './walk-forward-verdict.ts';

export interface WalkForwardPlan extends SweepPlan {
  request: WalkForwardParams;
  inSample: number;
  outOfSample: number;
  anchored: boolean;
}

/** Reads a walk-forward body: a sweep body plus the window sizes; a 400 names the field. */
export function planWalkForward(body: unknown): WalkForwardPlan {
  return walkForwardPlanOf(parseResearchBody(WalkForwardRequestSchema, body));
}

/** Plans a parsed walk-forward body: a 400 names the field. */
export function walkForwardPlanOf(request: WalkForwardParams): WalkForwardPlan {
  const plan = sweepPlanOf(request);
  const symbolAxis = plan.axes.findIndex((a) => a.path === 'symbol');
  if (symbolAxis >= 0)
    throw ServiceError.field(
      `axes.${symbolAxis}.path`,
      'a walk-forward chooses values on one symbol’s bars; sweep the symbol with a sweep instead',
    );
  const { in_sample_bars, out_of_sample_bars, anchored } = plan.request;
  return { ...plan, inSample: in_sample_bars, outOfSample: out_of_sample_bars, anchored };
}

/** The base strategy's bars and its window in them, or a 400 when the window cannot hold one walk-forward window. */
export async function walkForwardBars(plan: WalkForwardPlan, marketData: MarketData, today: string) {
  await checkBaseStrategy(plan, marketData, today);
  const base = await resolveStrategy(parseStrategyRequest(plan.strategy), marketData, today);
  const { merged } = base;
  if (merged.frequency === 'Hourly')
    throw ServiceError.field('strategy.frequency', 'a walk-forward runs on Daily, Weekly or Monthly bars');
  const bars = await loadBars(base.input, merged, marketData);
  const range = strategyWindow(merged, bars);
  const length = range ? range.to - range.from + 1 : 0;
  if (!range || length <= plan.inSample)
    throw ServiceError.field(
      'in_sample_bars',
      `the strategy's window has ${length} bars: it needs more than in_sample_bars (${plan.inSample}) to test anything out of sample`,
    );
  return { bars, range };
}

/** The date a bar stands for, as start_date and end_date take it. */
const dayOf = (bars: Bars, i: number) => barLabel(bars.time[i]).slice(0, 10);

/** The strategy restricted to bars `from..to` (by their dates), optionally with another starting capital. */
export function onBars(strategy: Record<string, unknown>, bars: Bars, from: number, to: number, capital?: number) {
  return {
    ...strategy,
    start_date: dayOf(bars, from),
    end_date: dayOf(bars, to),
    ...(capital !== undefined && { capital }),
  };
}

/**
 * The combination chosen on bars `isFrom..isTo`: every combination run on those bars only, the best by the metric,
 * with how many other combinations had its figure (a tie: the first in order won). It reads nothing after `isTo`
 * (the prefix-invariance test cuts the data there and gets the same choice).
 */
async function chooseWithTies(
  plan: SweepPlan,
  bars: Bars,
  isFrom: number,
  isTo: number,
  slices: SweepSlices,
  today: string,
  context: Pick<TaskContext, 'signal'> & { progress?(fraction: number): void },
): Promise<{ chosen: SweepCell | undefined; ties: number }> {
  const cells = await runSweepCells(
    { strategy: onBars(plan.strategy, bars, isFrom, isTo), axes: plan.axes, today },
    plan.count,
    slices,
    context,
  );
  const chosen = bestCell(cells, plan.metric);
  return { chosen, ties: chosen ? tiesOf(cells, plan.metric, chosen) : 0 };
}

/** The combination chooseWithTies chooses, alone. */
export async function chooseInSample(...args: Parameters<typeof chooseWithTies>): Promise<SweepCell | undefined> {
  return (await chooseWithTies(...args)).chosen;
}

const figuresOf = (cell: SweepCell): SweepFigures => ({
  'Total Trades': cell['Total Trades'],
  'Total Return (%)': cell['Total Return (%)'],
  CAGR: cell.CAGR,
  'Sharpe Ratio': cell['Sharpe Ratio'],
  'Max Drawdown': cell['Max Drawdown'],
  'Win Rate': cell['Win Rate'],
  profit_factor: cell.profit_factor,
});

async function runOn(strategy: Record<string, unknown>, bars: Bars, marketData: MarketData, today: string) {
  return computeBacktest(await resolveStrategy(parseStrategyRequest(strategy), marketData, today), bars, marketData);
}

/**
 * A walk-forward test: for each window, the combination with the best in-sample metric, then that combination run on
 * the window's out-of-sample bars alone, starting flat with the capital the last window ended with. The stitched
 * out-of-sample equity is compared with the strategy as written over the same bars.
 */
export async function runWalkForward(
  plan: WalkForwardPlan,
  connectionData: MarketData,
  slices: SweepSlices,
  today: string,
  context: Pick<TaskContext, 'signal' | 'progress'>,
): Promise<WalkForwardResult> {
  // every window resolves the strategy again: the data is asked once for the whole walk-forward
  const marketData = marketDataSnapshot(connectionData);
  const { bars, range } = await walkForwardBars(plan, marketData, today);
  const spans = walkForwardWindows(range.from, range.to, plan.inSample, plan.outOfSample, plan.anchored);
  const base = await resolveStrategy(parseStrategyRequest(plan.strategy), marketData, today);
  let capital = base.merged.capital;
  const windows: WalkForwardWindow[] = [];
  const runs: ComputedBacktest[] = [];
  const inSampleCagr: number[] = [];
  const tied: number[] = [];
  for (const [k, span] of spans.entries()) {
    const { chosen, ties } = await chooseWithTies(plan, bars, span.isFrom, span.isTo, slices, today, {
      signal: context.signal,
      progress: (f) => context.progress((k + f) / spans.length),
    });
    if (ties > 0) tied.push(k + 1);
    const values: AxisValue[] = chosen?.values ?? [];
    const strategy = chosen ? combinationStrategy(plan.strategy, plan.axes, values) : plan.strategy;
    const run = await runOn(onBars(strategy, bars, span.oosFrom, span.oosTo, capital), bars, marketData, today);
    runs.push(run);
    capital = run.outcome.equity[run.outcome.equity.length - 1];
    if (chosen?.CAGR !== null && chosen?.CAGR !== undefined) inSampleCagr.push(chosen.CAGR);
    windows.push({
      in_sample_start: dayOf(bars, span.isFrom),
      in_sample_end: dayOf(bars, span.isTo),
      out_of_sample_start: dayOf(bars, span.oosFrom),
      out_of_sample_end: dayOf(bars, span.oosTo),
      chosen: values,
      in_sample: chosen ? figuresOf(chosen) : NO_FIGURES,
      out_of_sample: headlineFigures(run.metrics),
    });
  }
  const first = spans[0].oosFrom;
  const last = spans.at(-1)!.oosTo;
  const equity = new Float64Array(last - first + 1);
  const trades: SimulatedTrade[] = [];
  let barsInMarket = 0;
  for (const run of runs) {
    equity.set(run.outcome.equity, run.spec.from - first);
    trades.push(...run.outcome.trades);
    barsInMarket += run.outcome.barsInMarket;
  }
  const spec = { ...runs[0].spec, from: first, to: last, capital: base.merged.capital };
  const stitched = computeMetrics(bars, { equity, trades, barsInMarket }, spec);
  const whole = await runOn(onBars(plan.strategy, bars, first, last), bars, marketData, today);
  const meanInSample = inSampleCagr.length ? inSampleCagr.reduce((s, x) => s + x, 0) / inSampleCagr.length : 0;
  const figures = headlineFigures(stitched);
  const dates: string[] = [];
  for (let i = first; i <= last; i++) dates.push(barLabel(bars.time[i]));
  return {
    axes: plan.axes,
    metric: plan.metric,
    anchored: plan.anchored,
    windows,
    dates,
    equity: Array.from(equity, (v) => Math.round(v * 1e4) / 1e4),
    base_equity: Array.from(whole.outcome.equity, (v) => Math.round(v * 1e4) / 1e4),
    figures,
    ...efficiencyOf(figures, meanInSample, plan.request.min_trades),
    min_trades: plan.request.min_trades,
    warnings: walkForwardWarnings(windows, tied),
  };
}
