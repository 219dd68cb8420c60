import type { BenchLine, BenchScale } from './timing.ts';
import { FULL } from './timing.ts';
import { crossover } from './backtest.bench.ts';
import { randomWalkBars, readBarsFile, SPX_SAMPLE } from './bench-data.ts';
import { fusedCrossover } from './fused-crossover.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { parseStrategyRequest, resolveStrategy } from '../src/service/backtest/resolve-strategy.ts';
import { computeBacktest } from '../src/service/backtest/run-backtest.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';

const TODAY = '2026-11-21';
const FAST = 10;
const SLOW = 30;
/** The request's defaults: capital 100,000, all of it in each trade, no costs. */
const CAPITAL = 100_000;
/** Issue 33's target for the engine: within this many times the fused loop's time. */
const TARGET_RATIO = 4;

/** The engine's run of the crossover on `bars`, as a backtest request computes it (signals, rules, simulation, metrics). */
export async function engineCrossover(bars: Bars): Promise<() => Promise<number>> {
  const data = new MemoryMarketData({ BENCH: bars });
  const strategy = await resolveStrategy(parseStrategyRequest(crossover(FAST, SLOW)), data, TODAY);
  return async () => {
    const { outcome } = await computeBacktest(strategy, bars, data);
    return outcome.equity[outcome.equity.length - 1];
  };
}

export function fusedRun(bars: Bars): () => number {
  const equity = new Float64Array(bars.close.length);
  return () => fusedCrossover(bars.open, bars.close, FAST, SLOW, CAPITAL, equity);
}

interface FloorCase {
  label: string;
  bars: Bars;
  engineRuns: number;
  fusedRuns: number;
  cpuSamples: number;
}

async function floorLines(scale: BenchScale, c: FloorCase): Promise<BenchLine[]> {
  const engine = await engineCrossover(c.bars);
  const fused = fusedRun(c.bars);
  const engineEquity = await engine();
  const fusedEquity = fused();
  // The ratio is only a floor if both did the same thing: the same trades end on the same equity.
  if (!(Math.abs(fusedEquity - engineEquity) <= 1e-9 * Math.abs(engineEquity)))
    throw new Error(`${c.label}: the fused loop ends on ${fusedEquity}, the engine on ${engineEquity}`);
  // Many warm-up calls: at a few thousand bars a call is well under a millisecond, and the JIT needs hundreds of them.
  const fusedTime = await scale.time(fused, c.fusedRuns, Math.ceil(c.fusedRuns / 3));
  const engineTime = await scale.time(engine, c.engineRuns, Math.ceil(c.engineRuns / 3));
  const fusedCpu = await scale.cpuTime(fused, c.cpuSamples);
  const engineCpu = await scale.cpuTime(engine, c.cpuSamples);
  const bars = c.bars.close.length;
  const ratio = (engineMs: number, fusedMs: number) => `${(engineMs / fusedMs).toFixed(1)}x`;
  const ns = (ms: number) => `${((ms * 1e6) / bars).toFixed(1)} ns a bar`;
  return [
    {
      name: `floor: SMA(${FAST},${SLOW}) crossover, ${c.label} ${bars.toLocaleString('en-US')} bars, hand-fused loop`,
      ms: fusedTime.medianMs,
      note: ns(fusedTime.medianMs),
    },
    {
      name: `  our engine, same strategy and bars (final equity equal)`,
      ms: engineTime.medianMs,
      budgetMs: TARGET_RATIO * fusedTime.medianMs,
      note:
        `${ns(engineTime.medianMs)}; engine / fused ${ratio(engineTime.medianMs, fusedTime.medianMs)} (medians), ` +
        `${ratio(engineTime.minMs, fusedTime.minMs)} (best runs), ${ratio(engineCpu.medianMs, fusedCpu.medianMs)} ` +
        `(CPU time); target ${TARGET_RATIO}x`,
    },
  ];
}

/**
 * Issue 33's floor: the engine beside a hand-fused loop of the same strategy on the bundled SPX sample and on
 * 100,000 and 1,000,000 made-up bars. The budget of each engine line is the target ratio times the loop's time.
 */
export async function floorBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const cases: FloorCase[] = [
    { label: 'SPX', bars: readBarsFile(SPX_SAMPLE), engineRuns: 300, fusedRuns: 1_000, cpuSamples: 15 },
    {
      label: 'random walk',
      bars: randomWalkBars(scale.pick(100_000, 1_000)),
      engineRuns: 30,
      fusedRuns: 100,
      cpuSamples: 15,
    },
    {
      label: 'random walk',
      bars: randomWalkBars(scale.pick(1_000_000, 2_000)),
      engineRuns: 7,
      fusedRuns: 15,
      cpuSamples: 7,
    },
  ];
  const lines: BenchLine[] = [];
  for (const c of cases) lines.push(...(await floorLines(scale, c)));
  return lines;
}
