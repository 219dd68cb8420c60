import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { ScannerBacktestTaskListItem } from '../../contract/index.ts';
import { CompactTaskSummary, CreatedTime } from '../../ui/status/task-row-parts.tsx';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { findTypeLabel } from './task-params.ts';

export interface TaskRowProps {
  task: ScannerBacktestTaskListItem;
  /** Phone width: one cell holds everything. */
  compact: boolean;
}

/** The task's name (or its id's start when it has none) as a link to its page. */
function Open({ task }: { task: ScannerBacktestTaskListItem }) {
  return (
    <Link
      component={RouterLink}
      to={`/scanner-backtest/tasks/${encodeURIComponent(task.task_id)}`}
      underline="hover"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {task.name.trim() || `Unnamed backtest ${task.task_id.slice(0, 8)}`}
    </Link>
  );
}

/** One scanner backtest task: status, name, universe and when it was submitted. */
export function TaskRow({ task, compact }: TaskRowProps) {
  if (compact)
    return (
      <TableRow hover>
        <TableCell>
          <CompactTaskSummary
            name={<Open task={task} />}
            status={task.status}
            details={
              <>
                {findTypeLabel(task.find_type)} · <CreatedTime createdAt={task.created_at} />
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
      <TableCell>{findTypeLabel(task.find_type)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CreatedTime createdAt={task.created_at} />
      </TableCell>
    </TableRow>
  );
}
