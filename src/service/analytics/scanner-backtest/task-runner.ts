import type { ScannerBacktestResult } from '../../../contract/index.ts';
import type { ServicePorts } from '../../ports.ts';
import { jobWork } from '../../tasks/job-work.ts';
import { TaskRunner } from '../../tasks/task-runner.ts';
import { resolveScannerBacktest } from './resolve-scanner-backtest.ts';

export type ScannerBacktestRunner = TaskRunner<ScannerBacktestResult>;

export function scannerBacktestRunner(ports: ServicePorts): ScannerBacktestRunner {
  return new TaskRunner<ScannerBacktestResult>(ports, {
    kind: 'scanner',
    queued: 'Scanner backtest task queued',
    check: async (body) => {
      await resolveScannerBacktest(body, ports.marketData);
    },
    ...jobWork(ports, (params) => ({ kind: 'scanner', params })),
  });
}
