import { z } from 'zod';
import {
  BacktestResultSchema,
  CpmResultSchema,
  ReturnSummarySchema,
  ScannerBacktestResultSchema,
  SweepCellSchema,
} from '../../contract/index.ts';
import type { JobKind, JobResults } from '../ports.ts';

/** The schema of what each kind of job answers: a host that gets an answer from another thread parses it so. */
export type JobResultSchemas = { [K in JobKind]: z.ZodType<JobResults[K]> };

export const JOB_RESULT_SCHEMAS: JobResultSchemas = {
  backtest: BacktestResultSchema,
  cpm: CpmResultSchema,
  scanner: ScannerBacktestResultSchema,
  sweep_slice: z.array(SweepCellSchema.extend({ returns: ReturnSummarySchema.optional() })),
};
