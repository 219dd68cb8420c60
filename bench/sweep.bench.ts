import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchLine, BenchScale } from './timing.ts';
import { stitchedDaily } from './bench-data.ts';
import { effectiveCores } from './machine-parallelism.ts';
import { FULL } from './timing.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { barLabel } from '../src/engine/series/bars.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';
import { planSweep } from '../src/service/research/sweep-plan.ts';
import { SweepSliceRunner } from '../src/service/research/sweep-slice.ts';
import { computeSweep, localSweepSlices } from '../src/service/research/sweep-task.ts';
import { startServer } from '../server/server.ts';
import { silentLogger } from '../server/logger.ts';

const TODAY = '2026-11-24';

/**
 * A sweep of the entry's RSI period (2, 3, ...: `periods` of them) against its threshold (10 to `thresholdTo` every
 * 0.5), out on a stop, a target or after 21 days.
 */
function sweepRequest(periods: number, thresholdTo: number) {
  return {
    strategy: {
      name: 'Sweep bench',
      symbol: 'BENCH',
      start_date: '1900-01-01',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-5/10/21',
    },
    axes: [
      { path: 'entry.condition.signal.name', values: Array.from({ length: periods }, (_, i) => `RSI(${i + 2})`) },
      { path: 'entry.condition.rule.comparison_value', values: { from: 10, to: thresholdTo, step: 0.5 } },
    ],
  };
}

/** The sweep of issue 15's target: 10,000 backtests of 5,000 bars (100 RSI periods x 100 thresholds). */
export const SWEEP_BENCH = sweepRequest(100, 59.5);

export function sweepBenchCsv(bars: Bars): string {
  const lines = ['date,open,high,low,close,volume'];
  for (let i = 0; i < bars.time.length; i++)
    lines.push(
      `${barLabel(bars.time[i])},${bars.open[i]},${bars.high[i]},${bars.low[i]},${bars.close[i]},${bars.volume[i]}`,
    );
  return `${lines.join('\n')}\n`;
}

type SweepRequest = ReturnType<typeof sweepRequest>;

/** The median of `runs` sweeps through a server's endpoint, after one that lets its threads load the bars. */
async function serverSweep(dataDir: string, workers: number, request: SweepRequest, runs: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bts-sweep-bench-'));
  const server = await startServer({ port: 0, dbFile: join(dir, 'bench.db'), dataDir, workers, log: silentLogger });
  try {
    await server.accounts.add('bench@example.com', 'bench-password-1');
    const auth = `Basic ${Buffer.from('bench@example.com:bench-password-1').toString('base64')}`;
    const headers = { Authorization: auth, 'Content-Type': 'application/json' };
    const run = async () => {
      const t0 = performance.now();
      const submitted = await fetch(`${server.url}/backtest/sweep/start`, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
      });
      const { task_id } = (await submitted.json()) as { task_id: string };
      for (;;) {
        const task = (await (await fetch(`${server.url}/backtest/status/${task_id}`, { headers })).json()) as {
          status: string;
          error?: string;
        };
        if (task.status === 'SUCCESS') return performance.now() - t0;
        if (task.status === 'FAILED') throw new Error(task.error);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    if (runs > 1) await run(); // the threads load the bars once
    const samples: number[] = [];
    for (let k = 0; k < runs; k++) samples.push(await run());
    samples.sort((a, b) => a - b);
    return samples[Math.floor(runs / 2)];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function sweepBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const bars = stitchedDaily(scale.pick(5_000, 300));
  const request = scale.pick(SWEEP_BENCH, sweepRequest(2, 10.5));
  const plan = planSweep(request);
  // The whole of the task's work on one thread: every combination, then the best cell and the overfitting figures.
  const runner = new SweepSliceRunner(new MemoryMarketData({ BENCH: bars }));
  const oneCore = await scale.time(
    () => computeSweep(plan.request, localSweepSlices(runner), TODAY, { signal: new AbortController().signal }),
    3,
    1,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bts-sweep-data-'));
  writeFileSync(join(dataDir, 'BENCH.csv'), sweepBenchCsv(bars));
  const threads = 2;
  let serverMs: number;
  try {
    serverMs = await serverSweep(dataDir, threads, request, scale.pick(3, 1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Issue 33: N threads within 1.2x of one core's time divided by N, where N is what the machine runs at once: on a
  // host whose two vCPUs share one core's speed, two threads of anything take as long as one thread doing both.
  const cores = await effectiveCores(threads, scale.pick(60_000, 100));
  const target = 1.2 * (oneCore.medianMs / cores);
  return [
    {
      name: `sweep of ${plan.count.toLocaleString('en-US')} backtests of ${bars.time.length.toLocaleString('en-US')} bars with their overfitting figures, one core`,
      ms: oneCore.medianMs,
    },
    {
      name: `  the same through POST /backtest/sweep/start, ${threads} worker threads (target: 1.2x one core / ${cores.toFixed(2)})`,
      ms: serverMs,
      budgetMs: target,
      note: `this machine runs ${threads} threads at once as ${cores.toFixed(2)} (a plain loop in each)`,
    },
  ];
}
