import type { BenchmarkSeries } from '../../engine/backtest/tearsheet/benchmark-comparison.ts';
import type { MarketData } from '../ports.ts';

/** The request's benchmark: its closes, or the sentence saying why there are none. */
export type LoadedBenchmark =
  { symbol: string; series: BenchmarkSeries; note: null } | { symbol: string; series: null; note: string };

/** A symbol as the benchmark is looked up: trimmed, upper case. */
export const normalSymbol = (symbol: string) => symbol.trim().toUpperCase();

/** Whether two symbols name the same series once normalised. */
export const sameSymbol = (a: string, b: string) => normalSymbol(a) !== '' && normalSymbol(a) === normalSymbol(b);

/**
 * Reads the benchmark's bars from the connection's market data as they are stored (not resampled: a result bar is
 * matched by its exact date and time, docs/semantics.md). A benchmark that cannot be read never fails the run.
 */
export async function loadBenchmark(requested: string, marketData: MarketData): Promise<LoadedBenchmark> {
  const symbol = normalSymbol(requested);
  if (symbol === '') return { symbol, series: null, note: 'No benchmark symbol was given, so there is no comparison.' };
  try {
    const bars = await marketData.bars(symbol);
    if (bars && bars.time.length > 0) return { symbol, series: { time: bars.time, close: bars.close }, note: null };
    return { symbol, series: null, note: `The benchmark ${symbol} has no price data here, so there is no comparison.` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      symbol,
      series: null,
      note: `The benchmark ${symbol} could not be read (${why}), so there is no comparison.`,
    };
  }
}
