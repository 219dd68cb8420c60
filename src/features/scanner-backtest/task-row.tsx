import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { ScannerBacktestTaskListItem } from '../../contract/index.ts';
import { TaskListRow } from '../../ui/tasks/task-list-row.tsx';
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
  return (
    <TaskListRow
      status={task.status}
      name={<Open task={task} />}
      details={[findTypeLabel(task.find_type)]}
      createdAt={task.created_at}
      compact={compact}
    />
  );
}
