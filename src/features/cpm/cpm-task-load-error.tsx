import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../client/api-error.ts';

export interface CpmTaskLoadErrorProps {
  taskId: string;
  error: Error;
  onRetry: () => void;
}

/** The task could not be read: unknown (404) or the connection failed; either way, a way back to the list. */
export function CpmTaskLoadError({ taskId, error, onRetry }: CpmTaskLoadErrorProps) {
  const back = (
    <Link component={RouterLink} to="/cpm">
      Back to Pattern matching
    </Link>
  );
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>No CPM task with the id {taskId}</AlertTitle>
        It may have been run on another connection. {back}
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
