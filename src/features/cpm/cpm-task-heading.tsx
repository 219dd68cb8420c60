import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CpmTask } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { MODE_LABELS } from './cpm-task-filters.tsx';
import type { TaskParams } from './task-params.ts';
import { formValuesOf, templateTitle } from './task-params.ts';

/** What the task searched (template and symbol), how, when, its status, and the way back into the form. */
export function CpmTaskHeading({ task, params }: { task: CpmTask; params: TaskParams }) {
  const v = formValuesOf(params, task.mode);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {templateTitle(params)} on {v.symbol}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {v.name ? `${v.name} · ` : ''}
          {MODE_LABELS[task.mode]} · {v.timeframe} · submitted {task.created_at.replace('T', ' ')} UTC
        </Typography>
      </Box>
      <TaskStatusChip status={task.status} />
      {isFinished(task.status) && (
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`/cpm?from=${encodeURIComponent(task.task_id)}`}
        >
          Edit and run again
        </Button>
      )}
    </Box>
  );
}
