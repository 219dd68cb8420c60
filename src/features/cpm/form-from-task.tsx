import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCpmTask } from '../../client/analytics-queries.ts';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { CpmRunForm } from './cpm-run-form.tsx';
import { formValuesOf, parseTaskParams, templateTitle } from './task-params.ts';

/** "Edit and run again": the form filled in with an earlier task's settings (`/cpm?from=<task_id>`). */
export function FormFromTask({ taskId }: { taskId: string }) {
  const task = useCpmTask(taskId);
  if (task.isPending) return <LoadingStatus>Loading the settings of the earlier task…</LoadingStatus>;
  if (task.isError)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="warning">
          The settings of task {taskId} could not be loaded ({task.error.message}); the form starts from its defaults.
        </Alert>
        <CpmRunForm initial={CPM_FORM_DEFAULTS} />
      </Box>
    );
  const params = parseTaskParams(task.data.params);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="note">
        Filled in from the task “{templateTitle(params)}” of {task.data.created_at.replace('T', ' ')} UTC: change what
        you like and run it again.
      </Alert>
      <CpmRunForm key={taskId} initial={formValuesOf(params, task.data.mode)} />
    </Box>
  );
}
