import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { TaskListItem } from '../../contract/index.ts';
import { TaskListRow } from '../../ui/tasks/task-list-row.tsx';
import { taskName } from './task-name.ts';
import { TaskRowActions } from './task-row-actions.tsx';

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
  return (
    <TaskListRow
      status={task.status}
      name={<Name task={task} />}
      details={[task.symbol, task.frequency]}
      createdAt={task.created_at}
      compact={compact}
      actions={
        <TableCell align="right" sx={{ py: 0 }}>
          <TaskRowActions task={task} onDelete={onDelete} />
        </TableCell>
      }
    />
  );
}
