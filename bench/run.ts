/**
 * `npm run bench`: the engine (and the server's task list over SQLite) against the budgets of docs/budgets.md, beside
 * a hand-fused loop (the floor) and peers (grademark, technicalindicators) in the same run so the ratios hold on a
 * noisy machine. `npm run bench -- floor peers` runs only the groups named. `npm test` smoke-runs every group at a
 * tiny size (smoke.bench.test.ts); the figures are only ever taken here.
 */
import { BENCH_GROUPS } from './groups.ts';
import { runGroups } from './run-groups.ts';
import { FULL } from './timing.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCH_GROUPS.some((g) => g.name === name));
if (unknown.length > 0) {
  console.error(`no bench group ${unknown.join(', ')}; the groups: ${BENCH_GROUPS.map((g) => g.name).join(', ')}`);
  process.exit(2);
}
const groups = asked.length === 0 ? BENCH_GROUPS : BENCH_GROUPS.filter((g) => asked.includes(g.name));
const failed = await runGroups(groups, FULL, (text) => console.log(text));
if (failed.length > 0) {
  console.log(`${failed.length} of ${groups.length} groups failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
