import type { CpmMode, CpmResult } from '../../../contract/index.ts';
import type { ServicePorts } from '../../ports.ts';
import { runTaskJob } from '../../tasks/run-job.ts';
import { TaskRunner } from '../../tasks/task-runner.ts';
import { resolveCpm } from './resolve-cpm.ts';

export type CpmTaskRunners = Record<CpmMode, TaskRunner<CpmResult>>;

/** One runner per mode, so the stored task knows its mode and a resumed task runs as it was asked. */
export function cpmTaskRunners(ports: ServicePorts): CpmTaskRunners {
  const runner = (mode: CpmMode) =>
    new TaskRunner<CpmResult>(ports, {
      kind: 'cpm',
      mode,
      queued: mode === 'backtest' ? 'CPM backtest task queued' : 'CPM scan task queued',
      check: async (body) => {
        await resolveCpm(body, ports.marketData);
      },
      run: async (params) => (await runTaskJob({ kind: 'cpm', mode, params }, ports.marketData, '')) as CpmResult,
    });
  return { backtest: runner('backtest'), scan: runner('scan') };
}
