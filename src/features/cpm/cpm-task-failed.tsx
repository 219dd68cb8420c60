import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { CpmTask } from '../../contract/index.ts';

/** A FAILED task: the service's error word for word (its settings are shown beside it, to edit and run again). */
export function CpmTaskFailed({ task }: { task: CpmTask }) {
  return (
    <Alert severity="error">
      <AlertTitle>The pattern match failed</AlertTitle>
      {task.error ?? task.result?.msg ?? 'The service gave no reason.'}
    </Alert>
  );
}
