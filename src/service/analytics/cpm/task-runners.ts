import type { CpmMode, CpmResult } from '../../../contract/index.ts';
import type { ServicePorts } from '../../ports.ts';
import { jobWork } from '../../tasks/job-work.ts';
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
      ...jobWork(ports, (params) => ({ kind: 'cpm', mode, params })),
    });
  return { backtest: runner('backtest'), scan: runner('scan') };
}
