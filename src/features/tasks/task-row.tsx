import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TaskListItem } from '../../contract/index.ts';
import { taskName } from './task-name.ts';
import { TaskRowActions } from './task-row-actions.tsx';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { CompactTaskSummary, CreatedTime } from '../../ui/status/task-row-parts.tsx';

export interface TaskRowProps {
  task: TaskListItem;
  /** Phone width: one cell holds status, name and details, so the actions stay on screen. */
  compact: boolean;
  onDelete?: (task: TaskListItem) => void;
}

function Name({ task }: { task: TaskListItem }) {
  const named = task.strategy_name.trim() !== '';
  return (
    <Typography variant="body2" component="span" color={named ? 'text.primary' : 'text.secondary'}>
      {taskName(task)}
    </Typography>
  );
}

/** One task of the list: status, strategy, symbol, frequency, created time and the row's actions. */
export function TaskRow({ task, compact, onDelete }: TaskRowProps) {
  const actions = (
    <TableCell align="right" sx={{ py: 0 }}>
      <TaskRowActions task={task} onDelete={onDelete} />
    </TableCell>
  );
  if (compact)
    return (
      <TableRow hover>
        <TableCell>
          <CompactTaskSummary
            name={<Name task={task} />}
            status={task.status}
            details={
              <>
                {task.symbol} · {task.frequency} · <CreatedTime createdAt={task.created_at} />
              </>
            }
          />
        </TableCell>
        {actions}
      </TableRow>
    );
  return (
    <TableRow hover>
      <TableCell>
        <TaskStatusChip status={task.status} />
      </TableCell>
      <TableCell>
        <Name task={task} />
      </TableCell>
      <TableCell>{task.symbol}</TableCell>
      <TableCell>{task.frequency}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CreatedTime createdAt={task.created_at} />
      </TableCell>
      {actions}
    </TableRow>
  );
}
