import type { BacktestResult, Frequency } from '../../contract/index.ts';
import { computeMetrics } from '../../engine/backtest/metrics.ts';
import { simulate } from '../../engine/backtest/simulate.ts';
import type { ExecutionSpec } from '../../engine/backtest/types.ts';
import { evaluateBlock } from '../../engine/rules/block.ts';
import { evaluateCondition } from '../../engine/rules/condition.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { windowRange } from '../../engine/series/window.ts';
import type { MarketData } from '../ports.ts';
import { conditionSpec } from './condition-series.ts';
import { loadBars } from './load-bars.ts';
import type { MergedParams } from './defaults.ts';
import type { ResolvedBlock, ResolvedStrategy } from './resolve-strategy.ts';
import type { ComputedBacktest } from './build-result.ts';
import { buildResult } from './build-result.ts';
import type { SeriesCache } from './series-cache.ts';
import type { Alloc } from '../../engine/memory/alloc.ts';
import { HEAP } from '../../engine/memory/alloc.ts';
import { withScratchArena } from '../../engine/memory/arena-pool.ts';
import { blockKey, conditionKey } from './series-cache.ts';

export const BARS_PER_YEAR: Record<Frequency, number> = { Daily: 252, Weekly: 52, Monthly: 12, Hourly: 252 * 7 };

const DAY_MS = 86_400_000;

/**
 * The bars of the strategy's window, start_date to end_date both whole days, or null when none falls in it. Every
 * run of a strategy (a backtest, a sweep's slices, a walk-forward, the signal study) finds its window here.
 */
export function strategyWindow(
  merged: Pick<MergedParams, 'start_date' | 'end_date'>,
  bars: Bars,
): { from: number; to: number } | null {
  const start = Date.parse(`${merged.start_date}T00:00:00Z`);
  const end = Date.parse(`${merged.end_date}T00:00:00Z`) + DAY_MS - 1;
  return windowRange(bars.time, start, end);
}

export async function blockActions(
  block: ResolvedBlock,
  bars: Bars,
  marketData: MarketData,
  cache?: SeriesCache,
  alloc: Alloc = HEAP,
): Promise<Uint8Array> {
  // Arrays from an arena are taken back after the run: only heap arrays may be kept for other runs.
  const keep = cache && alloc === HEAP ? cache : undefined;
  const compute = async () => {
    const conditions: Uint8Array[] = [];
    for (const c of block.conditions) {
      const condition = async () => evaluateCondition(await conditionSpec(c, bars, marketData, cache), alloc);
      conditions.push(keep ? await keep.get(bars, conditionKey(c), condition) : await condition());
    }
    return evaluateBlock(
      {
        kind: block.ruleType,
        conditions,
        threshold: block.threshold,
        signalsInMarket: block.signalsInMarket,
        delayBars: block.delayBars,
      },
      bars.time.length,
      alloc,
    );
  };
  return keep ? keep.get(bars, blockKey(block), compute) : compute();
}

/**
 * The engine's part of a run on bars already loaded: conditions, blocks, simulation and metrics. A cache shares the
 * signal and rule series of many runs on the same bars (sweeps), and an arena lends the run's working arrays (valid
 * until its next reset); the outcome is the same with or without them.
 */
export async function computeBacktest(
  strategy: ResolvedStrategy,
  bars: Bars,
  marketData: MarketData,
  cache?: SeriesCache,
  alloc: Alloc = HEAP,
): Promise<ComputedBacktest> {
  const { merged } = strategy;
  const window = strategyWindow(merged, bars);
  if (!window) {
    throw new Error(
      `no bars of ${merged.csv_mode ? 'csv_data' : merged.symbol} fall between ${merged.start_date} and ${merged.end_date}`,
    );
  }
  const spec: ExecutionSpec = {
    direction: merged.direction,
    tradePrice: merged.trade_price,
    stopPct: strategy.risk.stopPct,
    takePct: strategy.risk.takePct,
    maxBars: strategy.risk.maxBars,
    commission: merged.commission,
    slippage: merged.slippage,
    capital: merged.capital,
    allocation: merged.capital_alloc,
    from: window.from,
    to: window.to,
    barsPerYear: BARS_PER_YEAR[merged.frequency],
  };
  const play = async (rules: Alloc, keep: SeriesCache | undefined) => {
    const entry = await blockActions(strategy.entry, bars, marketData, keep, rules);
    const exit = await blockActions(strategy.exit, bars, marketData, keep, rules);
    return simulate(bars, entry, exit, spec, alloc);
  };
  // Without a cache the rule series die with the simulation: they come from a reused arena, not the heap, and only
  // the outcome and the metrics are new arrays.
  const outcome =
    cache || alloc !== HEAP ? await play(alloc, cache) : await withScratchArena((scratch) => play(scratch, undefined));
  return { spec, outcome, metrics: computeMetrics(bars, outcome, spec, alloc) };
}

/** Runs a resolved strategy on its data. Errors are plain sentences: they become a FAILED task's error text. */
export async function runBacktest(strategy: ResolvedStrategy, marketData: MarketData): Promise<BacktestResult> {
  const { merged } = strategy;
  const bars = await loadBars(strategy.input, merged, marketData);
  const result = await buildResult(strategy, bars, await computeBacktest(strategy, bars, marketData), marketData);
  const data = merged.csv_mode ? undefined : await marketData.provenance?.(merged.symbol);
  if (data) result.Extra.data = data;
  return result;
}
