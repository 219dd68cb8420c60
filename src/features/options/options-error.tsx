import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { errorCode } from '../../client/api-error.ts';
import { useConnection } from '../../client/connection.tsx';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';

export interface OptionsErrorProps {
  error: Error;
  /** The day asked for; undefined for the latest snapshot. */
  date: string | undefined;
  onLatest: () => void;
  onRetry: () => void;
}

/**
 * Why there is no table: no chain or no snapshot that day (404, whose message says how to load a chain), a bad date
 * (400), or a failure that may pass on a second try.
 */
export function OptionsError({ error, date, onLatest, onRetry }: OptionsErrorProps) {
  const { kind } = useConnection();
  const code = errorCode(error);
  if (code === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>{date ? `No puts to list on ${date}` : 'No option chain to list'}</AlertTitle>
        The service: {error.message}
        {(kind === 'browser' || date) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
            {kind === 'browser' && (
              <Link component={RouterLink} to="/data">
                Load an option chain on the Data screen
              </Link>
            )}
            {date && (
              <Button size="small" color="inherit" variant="outlined" onClick={onLatest}>
                Show the latest snapshot
              </Button>
            )}
          </Box>
        )}
      </Alert>
    );
  if (code === 400)
    return (
      <Alert severity="error">
        <AlertTitle>Check the snapshot date</AlertTitle>
        {error.message}
      </Alert>
    );
  return (
    <RetryAlert onRetry={onRetry}>
      <AlertTitle>The option opportunities could not be loaded</AlertTitle>
      {error.message}
    </RetryAlert>
  );
}
