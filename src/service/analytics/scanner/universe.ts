import { computeSignals } from '../../../engine/scanner/signals/index.ts';
import type { SymbolScanner } from '../../../engine/scanner/picks/index.ts';
import { createSymbolScanner } from '../../../engine/scanner/picks/index.ts';
import { alignToBars } from '../../../engine/series/align.ts';
import type { Bars, ValueSeries } from '../../../engine/series/bars.ts';
import { inferFrequency } from '../../../engine/series/frequency.ts';
import type { MarketData, SymbolKind } from '../../ports.ts';

/** RelTrendScore is measured against this symbol's closes (issue 6). */
export const BENCHMARK_SYMBOL = 'SPX';

/** The indicator names an Optix series of a symbol may have in the catalogue, e.g. `SPY-Optix`. */
export function optixNames(symbol: string): string[] {
  return [`${symbol}-Optix`, `${symbol}_Optix`, `${symbol} Optix`];
}

/** One scannable symbol: its daily bars and the scanner over its signals. */
export interface UniverseMember {
  symbol: string;
  kind: SymbolKind;
  bars: Bars;
  /**
   * The scanner, built (signals computed) on first call: a day or a window most symbols have no bar in costs
   * nothing for them.
   */
  scanner(): SymbolScanner;
}

interface CachedScanner {
  benchmark: Bars | undefined;
  optix: ValueSeries | undefined;
  scanner: SymbolScanner;
}

/*
 * Signals and trade histories are worth keeping between requests: they depend only on the bars, the benchmark and the
 * Optix series, whose objects the market data caches (a refreshed library hands out new objects, so stale entries are
 * never hit and go with their bars).
 */
const scanners = new WeakMap<Bars, CachedScanner>();

async function optixSeries(marketData: MarketData, symbol: string): Promise<ValueSeries | undefined> {
  for (const name of optixNames(symbol)) {
    const series = await marketData.indicator(name);
    if (series) return series;
  }
  return undefined;
}

function scannerOf(symbol: string, bars: Bars, benchmark: Bars | undefined, optix: ValueSeries | undefined) {
  const cached = scanners.get(bars);
  if (cached && cached.benchmark === benchmark && cached.optix === optix) return cached.scanner;
  const optixOnBars = optix && alignToBars(bars.time, optix);
  const benchmarkClose = benchmark && alignToBars(bars.time, { time: benchmark.time, value: benchmark.close });
  const signals = computeSignals({
    bars,
    ...(optixOnBars && { optix: optixOnBars }),
    ...(benchmarkClose && { benchmarkClose }),
  });
  const scanner = createSymbolScanner({ symbol, bars, signals, ...(optixOnBars && { optix: optixOnBars }) });
  scanners.set(bars, { benchmark, optix, scanner });
  return scanner;
}

/** Daily bars only: the signals' periods are trading days. */
function isDaily(bars: Bars): boolean {
  return bars.time.length > 0 && inferFrequency(bars.time) === 'Daily';
}

/** The symbol as a universe member, or undefined when it has no daily prices. */
export async function universeMember(marketData: MarketData, symbol: string): Promise<UniverseMember | undefined> {
  const upper = symbol.toUpperCase();
  const bars = await marketData.bars(upper);
  if (!bars || !isDaily(bars)) return undefined;
  const benchmark = upper === BENCHMARK_SYMBOL ? undefined : await marketData.bars(BENCHMARK_SYMBOL);
  const optix = await optixSeries(marketData, upper);
  const kind = (await marketData.symbolKind(upper)) ?? 'stock';
  return { symbol: upper, kind, bars, scanner: () => scannerOf(upper, bars, benchmark, optix) };
}

/**
 * Every symbol of the connection with daily prices, of the given kinds (all kinds without a filter); only `symbols`
 * of them when given (a named universe's members).
 */
export async function loadUniverse(
  marketData: MarketData,
  kinds?: readonly SymbolKind[],
  symbols?: readonly string[],
): Promise<UniverseMember[]> {
  const members: UniverseMember[] = [];
  for (const symbol of symbols ?? (await marketData.symbols())) {
    if (kinds) {
      const kind = (await marketData.symbolKind(symbol)) ?? 'stock';
      if (!kinds.includes(kind)) continue;
    }
    const member = await universeMember(marketData, symbol);
    if (member) members.push(member);
  }
  return members;
}
