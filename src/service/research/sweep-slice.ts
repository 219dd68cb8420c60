import { combinationStrategy, NO_FIGURES, PBO_BLOCKS } from '../../contract/index.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { loadBars, runBars } from '../backtest/load-bars.ts';
import { marketDataSnapshot } from '../data/market-data-snapshot.ts';
import { parseStrategyRequest, resolveStrategy } from '../backtest/resolve-strategy.ts';
import type { ResolvedStrategy } from '../backtest/resolve-strategy.ts';
import { computeBacktest } from '../backtest/run-backtest.ts';
import { SeriesCache } from '../backtest/series-cache.ts';
import { BumpArena } from '../../engine/memory/alloc.ts';
import { summariseEquityInto } from '../../engine/research/return-summary.ts';
import { headlineFigures } from '../backtest/to-result.ts';
import { ServiceError } from '../errors.ts';
import type { SweepCell } from '../../contract/index.ts';
import type { MarketData, SweepSliceCell, SweepSliceJob } from '../ports.ts';
import type { PackedSliceCells } from './packed-slice-cells.ts';
import { PACKED_CELL_LENGTH, unpackSliceCells } from './packed-slice-cells.ts';
import { combinationValues } from './sweep-plan.ts';

/** How many combinations run between two progress reports. */
const REPORT_EVERY = 64;
/**
 * How long a slice computes before it lets the thread's other work in (a status request, a cancel). A timer costs
 * 1 ms in Node and up to 4 in a browser, so it is not paid after every few combinations.
 */
const YIELD_AFTER_MS = 40;

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs sweep slices over one MarketData, keeping what later slices can reuse: each symbol's bars at each frequency
 * (loaded once) and the signal and rule series computed on them. One per thread or worker.
 */
export class SweepSliceRunner {
  private readonly cache = new SeriesCache();
  /** Each combination's working arrays, taken back before the next: only its figures are kept. */
  private readonly arena = new BumpArena();
  /** The slice running now: slices take turns, as they share the arena. */
  private turn: Promise<unknown> = Promise.resolve();
  /**
   * A run's bars by the symbol's bars as the connection gave them: while those stay the same object (the series did
   * not change), later slices reuse the run's bars and the signal series the cache computed on them.
   */
  private readonly runBars = new WeakMap<Bars, Map<string, Bars>>();

  constructor(private readonly marketData: MarketData) {}

  /**
   * The cells of the slice, in order. A combination that cannot run becomes a cell with its error, as its backtest
   * would have failed; `done` hears how many more have finished.
   */
  async run(
    job: SweepSliceJob,
    events: { done?(count: number): void; signal?: AbortSignal } = {},
  ): Promise<SweepSliceCell[]> {
    return unpackSliceCells(await this.runPacked(job, events));
  }

  /**
   * The slice's cells as `run` gives them, their return summaries (when the job asks for them) written straight into
   * one Float64Array: what crosses to another thread.
   */
  async runPacked(
    job: SweepSliceJob,
    events: { done?(count: number): void; signal?: AbortSignal } = {},
  ): Promise<PackedSliceCells> {
    const cells: SweepCell[] = [];
    const returns = job.returns ? new Float64Array(Math.max(0, job.to - job.from) * PACKED_CELL_LENGTH) : null;
    // each combination resolves the strategy again: within a slice the data is asked once
    const data = marketDataSnapshot(this.marketData);
    let unreported = 0;
    let yielded = performance.now();
    for (let index = job.from; index < job.to; index++) {
      const values = combinationValues(job.axes, index);
      cells.push({
        values,
        ...(await this.cell(
          combinationStrategy(job.strategy, job.axes, values),
          job.today,
          data,
          returns,
          (index - job.from) * PACKED_CELL_LENGTH,
        )),
      });
      if (++unreported === REPORT_EVERY) {
        events.done?.(unreported);
        unreported = 0;
        if (performance.now() - yielded >= YIELD_AFTER_MS) {
          await yieldToEvents();
          yielded = performance.now();
          if (events.signal?.aborted) throw new Error('cancelled');
        }
      }
    }
    if (unreported > 0) events.done?.(unreported);
    return { cells, returns };
  }

  private async cell(
    strategy: Record<string, unknown>,
    today: string,
    data: MarketData,
    returns: Float64Array | null,
    at: number,
  ): Promise<Omit<SweepCell, 'values'>> {
    try {
      const resolved = await resolveStrategy(parseStrategyRequest(strategy), data, today);
      const bars = await this.barsOf(resolved, data);
      this.arena.reset();
      const { metrics, outcome } = await computeBacktest(resolved, bars, data, this.cache, this.arena);
      // read now: the equity is lent from the arena, taken back by the next combination
      if (returns && !summariseEquityInto(outcome.equity, PBO_BLOCKS, returns, at)) returns[at] = NaN;
      return headlineFigures(metrics);
    } catch (error) {
      if (returns) returns[at] = NaN;
      const text = error instanceof ServiceError ? error.body.detail : (error as Error).message;
      return { ...NO_FIGURES, error: text };
    }
  }

  private async barsOf(resolved: ResolvedStrategy, data: MarketData): Promise<Bars> {
    const { merged, input } = resolved;
    // CSV rows travel inside the strategy: they are parsed per combination, and not kept.
    if (merged.csv_mode) return loadBars(input, merged, data);
    const symbolBars = await data.bars(merged.symbol);
    // A symbol without data fails this combination (runBars throws), and the next one asks again.
    if (!symbolBars) return runBars(symbolBars, merged);
    let byBasis = this.runBars.get(symbolBars);
    if (!byBasis) this.runBars.set(symbolBars, (byBasis = new Map()));
    const key = `${merged.frequency}|${merged.price_basis}`;
    let bars = byBasis.get(key);
    if (!bars) byBasis.set(key, (bars = runBars(symbolBars, merged)));
    return bars;
  }
}
