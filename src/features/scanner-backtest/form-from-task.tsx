import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useScannerBacktestTask } from '../../client/scanner-queries.ts';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { RunForm } from './run-form.tsx';
import { formValuesOf, parseTaskParams, taskTitle } from './task-params.ts';

/** "Edit and run again": the form filled in with an earlier task's settings (`/scanner-backtest?from=<task_id>`). */
export function FormFromTask({ taskId }: { taskId: string }) {
  const task = useScannerBacktestTask(taskId);
  if (task.isPending) return <LoadingStatus>Loading the settings of the earlier backtest…</LoadingStatus>;
  if (task.isError)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="warning">
          The settings of task {taskId} could not be loaded ({task.error.message}); the form starts from its defaults.
        </Alert>
        <RunForm initial={SCANNER_BACKTEST_DEFAULTS} />
      </Box>
    );
  const params = parseTaskParams(task.data.params);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="note">
        Filled in from the backtest “{taskTitle(params)}” of {task.data.created_at.replace('T', ' ')} UTC: change what
        you like and run it again.
      </Alert>
      <RunForm key={taskId} initial={formValuesOf(params)} />
    </Box>
  );
}
