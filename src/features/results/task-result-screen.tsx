import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval, useTask } from '../../client/queries.ts';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import type { BacktestTask } from '../../contract/index.ts';
import { TaskFailed } from './task-failed.tsx';
import { TaskHeading } from './task-heading.tsx';
import { TaskLoadError } from './task-load-error.tsx';
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
      <Link
        component={RouterLink}
        to="/tasks"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        All tasks
      </Link>
      {task.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>Loading the task…</Typography>
        </Box>
      ) : task.isError ? (
        <TaskLoadError taskId={taskId} error={task.error} onRetry={() => void task.refetch()} />
      ) : (
        <>
          <TaskHeading task={task.data} />
          <TaskBody task={task.data} countdown={countdown || undefined} />
        </>
      )}
    </Box>
  );
}
