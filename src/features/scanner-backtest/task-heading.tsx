import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { EditAgainButton } from './edit-again-button.tsx';
import type { TaskParams } from './task-params.ts';
import { formValuesOf, name, taskTitle } from './task-params.ts';
import { FIND_TYPE_LABELS } from './form-values.ts';

/** What the backtest tested, when it was submitted, its status, and the way back into the form. */
export function TaskHeading({ task, params }: { task: ScannerBacktestTask; params: TaskParams }) {
  const v = formValuesOf(params);
  const signals =
    v.signalMode === 'all' ? 'all signals' : `${v.signals.length} signal${v.signals.length === 1 ? '' : 's'}`;
  // Without a name the title already says the universe and the period.
  const what = name(params)
    ? `${FIND_TYPE_LABELS[v.findType]}, ${v.startDate} to ${v.endDate}, ${signals}`
    : signals.charAt(0).toUpperCase() + signals.slice(1);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {taskTitle(params)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {what} · submitted {task.created_at.replace('T', ' ')} UTC
        </Typography>
      </Box>
      <TaskStatusChip status={task.status} />
      {isFinished(task.status) && <EditAgainButton taskId={task.task_id} />}
    </Box>
  );
}
