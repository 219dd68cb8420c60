import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchLine } from './timing.ts';
import { stitchedDaily } from './bench-data.ts';
import { time } from './timing.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { barLabel } from '../src/engine/series/bars.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';
import { planSweep } from '../src/service/research/sweep-plan.ts';
import { SweepSliceRunner } from '../src/service/research/sweep-slice.ts';
import { startServer } from '../server/server.ts';
import { silentLogger } from '../server/logger.ts';

const TODAY = '2026-11-24';

/**
 * The sweep of issue 15's target: 10,000 backtests of 5,000 bars, the entry's RSI period (2..101) against its
 * threshold (10..59.5 every 0.5), out on a stop, a target or after 21 days.
 */
export const SWEEP_BENCH = {
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
    { path: 'entry.condition.signal.name', values: Array.from({ length: 100 }, (_, i) => `RSI(${i + 2})`) },
    { path: 'entry.condition.rule.comparison_value', values: { from: 10, to: 59.5, step: 0.5 } },
  ],
};

export function sweepBenchCsv(bars: Bars): string {
  const lines = ['date,open,high,low,close,volume'];
  for (let i = 0; i < bars.time.length; i++)
    lines.push(
      `${barLabel(bars.time[i])},${bars.open[i]},${bars.high[i]},${bars.low[i]},${bars.close[i]},${bars.volume[i]}`,
    );
  return `${lines.join('\n')}\n`;
}

async function serverSweep(dataDir: string, workers: number): Promise<number> {
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
        body: JSON.stringify(SWEEP_BENCH),
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
    await run(); // the threads load the bars once
    const samples = [await run(), await run(), await run()].sort((a, b) => a - b);
    return samples[1];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function sweepBenches(): Promise<BenchLine[]> {
  const bars = stitchedDaily(5_000);
  const plan = planSweep(SWEEP_BENCH);
  const oneCore = await time(
    () =>
      new SweepSliceRunner(new MemoryMarketData({ BENCH: bars })).run({
        ...plan,
        from: 0,
        to: plan.count,
        today: TODAY,
      }),
    3,
    1,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bts-sweep-data-'));
  writeFileSync(join(dataDir, 'BENCH.csv'), sweepBenchCsv(bars));
  const threads = 2;
  let serverMs: number;
  try {
    serverMs = await serverSweep(dataDir, threads);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const target = 2 * (oneCore.medianMs / threads);
  return [
    { name: `sweep of ${plan.count.toLocaleString('en-US')} backtests of 5,000 bars, one core`, ms: oneCore.medianMs },
    {
      name: `  the same through POST /backtest/sweep/start, ${threads} worker threads (target: 2x one core / ${threads})`,
      ms: serverMs,
      budgetMs: target,
    },
  ];
}
