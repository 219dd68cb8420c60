import type { z } from 'zod';
import { BacktestResultSchema, CpmResultSchema, ScannerBacktestResultSchema } from '../../contract/index.ts';
import type { JobKind, JobResults } from '../ports.ts';
import { PackedSliceCellsSchema, unpackSliceCells } from '../research/packed-slice-cells.ts';

/**
 * The schema of what each kind of job answers: a host that gets an answer from another thread parses it so (from the
 * form the thread posts it in, runTaskJobToPost).
 */
export type JobResultSchemas = { [K in JobKind]: z.ZodType<JobResults[K]> };

export const JOB_RESULT_SCHEMAS: JobResultSchemas = {
  backtest: BacktestResultSchema,
  cpm: CpmResultSchema,
  scanner: ScannerBacktestResultSchema,
  // a worker thread posts a slice packed (runTaskJobToPost)
  sweep_slice: PackedSliceCellsSchema.transform(unpackSliceCells),
};
