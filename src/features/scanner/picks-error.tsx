import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorCode, errorFields } from '../../client/api-error.ts';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';

export interface PicksErrorProps {
  error: Error;
  /** The day asked for, empty for the latest. */
  date: string;
  onRetry: () => void;
}

/**
 * Why there are no picks to show, in the service's words. A 404 (no data that day) and a 400 (a date it refused) will
 * not pass by asking again, so only other failures offer to.
 */
export function PicksError({ error, date, onRetry }: PicksErrorProps) {
  const code = errorCode(error);
  const fields = errorFields(error);
  const lines = fields.length
    ? fields.map((f) => `${f.path}: ${f.message}`)
    : [error.message || 'No reason was given.'];
  if (code === 404 || code === 400)
    return (
      <Alert severity="warning">
        <AlertTitle>{code === 404 ? `No scanner data for ${date || 'the latest day'}` : 'Check the date'}</AlertTitle>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Alert>
    );
  return <RetryAlert onRetry={onRetry}>{`The picks could not be loaded: ${lines.join('; ')}`}</RetryAlert>;
}
