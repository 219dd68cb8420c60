/**
 * `npm run bench`: the engine (and the server's task list over SQLite) against the budgets of docs/budgets.md, and
 * beside peers (grademark, technicalindicators) in the same run so the ratios hold on a noisy machine. Not part of
 * the tests.
 */
import { backtestBenches } from './backtest.bench.ts';
import { autocompleteBenches } from './autocomplete.bench.ts';
import { csvBenches } from './csv.bench.ts';
import { peerBenches } from './peers.bench.ts';
import { correlationBenches } from './correlation.bench.ts';
import { seasonalityBenches } from './seasonality.bench.ts';
import { cpmBenches } from './cpm.bench.ts';
import { scannerBenches } from './scanner.bench.ts';
import { taskListBenches } from './task-list.bench.ts';
import { sweepBenches } from './sweep.bench.ts';
import { refreshBenches } from './refresh.bench.ts';
import { internalsBenches } from './internals.bench.ts';
import type { BenchLine } from './timing.ts';
import { fmt } from './timing.ts';

/*
 * Each group prints as soon as it ends, and a group that fails says so and lets the others run: a long run never
 * loses the figures it already has. The exit code tells whether every group ran.
 */
const GROUPS: readonly [string, () => Promise<BenchLine[]>][] = [
  ['backtest', backtestBenches],
  ['csv', csvBenches],
  ['autocomplete', autocompleteBenches],
  ['seasonality', seasonalityBenches],
  ['correlation', correlationBenches],
  ['cpm', cpmBenches],
  ['scanner', scannerBenches],
  ['task list', taskListBenches],
  ['sweep', sweepBenches],
  ['refresh', () => refreshBenches()],
  ['internals', () => internalsBenches()],
  ['peers', peerBenches],
];
const WIDTH = 72;
console.log(`${'benchmark'.padEnd(WIDTH)}  ${'median'.padStart(10)}  ${'budget'.padStart(10)}  verdict`);
let failed = 0;
for (const [group, run] of GROUPS) {
  let lines: BenchLine[];
  try {
    lines = await run();
  } catch (error) {
    failed++;
    console.log(`${group}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  for (const l of lines) {
    const verdict = l.budgetMs === undefined ? '' : l.ms <= l.budgetMs ? 'within budget' : 'OVER BUDGET';
    const budget = l.budgetMs === undefined ? '-' : fmt(l.budgetMs);
    console.log(
      `${l.name.padEnd(WIDTH)}  ${fmt(l.ms).padStart(10)}  ${budget.padStart(10)}  ${verdict}${l.note ? `  ${l.note}` : ''}`,
    );
  }
}
if (failed > 0) process.exit(1);
