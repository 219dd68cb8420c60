import type { ScannerBacktestParams, ScannerBacktestResult } from '../../../contract/index.ts';
import type { ServicePorts } from '../../ports.ts';
import { jobWork } from '../../tasks/job-work.ts';
import { TaskRunner } from '../../tasks/task-runner.ts';
import { parseScannerBacktestRequest, resolveScannerBacktest } from './resolve-scanner-backtest.ts';

export type ScannerBacktestRunner = TaskRunner<ScannerBacktestParams, ScannerBacktestResult>;

export function scannerBacktestRunner(ports: ServicePorts): ScannerBacktestRunner {
  return new TaskRunner<ScannerBacktestParams, ScannerBacktestResult>(ports, {
    kind: 'scanner',
    queued: 'Scanner backtest task queued',
    parse: parseScannerBacktestRequest,
    check: async (params) => {
      await resolveScannerBacktest(params, ports.marketData);
    },
    ...jobWork(ports, (params) => ({ kind: 'scanner', params })),
  });
}
