import type { CpmTask } from '../../contract/index.ts';
import { TaskProgressNotice } from '../../ui/tasks/task-progress-notice.tsx';

/** A task still waiting or running: what it is doing and for how long, refreshed every second. */
export function CpmTaskProgress({ task }: { task: CpmTask }) {
  const running = task.status === 'RUNNING';
  const work = task.mode === 'backtest' ? 'the search and backtest' : 'the search';
  return (
    <TaskProgressNotice
      createdAt={task.created_at}
      message={running ? `Running ${work}` : `Queued: waiting for the service to start ${work}`}
      progressLabel={running ? 'Pattern match running' : 'Pattern match queued'}
    />
  );
}
