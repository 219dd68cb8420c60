import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval, useTask } from '../../client/queries.ts';
import { BackLink } from '../../ui/layout/back-link.tsx';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { TaskLoadError } from '../../ui/status/task-load-error.tsx';
import type { BacktestTask } from '../../contract/index.ts';
import { TaskFailed } from './task-failed.tsx';
import { TaskHeading } from './task-heading.tsx';
import { TaskProgress } from './task-progress.tsx';
import { TaskSuccess } from './task-success.tsx';

function TaskBody({ task, countdown }: { task: BacktestTask; countdown?: ReactNode }) {
  if (task.status === 'FAILED') return <TaskFailed task={task} />;
  if (task.status === 'SUCCESS' && task.result) return <TaskSuccess task={task} result={task.result} />;
  if (task.status === 'SUCCESS') return <TaskFailed task={{ ...task, error: 'The task finished without a result.' }} />;
  return <TaskProgress task={task} countdown={countdown} />;
}

/** The page of one task (route `tasks/:taskId`): its progress, its error, or its result. */
export default function TaskResultScreen() {
  const { taskId = '' } = useParams();
  const connection = useConnection();
  const task = useTask(taskId);
  // A server is read every 12 s (spec 8): say when, and offer to read it now. In the browser it is instant.
  const countdown = connection.kind === 'server' && (
    <PollCountdown
      lastCheckAt={task.dataUpdatedAt}
      intervalMs={pollInterval(connection)}
      checking={task.isFetching}
      onCheckNow={() => void task.refetch()}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BackLink to="/tasks">All tasks</BackLink>
      {task.isPending ? (
        <LoadingStatus>Loading the task…</LoadingStatus>
      ) : task.isError ? (
        <TaskLoadError
          error={task.error}
          onRetry={() => void task.refetch()}
          backTo="/tasks"
          backLabel="Back to Tasks"
          notFoundTitle={`No task with the id ${taskId}`}
          notFoundText="It may have been deleted, or it was run on another connection."
        />
      ) : (
        <>
          <TaskHeading task={task.data} />
          <TaskBody task={task.data} countdown={countdown || undefined} />
        </>
      )}
    </Box>
  );
}
