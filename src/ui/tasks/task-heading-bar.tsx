import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskStatus } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { TaskStatusChip } from '../status/task-status-chip.tsx';

export interface TaskHeadingBarProps {
  /** The page's heading: what the task did. */
  title: ReactNode;
  /** A line below it: how, and when it was submitted. */
  details: ReactNode;
  status: TaskStatus;
  /** Shown once the task has finished ("Edit and run again"). */
  finishedAction: ReactNode;
  /** Below the details: where the data came from (a provenance line). */
  data?: ReactNode;
}

/** A task page's heading, its details, its status, and what can be done once it has finished. */
export function TaskHeadingBar({ title, details, status, finishedAction, data }: TaskHeadingBarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
        {data}
      </Box>
      <TaskStatusChip status={status} />
      {isFinished(status) && finishedAction}
    </Box>
  );
}

/** "submitted 2024-05-01 12:00:00 UTC": when a task was submitted, as the service wrote it. */
export function submittedAt(createdAt: string): string {
  return `submitted ${createdAt.replace('T', ' ')} UTC`;
}
