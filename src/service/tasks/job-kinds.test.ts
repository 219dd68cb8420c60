import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BacktestResult, CpmResult, ScannerBacktestResult } from '../../contract/index.ts';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../../node/folder-market-data.ts';
import type { Job, JobResults, SweepSliceCell, TaskExecutor } from '../ports.ts';
import { parseCpmRequest } from '../analytics/cpm/resolve-cpm.ts';
import { runTaskJob } from './run-job.ts';

const CPM_REQUEST = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };

describe('the job map: a job’s kind fixes its payload and its result', () => {
  it('types each kind’s result, and refuses a job whose payload is not its kind’s', async () => {
    expectTypeOf<JobResults['backtest']>().toEqualTypeOf<BacktestResult>();
    expectTypeOf<JobResults['cpm']>().toEqualTypeOf<CpmResult>();
    expectTypeOf<JobResults['scanner']>().toEqualTypeOf<ScannerBacktestResult>();
    expectTypeOf<JobResults['sweep_slice']>().toEqualTypeOf<SweepSliceCell[]>();
    const scanOn = (executor: TaskExecutor) =>
      executor.run({ kind: 'cpm', mode: 'scan', params: parseCpmRequest(CPM_REQUEST) });
    expectTypeOf(scanOn).returns.toEqualTypeOf<Promise<CpmResult>>();

    // @ts-expect-error a CPM job carries its mode
    const noMode: Job<'cpm'> = { kind: 'cpm', params: parseCpmRequest(CPM_REQUEST) };
    // @ts-expect-error a sweep slice carries a slice, not params
    const wrongPayload: Job<'sweep_slice'> = { kind: 'sweep_slice', params: {} };
    // @ts-expect-error no such kind
    const unknownKind: Job<'report'> = { kind: 'report', params: {} };
    expect([noMode, wrongPayload, unknownKind]).toHaveLength(3);

    // The CPM scan of a predefined pattern, run from plain data as a worker thread runs it: its result is a CpmResult.
    const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);
    const params = parseCpmRequest(CPM_REQUEST);
    const result = await runTaskJob({ kind: 'cpm', mode: 'scan', params }, marketData, '2026-11-20');
    expectTypeOf(result).toEqualTypeOf<CpmResult>();
    expect(result.code).toBe(200);
    expect(result.data?.backtest_info).toBeUndefined();
  });
});
