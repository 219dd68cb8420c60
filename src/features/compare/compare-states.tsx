import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BacktestTask } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { MIN_COMPARED } from '../../ui/tasks/compare-link.ts';
import { runLabels } from './run-labels.ts';

function BackToTasks() {
  return (
    <Button component={RouterLink} to="/tasks" size="small" color="inherit">
      Back to Tasks
    </Button>
  );
}

function Notice({ severity, title, children }: { severity: 'info' | 'warning'; title: string; children: ReactNode }) {
  return (
    <Alert severity={severity} action={<BackToTasks />}>
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}

export function CompareLoading() {
  return (
    <Box role="status" aria-label="Loading the backtests" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress />
    </Box>
  );
}

export function TooFewToCompare({ count }: { count: number }) {
  return (
    <Notice severity="info" title={`Pick at least ${MIN_COMPARED} backtests to compare`}>
      {count === 0 ? 'This link names no backtest.' : 'This link names only one backtest.'} On Tasks, tick{' '}
      {MIN_COMPARED} to 4 finished backtests and press Compare.
    </Notice>
  );
}

export function MissingTasks({ taskIds, message }: { taskIds: readonly string[]; message: string }) {
  return (
    <Notice
      severity="warning"
      title={taskIds.length === 1 ? `No task with the id ${taskIds[0]}` : `No tasks with the ids ${taskIds.join(', ')}`}
    >
      It may have been deleted, or it was run on another connection ({message}).
    </Notice>
  );
}

/** Some tasks are still running (the page fills in when they finish) or failed (they never will). */
export function UnfinishedTasks({ tasks }: { tasks: readonly BacktestTask[] }) {
  const labels = runLabels(tasks);
  const running = tasks.some((t) => !isFinished(t.status));
  return (
    <Notice severity={running ? 'info' : 'warning'} title="Only finished backtests can be compared">
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {tasks.map((t, i) => (
          <li key={t.task_id}>
            {labels[i]}:{' '}
            {t.status === 'FAILED'
              ? 'failed, so it has no result to compare.'
              : t.status === 'SUCCESS'
                ? 'finished without a result.'
                : `${t.status.toLowerCase()}; this page shows the comparison once it has finished.`}
          </li>
        ))}
      </Box>
    </Notice>
  );
}
