import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../client/api-error.ts';

export interface TaskLoadErrorProps {
  taskId: string;
  error: Error;
  onRetry: () => void;
}

/** The task could not be read: unknown (404) or the connection failed; either way, a way back to the list. */
export function TaskLoadError({ taskId, error, onRetry }: TaskLoadErrorProps) {
  const back = (
    <Link component={RouterLink} to="/tasks">
      Back to Tasks
    </Link>
  );
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>No task with the id {taskId}</AlertTitle>
        It may have been deleted, or it was run on another connection. {back}
      </Alert>
    );
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <AlertTitle>The task could not be loaded</AlertTitle>
      {error.message} {back}
    </Alert>
  );
}
