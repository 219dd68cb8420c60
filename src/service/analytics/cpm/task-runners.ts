import type { CpmMode, CpmParams, CpmResult } from '../../../contract/index.ts';
import type { ServicePorts } from '../../ports.ts';
import { jobWork } from '../../tasks/job-work.ts';
import { TaskRunner } from '../../tasks/task-runner.ts';
import { parseCpmRequest, resolveCpm } from './resolve-cpm.ts';

export type CpmTaskRunners = Record<CpmMode, TaskRunner<CpmParams, CpmResult>>;

/** One runner per mode, so the stored task knows its mode and a resumed task runs as it was asked. */
export function cpmTaskRunners(ports: ServicePorts): CpmTaskRunners {
  const runner = (mode: CpmMode) =>
    new TaskRunner<CpmParams, CpmResult>(ports, {
      kind: 'cpm',
      mode,
      queued: mode === 'backtest' ? 'CPM backtest task queued' : 'CPM scan task queued',
      parse: parseCpmRequest,
      check: async (params) => {
        await resolveCpm(params, ports.marketData);
      },
      ...jobWork(ports, (params) => ({ kind: 'cpm', mode, params })),
    });
  return { backtest: runner('backtest'), scan: runner('scan') };
}
