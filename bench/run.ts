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
import { fmt } from './timing.ts';

export interface BenchLine {
  name: string;
  ms: number;
  budgetMs?: number;
  note?: string;
}

const lines: BenchLine[] = [
  ...(await backtestBenches()),
  ...(await csvBenches()),
  ...(await autocompleteBenches()),
  ...(await seasonalityBenches()),
  ...(await correlationBenches()),
  ...(await cpmBenches()),
  ...(await scannerBenches()),
  ...(await taskListBenches()),
  ...(await sweepBenches()),
  ...(await peerBenches()),
];
const width = Math.max(...lines.map((l) => l.name.length));
console.log(`${'benchmark'.padEnd(width)}  ${'median'.padStart(10)}  ${'budget'.padStart(10)}  verdict`);
for (const l of lines) {
  const verdict = l.budgetMs === undefined ? '' : l.ms <= l.budgetMs ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${l.name.padEnd(width)}  ${fmt(l.ms).padStart(10)}  ${(l.budgetMs === undefined ? '-' : fmt(l.budgetMs)).padStart(10)}  ${verdict}${l.note ? `  ${l.note}` : ''}`,
  );
}
