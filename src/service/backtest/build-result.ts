import type { BacktestResult } from '../../contract/index.ts';
import { computeTearsheet } from '../../engine/backtest/tearsheet/tearsheet.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { barLabel } from '../../engine/series/bars.ts';
import type { BacktestMetrics, ExecutionSpec, SimulationOutcome } from '../../engine/backtest/types.ts';
import type { MarketData } from '../ports.ts';
import type { LoadedBenchmark } from './load-benchmark.ts';
import { loadBenchmark, normalSymbol, sameSymbol } from './load-benchmark.ts';
import type { ResolvedStrategy } from './resolve-strategy.ts';
import { toBacktestResult } from './to-result.ts';

/** What `computeBacktest` (run-backtest.ts) makes of a strategy on its bars, before it is shaped as a result. */
export interface ComputedBacktest {
  spec: ExecutionSpec;
  outcome: SimulationOutcome;
  metrics: BacktestMetrics;
}

/**
 * A computed backtest as the result every host returns: the tearsheet's figures (with the request's benchmark read
 * from the same market data) added to the spec's fields. The browser's tasks, the server, the CLI and the builder's
 * CSV mode all come through here, so they all carry the same figures.
 */
export async function buildResult(
  strategy: ResolvedStrategy,
  bars: Bars,
  computed: ComputedBacktest,
  marketData: MarketData,
): Promise<BacktestResult> {
  const { merged } = strategy;
  const { spec, outcome } = computed;
  // In CSV mode the rows are the symbol's series: a benchmark of the same symbol is those rows, not another copy.
  const ownRows = merged.csv_mode && sameSymbol(merged.benchmark, merged.symbol);
  const loaded: LoadedBenchmark = ownRows
    ? { symbol: normalSymbol(merged.benchmark), series: { time: bars.time, close: bars.close }, note: null }
    : await loadBenchmark(merged.benchmark, marketData);
  const tearsheet = computeTearsheet({
    time: bars.time.subarray(spec.from, spec.to + 1),
    equity: outcome.equity,
    capital: spec.capital,
    barsPerYear: spec.barsPerYear,
    benchmark: loaded.series,
  });
  let note = loaded.note;
  if (note === null && tearsheet.benchmark === null) {
    const first = barLabel(bars.time[spec.from]);
    const last = barLabel(bars.time[spec.to]);
    note = `The benchmark ${loaded.symbol} has no bar on any of the result's dates from ${first} to ${last}, so there is no comparison.`;
  }
  return toBacktestResult({
    symbol: merged.symbol,
    frequency: merged.frequency,
    bars,
    ...computed,
    tearsheet,
    benchmark: { symbol: loaded.symbol, note },
  });
}
