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

/**
 * The same bars under a new object: the technical indicators' memo (series-memo.ts) keeps series per Bars object, so
 * a run on it computes every indicator again, as a backtest on newly loaded bars does. The arrays are shared, not
 * copied: the fused loop reads these very arrays, so both find the prices equally warm in the CPU's caches.
 */
export function freshBars(bars: Bars): Bars {
  return { ...bars };
}

/**
 * The engine's run of the crossover on `bars`, as a backtest request computes it (signals, rules, simulation,
 * metrics). Cold (the default): every call on a fresh Bars object, so the spread is computed in the timed call.
 * `kept`: every call on the same object, so from the second call the spread comes from the memo, as in a sweep.
 */
export async function engineCrossover(bars: Bars, kept = false): Promise<() => Promise<number>> {
  const data = new MemoryMarketData({ BENCH: bars });
  const strategy = await resolveStrategy(parseStrategyRequest(crossover(FAST, SLOW)), data, TODAY);
  return async () => {
    // A shallow copy of seven fields: tens of nanoseconds, far below a run's time even at a few thousand bars.
    const { outcome } = await computeBacktest(strategy, kept ? bars : freshBars(bars), data);
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

/** CPU time of one call (every thread, as `cpuTime` counts it), over a batch of `calls`. */
async function cpuPerCall(fn: () => unknown, calls: number): Promise<number> {
  const c0 = process.cpuUsage();
  for (let k = 0; k < calls; k++) await fn();
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000 / calls;
}

/**
 * The engine's CPU time over the loop's, measured in alternating batches of about `batchMs` each: the median of the
 * rounds' ratios. Timing one side's whole run after the other's lets a burst of other work on the machine land on one
 * side only; under a load of 10 on two cores that moved the same code's ratio from 3x to 30x between runs.
 */
async function pairedCpuRatio(
  scale: BenchScale,
  engine: () => unknown,
  fused: () => unknown,
  engineMs: number,
  fusedMs: number,
  batchMs = 20,
): Promise<number> {
  const rounds = scale.pick(15, 1);
  const engineCalls = scale.pick(Math.max(1, Math.round(batchMs / engineMs)), 1);
  const fusedCalls = scale.pick(Math.max(1, Math.round(batchMs / fusedMs)), 1);
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const f = await cpuPerCall(fused, fusedCalls);
    const e = await cpuPerCall(engine, engineCalls);
    ratios.push(e / f);
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}

async function floorLines(scale: BenchScale, c: FloorCase): Promise<BenchLine[]> {
  const engine = await engineCrossover(c.bars);
  const kept = await engineCrossover(c.bars, true);
  const fused = fusedRun(c.bars);
  const engineEquity = await engine();
  const fusedEquity = fused();
  // The ratio is only a floor if both did the same thing: the same trades end on the same equity.
  if (!(Math.abs(fusedEquity - engineEquity) <= 1e-9 * Math.abs(engineEquity)))
    throw new Error(`${c.label}: the fused loop ends on ${fusedEquity}, the engine on ${engineEquity}`);
  // Many warm-up calls: at a few thousand bars a call is well under a millisecond, and the JIT needs hundreds of them.
  const fusedTime = await scale.time(fused, c.fusedRuns, Math.ceil(c.fusedRuns / 3));
  const engineTime = await scale.time(engine, c.engineRuns, Math.ceil(c.engineRuns / 3));
  const keptTime = await scale.time(kept, c.engineRuns, Math.ceil(c.engineRuns / 3));
  const fusedCpu = await scale.cpuTime(fused, c.cpuSamples);
  const engineCpu = await scale.cpuTime(engine, c.cpuSamples);
  const paired = await pairedCpuRatio(scale, engine, fused, engineTime.medianMs, fusedTime.medianMs);
  const keptPaired = await pairedCpuRatio(scale, kept, fused, keptTime.medianMs, fusedTime.medianMs);
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
      name: `  our engine, cold (indicators computed in each run; final equity equal)`,
      ms: engineTime.medianMs,
      budgetMs: TARGET_RATIO * fusedTime.medianMs,
      note:
        `${ns(engineTime.medianMs)}; engine / fused ${ratio(engineTime.medianMs, fusedTime.medianMs)} (medians), ` +
        `${ratio(engineTime.minMs, fusedTime.minMs)} (best runs), ${ratio(engineCpu.medianMs, fusedCpu.medianMs)} ` +
        `(CPU time), ${paired.toFixed(1)}x (CPU time, alternating batches); target ${TARGET_RATIO}x`,
    },
    {
      name: `  our engine, indicators kept (as in a sweep: the spread from the memo)`,
      ms: keptTime.medianMs,
      note:
        `${ns(keptTime.medianMs)}; engine / fused ${ratio(keptTime.medianMs, fusedTime.medianMs)} (medians), ` +
        `${ratio(keptTime.minMs, fusedTime.minMs)} (best runs), ${keptPaired.toFixed(1)}x (CPU time, alternating batches)`,
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
