import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorCode } from '../../client/api-error.ts';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';

export interface RunErrorProps {
  error: Error;
  ticker: string;
  years: { start: number; end: number };
  onRetry: () => void;
}

/**
 * Why the run gave no figures: no data for the ticker (404), a bad parameter (400: its message is beside its field
 * too), or a failure.
 */
export function RunError({ error, ticker, years, onRetry }: RunErrorProps) {
  const code = errorCode(error);
  if (code === 404)
    return (
      <Alert severity="warning">
        <AlertTitle>
          No price data for {ticker} between {years.start} and {years.end}
        </AlertTitle>
        Load a CSV in{' '}
        <Link component={RouterLink} to="/data">
          Data
        </Link>{' '}
        or pick another ticker.
        <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.8 }}>
          The service: {error.message}
        </Typography>
      </Alert>
    );
  if (code === 400)
    return (
      <Alert severity="error">
        <AlertTitle>Check the settings</AlertTitle>
        {error.message}
      </Alert>
    );
  return (
    <RetryAlert onRetry={onRetry}>
      <AlertTitle>The seasonality could not be computed</AlertTitle>
      {error.message}
    </RetryAlert>
  );
}
