import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CpmTaskListItem } from '../../contract/index.ts';
import { formatCreatedAt } from '../../ui/status/created-at.ts';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { MODE_LABELS } from './cpm-task-filters.tsx';
import { patternLabel } from './pattern-names.ts';

export interface CpmTaskRowProps {
  task: CpmTaskListItem;
  /** Phone width: one cell holds everything. */
  compact: boolean;
}

function Created({ task }: { task: CpmTaskListItem }) {
  return (
    <time dateTime={`${task.created_at}Z`} title={`${task.created_at} UTC`}>
      {formatCreatedAt(task.created_at)}
    </time>
  );
}

/** The task's template as a link to its page. */
function Open({ task }: { task: CpmTaskListItem }) {
  const template = task.system_pattern ? patternLabel(task.system_pattern) : 'Custom window';
  return (
    <Link component={RouterLink} to={`/cpm/tasks/${encodeURIComponent(task.task_id)}`} underline="hover">
      {`${template} on ${task.symbol}`}
    </Link>
  );
}

/** One CPM task: status, what it searched, the mode and when it was submitted. */
export function CpmTaskRow({ task, compact }: CpmTaskRowProps) {
  if (compact)
    return (
      <TableRow hover>
        <TableCell>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Open task={task} />
            <TaskStatusChip status={task.status} />
            <Typography variant="caption" color="text.secondary">
              {MODE_LABELS[task.mode]} · <Created task={task} />
            </Typography>
          </Stack>
        </TableCell>
      </TableRow>
    );
  return (
    <TableRow hover>
      <TableCell>
        <TaskStatusChip status={task.status} />
      </TableCell>
      <TableCell>
        <Open task={task} />
      </TableCell>
      <TableCell>{MODE_LABELS[task.mode]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Created task={task} />
      </TableCell>
    </TableRow>
  );
}
