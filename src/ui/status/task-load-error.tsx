import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { errorCode } from '../../client/api-error.ts';
import { RetryAlert } from './retry-alert.tsx';

export interface TaskLoadErrorProps {
  error: Error;
  onRetry: () => void;
  /** The list the task belongs to, e.g. "/tasks", and its link's text. */
  backTo: string;
  backLabel: string;
  /** What is said when there is no such task (404). */
  notFoundTitle: string;
  notFoundText: string;
}

/** The task could not be read: unknown (404) or the connection failed; either way, a way back to the list. */
export function TaskLoadError({ error, onRetry, backTo, backLabel, notFoundTitle, notFoundText }: TaskLoadErrorProps) {
  const back = (
    <Link component={RouterLink} to={backTo}>
      {backLabel}
    </Link>
  );
  if (errorCode(error) === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>{notFoundTitle}</AlertTitle>
        {notFoundText} {back}
      </Alert>
    );
  return (
    <RetryAlert onRetry={onRetry}>
      <AlertTitle>The task could not be loaded</AlertTitle>
      {error.message} {back}
    </RetryAlert>
  );
}
