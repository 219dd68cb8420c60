import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { CpmTaskListItem } from '../../contract/index.ts';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { CompactTaskSummary, CreatedTime } from '../../ui/status/task-row-parts.tsx';
import { MODE_LABELS } from './cpm-task-filters.tsx';
import { patternLabel } from './pattern-names.ts';

export interface CpmTaskRowProps {
  task: CpmTaskListItem;
  /** Phone width: one cell holds everything. */
  compact: boolean;
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
          <CompactTaskSummary
            name={<Open task={task} />}
            status={task.status}
            details={
              <>
                {MODE_LABELS[task.mode]} · <CreatedTime createdAt={task.created_at} />
              </>
            }
          />
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
        <CreatedTime createdAt={task.created_at} />
      </TableCell>
    </TableRow>
  );
}
