import { autocompleteBenches } from './autocomplete.bench.ts';
import { backtestBenches } from './backtest.bench.ts';
import { correlationBenches } from './correlation.bench.ts';
import { cpmBenches } from './cpm.bench.ts';
import { csvBenches } from './csv.bench.ts';
import { floorBenches } from './floor.bench.ts';
import { internalsBenches, INTERNALS_BENCH } from './internals.bench.ts';
import { peerBenches } from './peers.bench.ts';
import { refreshBenches, REFRESH_BENCH } from './refresh.bench.ts';
import type { BenchGroup } from './run-groups.ts';
import { scannerBenches } from './scanner.bench.ts';
import { seasonalityBenches } from './seasonality.bench.ts';
import { sweepBenches } from './sweep.bench.ts';
import { taskListBenches } from './task-list.bench.ts';

/** Every group of `npm run bench`, in the order it prints them; `npm test` smoke-runs each (smoke.bench.test.ts). */
export const BENCH_GROUPS: readonly BenchGroup[] = [
  { name: 'backtest', run: backtestBenches },
  { name: 'floor', run: floorBenches },
  { name: 'csv', run: csvBenches },
  { name: 'autocomplete', run: autocompleteBenches },
  { name: 'seasonality', run: seasonalityBenches },
  { name: 'correlation', run: correlationBenches },
  { name: 'cpm', run: cpmBenches },
  { name: 'scanner', run: scannerBenches },
  { name: 'task-list', run: taskListBenches },
  { name: 'sweep', run: sweepBenches },
  {
    name: 'refresh',
    run: (scale) => refreshBenches(scale.pick(REFRESH_BENCH, { symbols: 2, years: 1 })),
  },
  {
    name: 'internals',
    run: (scale) => internalsBenches(scale.pick(INTERNALS_BENCH, { members: 12, years: 1 }), scale.pick(5, 1)),
  },
  { name: 'peers', run: peerBenches },
];
