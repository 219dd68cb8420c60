import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { CpmTaskListItem } from '../../contract/index.ts';
import { TaskListRow } from '../../ui/tasks/task-list-row.tsx';
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
  return (
    <TaskListRow
      status={task.status}
      name={<Open task={task} />}
      details={[MODE_LABELS[task.mode]]}
      createdAt={task.created_at}
      compact={compact}
    />
  );
}
