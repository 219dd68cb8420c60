import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskStatus } from '../../contract/index.ts';
import { formatCreatedAt } from './created-at.ts';
import { TaskStatusChip } from './task-status-chip.tsx';

/** When a task was submitted, in the reader's time zone, with the UTC text on hover. */
export function CreatedTime({ createdAt }: { createdAt: string }) {
  return (
    <time dateTime={`${createdAt}Z`} title={`${createdAt} UTC`}>
      {formatCreatedAt(createdAt)}
    </time>
  );
}

/** A task row's cell at phone width: its name, its status, then its details in small print. */
export function CompactTaskSummary({
  name,
  status,
  details,
}: {
  name: ReactNode;
  status: TaskStatus;
  details: ReactNode;
}) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {name}
      <TaskStatusChip status={status} />
      <Typography variant="caption" color="text.secondary">
        {details}
      </Typography>
    </Stack>
  );
}
