import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/Launch';
import ReplayIcon from '@mui/icons-material/Replay';
import { useNavigate } from 'react-router';
import type { TaskListItem } from '../../contract/index.ts';
import { taskName } from './task-name.ts';

export interface TaskRowActionsProps {
  task: TaskListItem;
  /** Absent when the connection cannot delete tasks (a server only lists them). */
  onDelete?: (task: TaskListItem) => void;
  /** One above the other, for a narrow column. */
  vertical?: boolean;
}

/** Open the results, re-run in the builder, delete: icon buttons whose labels name the task. */
export function TaskRowActions({ task, onDelete, vertical = false }: TaskRowActionsProps) {
  const navigate = useNavigate();
  const name = `${taskName(task)} on ${task.symbol}`;
  const id = encodeURIComponent(task.task_id);
  return (
    <Stack direction={vertical ? 'column' : 'row'} spacing={vertical ? 0 : 0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Open the results">
        <IconButton aria-label={`Open ${name}`} onClick={() => navigate(`/tasks/${id}`)}>
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Re-run in the builder">
        <IconButton aria-label={`Re-run ${name} in the builder`} onClick={() => navigate(`/strategy?from=${id}`)}>
          <ReplayIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(task)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
