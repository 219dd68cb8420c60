import type { ScannerBacktestTask } from '../../contract/index.ts';
import { TaskProgressNotice } from '../../ui/tasks/task-progress-notice.tsx';

/** A task still waiting or running: what it is doing and for how long, refreshed every second. */
export function TaskProgress({ task }: { task: ScannerBacktestTask }) {
  const running = task.status === 'RUNNING';
  return (
    <TaskProgressNotice
      createdAt={task.created_at}
      message={
        running
          ? 'Running: scanning each day of the period and trading the picks'
          : 'Queued: waiting for the service to start the backtest'
      }
      progressLabel={running ? 'Scanner backtest running' : 'Scanner backtest queued'}
    />
  );
}
