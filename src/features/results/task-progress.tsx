import type { ReactNode } from 'react';
import type { BacktestTask } from '../../contract/index.ts';
import { TaskProgressNotice } from '../../ui/tasks/task-progress-notice.tsx';

/**
 * A task still waiting or running: what it is doing and for how long, refreshed every second; on a server, also
 * when it is read next (`countdown`).
 */
export function TaskProgress({ task, countdown }: { task: BacktestTask; countdown?: ReactNode }) {
  const running = task.status === 'RUNNING';
  return (
    <TaskProgressNotice
      createdAt={task.created_at}
      message={running ? 'Running the backtest' : 'Queued: waiting for the service to start the backtest'}
      progressLabel={running ? 'Backtest running' : 'Backtest queued'}
      subject="backtest"
    >
      {countdown}
    </TaskProgressNotice>
  );
}
