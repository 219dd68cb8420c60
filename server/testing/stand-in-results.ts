import { z } from 'zod';
import type { BacktestResult, CpmResult, ScannerBacktestResult, SweepCell } from '../../src/contract/index.ts';
import type { JobResultSchemas } from '../../src/service/tasks/job-result-schemas.ts';

/**
 * Test-only: what the pool reads a stand-in worker's answers with (server/testing/stand-in-worker.ts answers its own
 * `{code, msg, data}` to every kind of job): anything, typed as the kind's result.
 */
export const STAND_IN_RESULTS: JobResultSchemas = {
  backtest: z.custom<BacktestResult>(),
  cpm: z.custom<CpmResult>(),
  scanner: z.custom<ScannerBacktestResult>(),
  sweep_slice: z.custom<SweepCell[]>(),
};
